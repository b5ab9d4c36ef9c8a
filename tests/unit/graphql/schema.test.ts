import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isSpecifiedScalarType, isEnumType, isInputObjectType, isInterfaceType, isObjectType, isScalarType, type GraphQLSchema } from 'graphql';
import { inferredReason } from '@/lib/graphql/marks';
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
    UserRoleAssignment: ['scope', 'role'],
    RoleAssignment: ['scope', 'user'],
    RoleAssignee: ['email', 'name'],
    ResourceSummaryPage: ['totalCount', 'items'],
    ResourceSummary: [
      'srn',
      'label',
      'account',
      'cloudType',
      'tags',
      'accountName',
      'name',
      'usageLabel',
      'identityLabels',
      'effectiveaccessSrns',
      'effectiveaccessNames',
      'accesskeyNames',
      'accesskeySrns',
      'typeFriendlyName',
      'type',
      'serviceType',
      'properties',
      'resourceId',
      'lastUsedDate',
      'metadata',
    ],
    CloudService: ['service', 'sensitivePermissionCount', 'availableActions', 'controlKey', 'status', 'lock'],
    CloudServiceStatus: ['status', 'isStatusPending'],
    ThirdParty: ['thirdPartyId', 'thirdPartyFriendlyName', 'status', 'resources', 'accountCount', 'lastAccessed', 'labels', 'iconId', 'lock'],
    ThirdPartyResource: ['service', 'resourceType', 'count'],
    ThirdPartyLabel: ['name', 'severity'],
    RegionControl: ['regionId', 'regionName', 'status', 'coordinates', 'criticalRegion', 'cloudType', 'lock'],
    RegionControlStatus: ['status', 'pending'],
    Coordinates: ['lat', 'long'],
    PondRequest: [
      'pondRequestId',
      'identity',
      'account',
      'scope',
      'status',
      'requestedDuration',
      'approvers',
      'permissions',
      'firstRequested',
      'lastRequested',
      'type',
    ],
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
    const arg = schema
      .getQueryType()!
      .getFields()
      .ListResourceSummaries.args.find((a) => a.name === 'limit');
    expect(arg?.defaultValue).toBe(10);
  });

  test('every type name is marked inferred: the product states none of them', () => {
    const unmarked = Object.values(schema.getTypeMap())
      .filter((type) => !type.name.startsWith('__') && !isSpecifiedScalarType(type))
      .filter((type) => inferredReason(schema, type) !== 'type name' && !inferredReason(schema, type)?.startsWith('type name'))
      .map((type) => type.name);
    expect(unmarked).toEqual([]);
  });

  test("status enums are marked as spellings of the app's words; operator and identity names are not", () => {
    const marked = (name: string) => {
      const type = schema.getType(name);
      if (!isEnumType(type)) throw new Error(name);
      return type
        .getValues()
        .filter((v) => inferredReason(schema, v))
        .map((v) => v.name);
    };
    for (const name of ['ServiceStatus', 'RegionStatus', 'ThirdPartyState']) expect(marked(name)).toEqual(enumValues(schema, name));
    expect(marked('PodRequestStatus')).not.toContain('UNMANAGED');
    for (const name of ['FilterOperator', 'IntegrationRegistrationOperator', 'IdentityType', 'QuarantineAction', 'WebhookMethod'])
      expect(marked(name)).toEqual([]);
  });

  test('names beyond the stated ones are marked: lock flags, nesting, filter shapes, the extra argument', () => {
    const field = (type: string, name: string) => {
      const t = schema.getType(type);
      if (!isObjectType(t) && !isInputObjectType(t)) throw new Error(type);
      return inferredReason(schema, t.getFields()[name]);
    };
    for (const type of ['CloudService', 'ThirdParty', 'RegionControl']) expect(field(type, 'lock')).toMatch(/lock/);
    expect(field('UserRoleAssignment', 'role')).toMatch(/nesting/);
    for (const name of ['field', 'operator', 'value']) expect(field('ResourceSummaryFilter', name)).toBe('filter shape');
    expect(inferredReason(schema, schema.getQueryType()!.getFields().DescribeAWSDirectPolicy.args[0])).toMatch(/argument/);
    expect(inferredReason(schema, schema)).toMatch(/scalar types, lists and required markers/);
  });

  test("descriptions speak as the product's docs, never about where facts came from", () => {
    const narrating = /not documented|documentation|\bthe spec\b|specification|not (?:shown|described|given)|the docs do not/i;
    const found: string[] = [];
    const check = (where: string, text: string | null | undefined) => {
      if (text && narrating.test(text)) found.push(`${where}: ${text}`);
    };
    check('schema', schema.description);
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__')) continue;
      check(type.name, type.description);
      if (isObjectType(type) || isInputObjectType(type)) {
        for (const f of Object.values(type.getFields())) {
          check(`${type.name}.${f.name}`, f.description);
          for (const a of 'args' in f ? f.args : []) check(`${type.name}.${f.name}(${a.name})`, a.description);
        }
      }
      if (isEnumType(type)) for (const v of type.getValues()) check(`${type.name}.${v.name}`, v.description);
    }
    expect(found).toEqual([]);
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
