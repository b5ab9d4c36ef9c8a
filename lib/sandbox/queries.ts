// The sandbox's answers to the API's queries, read from the simulated organisation. Statuses come from the same
// per-account rows the mutations stage, so a query shows "(pending)" (isStatusPending, pending, the _PENDING states)
// right after a mutation and the deployed status once the staged changes are deployed.
import { isZombie, PAGING_DEFAULT_LIMIT, ROLES } from '@/lib/domain';
import { regionState, serviceState, thirdPartyState } from './controls';
import { matches, type Condition } from './filters';
import { ACCOUNTS, iso, type Organisation, type SimIdentity } from './organisation';

/** The API's enum spelling of a model state: partiallyBlockedPending -> PARTIALLY_BLOCKED_PENDING. */
function enumSpelling(state: string): string {
  return state.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase();
}

function split(state: string): { status: string; pending: boolean } {
  const pending = state.endsWith('Pending');
  return { status: enumSpelling(pending ? state.slice(0, -'Pending'.length) : state), pending };
}

function summary(identity: SimIdentity) {
  return {
    srn: identity.srn,
    label: identity.name,
    account: identity.account,
    cloudType: 'aws',
    tags: {},
    accountName: identity.accountName,
    name: identity.name,
    usageLabel: identity.quarantined ? 'quarantined' : null,
    identityLabels: identity.quarantined ? ['quarantined'] : [],
    effectiveaccessSrns: [],
    effectiveaccessNames: [],
    accesskeyNames: identity.accessKeys,
    accesskeySrns: identity.accessKeys.map((key) => `example-srn/${identity.account}/access-key/${key}`),
    typeFriendlyName: identity.type === 'Role' ? 'IAM role' : identity.type === 'User' ? 'IAM user' : identity.type,
    type: identity.type,
    serviceType: 'iam',
    properties: {},
    resourceId: identity.resourceId,
    lastUsedDate: iso(identity.lastUsedAt),
    metadata: {},
  };
}

type Summary = ReturnType<typeof summary>;

function field(item: Summary, name: string): unknown {
  if (!Object.hasOwn(item, name)) {
    throw new Error(`Resource summaries have no field "${name}" to filter on.`);
  }
  return item[name as keyof Summary];
}

interface ListArgs {
  limit?: number;
  offset?: number;
  skipCount?: boolean;
  filters?: ({ field: string } & Condition)[];
  where?: { serviceType?: Condition; type?: Condition };
}

function whereMatches(item: object, where: Record<string, Condition | undefined> | undefined): boolean {
  return Object.entries(where ?? {}).every(([name, condition]) => !condition || matches(Reflect.get(item, name), condition));
}

export function queries(org: Organisation) {
  const userName = (email: string) => org.users.find((u) => u.email === email)?.name ?? null;
  return {
    CloudHierarchyList: () =>
      org.hierarchy.map((node) => ({
        ...node,
        cloudType: 'aws',
        scopeFriendlyName: node.name,
        owners: node.owners.map((email) => ({ email, name: userName(email) })),
        createdAt: iso(org.now - 400 * 86_400_000),
        active: true,
      })),
    BulwarkUsers: () => org.users.map((u) => ({ ...u, isActive: true, roleAssignments: u.roles.map((r) => ({ scope: r.scope, role: { name: r.role } })) })),
    BulwarkRoles: () =>
      ROLES.map((role) => ({
        name: role.name,
        description: role.mayDo.join('; '),
        permissions: null,
        roleAssignments: org.users.flatMap((u) =>
          u.roles.filter((r) => r.role === role.name).map((r) => ({ scope: r.scope, user: { email: u.email, name: u.name } })),
        ),
      })),
    BulwarkUserTokens: () => org.tokens.map((t) => ({ ...t, token: null })),
    ListResourceSummaries: ({ limit = PAGING_DEFAULT_LIMIT, offset = 0, skipCount, filters = [], where }: ListArgs) => {
      const all = org.identities.map(summary).filter((item) => filters.every((f) => matches(field(item, f.field), f)) && whereMatches(item, where));
      return { totalCount: skipCount ? null : all.length, items: all.slice(Math.max(0, offset), Math.max(0, offset) + Math.max(0, limit)) };
    },
    UnusedIdentities: () =>
      org.identities
        .filter((i) => isZombie(i.lastUsedAt, org.now))
        .map((i) => ({ name: i.name, resourceId: i.resourceId, lastUsedDate: iso(i.lastUsedAt), quarantined: i.quarantined })),
    ExcessiveIAMPrivilege: () =>
      org.identities.filter((i) => i.type === 'Role' && i.name !== 'BreakGlassAdmin').map((i) => ({ name: i.name, resourceId: i.resourceId })),
    PermissionSets: () => [{ name: 'ReadOnlyAccess' }, { name: 'PowerUserAccess' }],
    AWSDirectPolicies: () => [directPolicy],
    DescribeAWSDirectPolicy: ({ policySrn }: { policySrn: string }) => {
      if (policySrn !== directPolicy.policySrn) throw new Error(`No direct policy has the srn ${policySrn}: read it from AWSDirectPolicies.`);
      return directPolicy;
    },
    ListCloudActions: () => cloudActions,
    ThirdParties: () =>
      org.thirdParties.map((t) => {
        const rows = ACCOUNTS.map((a) => t.accounts[a]);
        return {
          thirdPartyId: t.thirdPartyId,
          thirdPartyFriendlyName: t.name,
          iconId: t.iconId,
          lock: t.lock,
          lastAccessed: t.lastAccessed,
          resources: t.resources,
          labels: t.labels,
          accountCount: rows.filter((r) => r.deployed === 'granted').length,
          status: { state: enumSpelling(thirdPartyState(rows)) },
        };
      }),
    ThirdPartyAccessByAccount: () =>
      ACCOUNTS.map((scope) => ({
        account: scope.split('/').pop(),
        thirdParties: org.thirdParties.filter((t) => t.accounts[scope].deployed === 'granted').map((t) => t.thirdPartyId),
      })),
    ThirdPartyAccessByResource: () => org.thirdParties.flatMap((t) => t.resources.map((r) => ({ ...r, thirdPartyId: t.thirdPartyId }))),
    CloudServices: () =>
      org.services.map((s) => {
        const { status, pending } = split(serviceState(ACCOUNTS.map((a) => s.accounts[a])));
        return {
          service: s.service,
          controlKey: s.controlKey,
          sensitivePermissionCount: s.sensitivePermissionCount,
          availableActions: s.lock ? ['Protect'] : ['Disable', 'Protect'],
          lock: s.lock,
          status: { status, isStatusPending: pending },
        };
      }),
    RegionsControls: () =>
      org.regions.map((r) => ({
        regionId: r.regionId,
        regionName: r.regionName,
        cloudType: 'aws',
        criticalRegion: r.lock,
        lock: r.lock,
        coordinates: { lat: r.lat, long: r.long },
        status: split(regionState(ACCOUNTS.map((a) => r.accounts[a]))),
      })),
    PONDRequests: () =>
      org.requests.map((r) => ({
        ...r,
        type: null,
        requestedDuration: 'forever',
        approvers: r.approvers.map((name) => ({ name })),
        permissions: r.permissions.map((permission) => ({ permission })),
      })),
    IntegrationRegistrations: ({ where }: { where?: { type?: Condition; name?: Condition } }) => {
      const items = org.registrations.filter((r) => whereMatches(r, where));
      return { count: items.length, items };
    },
    CPFConfigs: ({ where }: { where?: { key?: Condition } }) => org.configs.filter((c) => whereMatches(c, where)),
  };
}

const directPolicy = {
  policyName: 'legacy-build-inline',
  policySrn: 'example-srn/123456789012/policy/legacy-build-inline',
  policyJson: {
    Version: '2012-10-17',
    Statement: [{ Effect: 'Allow', Action: ['s3:GetObject', 's3:PutObject'], Resource: 'arn:aws:s3:::example-build-artifacts/*' }],
  },
};

/** The CI role working on the build bucket: one action that went through and one that the firewall stopped. */
const cloudAction = (eventName: string, classification: string, succeeded: boolean) => ({
  eventName,
  actionClassifications: [classification],
  succeeded,
  srcIp: '198.51.100.24',
  userAgent: 'aws-cli/2.15.0',
  account: '123456789012',
  type: 'AwsApiCall',
  serviceType: 's3',
  resourceSrns: ['example-srn/123456789012/s3/example-build-artifacts'],
  actorSrns: ['example-srn/123456789012/role/ci-deploy'],
});

const cloudActions = [cloudAction('PutObject', 'write', true), cloudAction('PutBucketPolicy', 'permissions management', false)];
