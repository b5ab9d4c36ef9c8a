import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  type GraphQLSchema,
} from 'graphql';
import { buildApiSchema } from '@/lib/graphql/reference';
import { specFilterOperators, specIdentityTypes, specMutations, specQueries } from './spec-operations';

const sdl = readFileSync(path.join(process.cwd(), 'lib/graphql/schema.graphql'), 'utf8');

function enumValues(schema: GraphQLSchema, name: string): string[] {
  const type = schema.getType(name);
  if (!isEnumType(type)) throw new Error(`${name} is not an enum`);
  return type.getValues().map((v) => v.name);
}

function fieldNames(schema: GraphQLSchema, name: string): string[] {
  const type = schema.getType(name);
  if (!isObjectType(type) && !isInputObjectType(type)) throw new Error(`${name} is not an object type`);
  return Object.keys(type.getFields());
}

describe('lib/graphql/schema.graphql', () => {
  const schema = buildApiSchema(sdl);

  test('builds into a schema with query and mutation roots', () => {
    expect(schema.getQueryType()?.name).toBe('Query');
    expect(schema.getMutationType()?.name).toBe('Mutation');
  });

  test('has exactly the queries the spec names', () => {
    expect(Object.keys(schema.getQueryType()!.getFields()).sort()).toEqual([...specQueries].sort());
  });

  test('has exactly the mutations the spec names', () => {
    expect(Object.keys(schema.getMutationType()!.getFields()).sort()).toEqual([...specMutations].sort());
  });

  test('the filter operator enum holds the ten operators of the spec, and IntegrationRegistrations adds ILIKE', () => {
    expect(enumValues(schema, 'FilterOperator').sort()).toEqual([...specFilterOperators].sort());
    expect(enumValues(schema, 'IntegrationRegistrationOperator').sort()).toEqual(['EQ', 'ILIKE', 'LIKE']);
  });

  test('the identity types and status enums are complete', () => {
    expect(enumValues(schema, 'IdentityType').sort()).toEqual([...specIdentityTypes].sort());
    expect(enumValues(schema, 'ThirdPartyState')).toHaveLength(6);
    expect(enumValues(schema, 'ServiceStatus')).toEqual(['UNPROTECTED', 'PARTIALLY_PROTECTED', 'PROTECTED', 'DISABLED']);
    expect(enumValues(schema, 'RegionStatus')).toEqual(['ENABLED', 'DISABLED', 'PARTIALLY_ENABLED', 'PARTIALLY_DISABLED']);
    expect(enumValues(schema, 'PodRequestStatus')).toEqual(
      expect.arrayContaining(['REQUESTED', 'PENDING', 'APPROVED', 'DENIED', 'EXPIRED', 'ABANDONED', 'UNMANAGED']),
    );
    expect(enumValues(schema, 'QuarantineAction')).toContain('ADD');
    expect(enumValues(schema, 'WebhookMethod')).toEqual(['POST']);
  });

  // Section 3 (entities) and section 7 (returns) of the spec, type by type.
  const statedFields: Record<string, string[]> = {
    CloudHierarchyItem: ['resourceId', 'scope', 'cloudType', 'parentScope', 'scopeFriendlyName', 'name', 'owners', 'createdAt', 'entryType', 'active'],
    ScopeOwner: ['name', 'email'],
    BulwarkUser: ['name', 'email', 'isActive', 'lastLogin', 'roleAssignments'],
    BulwarkRole: ['name', 'description', 'permissions', 'roleAssignments'],
    RoleAssignment: ['scope', 'user'],
    RoleAssignee: ['email', 'name'],
    ResourceSummaryPage: ['totalCount', 'items'],
    ResourceSummary: [
      'srn', 'label', 'account', 'cloudType', 'tags', 'accountName', 'name', 'usageLabel', 'identityLabels',
      'effectiveaccessSrns', 'effectiveaccessNames', 'accesskeyNames', 'accesskeySrns', 'typeFriendlyName', 'type',
      'serviceType', 'properties', 'resourceId', 'lastUsedDate', 'metadata',
    ],
    CloudService: ['service', 'sensitivePermissionCount', 'availableActions', 'controlKey', 'status', 'lock'],
    CloudServiceStatus: ['status', 'isStatusPending'],
    ThirdParty: ['thirdPartyId', 'thirdPartyFriendlyName', 'status', 'resources', 'accountCount', 'lastAccessed', 'labels', 'iconId', 'lock'],
    ThirdPartyResource: ['service', 'resourceType', 'count'],
    ThirdPartyLabel: ['name', 'severity'],
    RegionControl: ['regionId', 'regionName', 'status', 'coordinates', 'criticalRegion', 'cloudType', 'lock'],
    RegionControlStatus: ['status', 'pending'],
    Coordinates: ['lat', 'long'],
    PondRequest: ['pondRequestId', 'identity', 'account', 'scope', 'status', 'requestedDuration', 'approvers', 'permissions', 'firstRequested', 'lastRequested', 'type'],
    BulwarkUserToken: ['name', 'srn', 'resourceId', 'createdDate', 'expireAt', 'token'],
    CloudAction: ['eventName', 'actionClassifications', 'succeeded', 'srcIp', 'userAgent', 'account', 'type', 'serviceType', 'resourceSrns', 'actorSrns'],
    Policy: ['policyName', 'policySrn', 'policyJson'],
    IntegrationRegistrationPage: ['count', 'items'],
    IntegrationRegistration: ['id', 'type', 'name', 'description', 'platformMetadata'],
    CPFConfig: ['key', 'value', 'defaultValue'],
    ChangeQuarantineStatusResult: ['transactionId', 'success', 'count'],
    OneClickProtectResult: ['transactionId'],
    MutationResult: ['success', 'error'],
    GeneratedBulwarkUserToken: ['name', 'expireAt', 'token'],
    BulwarkWebhookCreateResult: ['webhookId', 'message', 'success'],
    BulwarkWebhookRemoveResult: ['success', 'message'],
    BulwarkWebhookCreateInput: ['url', 'method', 'authed', 'auth', 'filters'],
    WebhookAuthInput: ['basicAuth', 'bearerToken'],
    BasicAuthInput: ['username', 'password'],
    BearerTokenInput: ['token'],
    BulwarkWebhookRemoveInput: ['id'],
    QuarantineIdentityInput: ['resourceId', 'scope', 'name', 'account'],
    ScopeOwnerInput: ['email'],
    CPFConfigInput: ['key', 'value', 'defaultValue'],
    ResourceSummaryWhere: ['serviceType', 'type'],
    IntegrationRegistrationWhere: ['type', 'name'],
    CPFConfigWhere: ['key'],
  };

  test.each(Object.entries(statedFields))('%s carries the fields the spec states', (typeName, fields) => {
    expect(fieldNames(schema, typeName).sort()).toEqual([...fields].sort());
  });

  test('opaque objects use the JSON scalar', () => {
    const json = (typeName: string, field: string) => {
      const type = schema.getType(typeName);
      if (!isObjectType(type)) throw new Error(typeName);
      return String(type.getFields()[field].type);
    };
    expect(json('ResourceSummary', 'properties')).toBe('JSON');
    expect(json('ResourceSummary', 'metadata')).toBe('JSON');
    expect(json('Policy', 'policyJson')).toBe('JSON');
    expect(json('IntegrationRegistration', 'platformMetadata')).toBe('JSON');
  });

  test('ListResourceSummaries pages with a default limit of 10', () => {
    const arg = schema.getQueryType()!.getFields().ListResourceSummaries.args.find((a) => a.name === 'limit');
    expect(arg?.defaultValue).toBe(10);
  });

  test('every type, field, argument and enum value has a description', () => {
    const missing: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__') || (isScalarType(type) && type.name !== 'JSON')) continue;
      if (!type.description?.trim()) missing.push(type.name);
      if (isObjectType(type) || isInterfaceType(type)) {
        for (const field of Object.values(type.getFields())) {
          if (!field.description?.trim()) missing.push(`${type.name}.${field.name}`);
          for (const arg of field.args) if (!arg.description?.trim()) missing.push(`${type.name}.${field.name}(${arg.name})`);
        }
      }
      if (isInputObjectType(type)) {
        for (const field of Object.values(type.getFields())) {
          if (!field.description?.trim()) missing.push(`${type.name}.${field.name}`);
        }
      }
      if (isEnumType(type)) {
        for (const value of type.getValues()) if (!value.description?.trim()) missing.push(`${type.name}.${value.name}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
