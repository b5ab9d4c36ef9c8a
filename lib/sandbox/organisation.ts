// The simulated organisation the API sandbox runs the docs' samples against: example data only, held in memory in
// the reader's browser. Identifiers whose format Bulwark does not spell out (srn, controlKey, thirdPartyId, ids)
// say "example" in them. Its times are set from the reader's clock when it is made (the first Run, or Reset) and move
// on with that clock at each Run (lib/sandbox/index.ts), so a token made today expires after today, whenever the
// site was built; tests pass a fixed clock.
import { createChangesContext, DAY_MS, HOUR_MS, IDENTITY_MAPPING_KEY, IDENTITY_MAPPING_OFF, LOCKED_REGIONS } from '@/lib/domain';
import type { Organisation, SimIdentity, SimRegion, SimService, SimThirdParty, Staged } from './organisationTypes';

export type * from './organisationTypes';

const ROOT = 'aws/o-a1b2c3d4e5';
const OU = `${ROOT}/ou-ab12-34cd5678`;
const PAYMENTS = `${OU}/123456789012`;
const ANALYTICS = `${OU}/210987654321`;
export const ACCOUNTS = [PAYMENTS, ANALYTICS] as const;

export const iso = (ms: number) => new Date(ms).toISOString();

function each<S extends string>(status: S): Record<string, Staged<S>> {
  return Object.fromEntries(ACCOUNTS.map((a) => [a, { status, pending: false, deployed: status }]));
}

function identity(
  now: number,
  account: string,
  accountName: string,
  type: string,
  path: string,
  daysUnused: number,
  extra: Partial<SimIdentity> = {},
): SimIdentity {
  const accountId = account.split('/').pop()!;
  const name = path.split('/').pop()!;
  return {
    name,
    resourceId: `arn:aws:iam::${accountId}:${path}`,
    srn: `example-srn/${accountId}/${path}`,
    type,
    account: accountId,
    accountName,
    lastUsedAt: now - daysUnused * DAY_MS,
    human: type === 'User' || type === 'SAML',
    accessKeys: [],
    quarantined: false,
    ...extra,
  };
}

function service(name: string, sensitivePermissionCount: number, extra: Partial<SimService> = {}): SimService {
  return {
    service: name,
    controlKey: `example-control-${name}`,
    sensitivePermissionCount,
    lock: false,
    unused: false,
    accounts: each('unprotected'),
    ...extra,
  };
}

function region(regionId: string, regionName: string, lat: number, long: number, status: 'enabled' | 'disabled' = 'enabled'): SimRegion {
  return { regionId, regionName, lat, long, lock: LOCKED_REGIONS.some((r) => r.regionId === regionId), accounts: each(status) };
}

function thirdParty(
  now: number,
  thirdPartyId: string,
  name: string,
  lastAccessedAgo: number,
  reach: SimThirdParty['resources'][number],
  labels: SimThirdParty['labels'],
): SimThirdParty {
  return {
    thirdPartyId,
    name,
    iconId: `example-icon-${thirdPartyId}`,
    lock: false,
    lastAccessed: iso(now - lastAccessedAgo),
    resources: [reach],
    labels,
    accounts: each('granted'),
  };
}

/** A fresh organisation at the time `now` (ms since the epoch): what the sandbox starts with and what Reset restores. */
export function createOrganisation(now: number): Organisation {
  const admin = 'alex.admin@example.com';
  return {
    now,
    caller: admin,
    hierarchy: [
      { resourceId: 'o-a1b2c3d4e5', scope: ROOT, parentScope: null, name: 'Example Org', entryType: 'organization', owners: [admin] },
      {
        resourceId: 'ou-ab12-34cd5678',
        scope: OU,
        parentScope: ROOT,
        name: 'Production',
        entryType: 'organizational unit',
        owners: ['priya.approver@example.com'],
      },
      { resourceId: '123456789012', scope: PAYMENTS, parentScope: OU, name: 'prod-payments', entryType: 'account', owners: [] },
      { resourceId: '210987654321', scope: ANALYTICS, parentScope: OU, name: 'prod-analytics', entryType: 'account', owners: [] },
    ],
    users: [
      { name: 'Alex Admin', email: admin, lastLogin: iso(now - HOUR_MS), roles: [{ scope: ROOT, role: 'Administrator' }] },
      {
        name: 'Priya Approver',
        email: 'priya.approver@example.com',
        lastLogin: iso(now - 2 * DAY_MS),
        roles: [{ scope: OU, role: 'Cloud Permissions Firewall Approver' }],
      },
      {
        name: 'Victor Viewer',
        email: 'victor.viewer@example.com',
        lastLogin: iso(now - 9 * DAY_MS),
        roles: [{ scope: ROOT, role: 'Cloud Permissions Firewall Viewer' }],
      },
    ],
    identities: [
      identity(now, PAYMENTS, 'prod-payments', 'Role', 'role/ci-deploy', 1),
      identity(now, PAYMENTS, 'prod-payments', 'User', 'user/legacy-build-user', 210, { accessKeys: ['AKIAEXAMPLELEGACY01'] }),
      identity(now, PAYMENTS, 'prod-payments', 'Root', 'root', 400),
      identity(now, PAYMENTS, 'prod-payments', 'Role', 'role/BreakGlassAdmin', 45),
      identity(now, ANALYTICS, 'prod-analytics', 'Role', 'role/data-pipeline', 3),
      identity(now, ANALYTICS, 'prod-analytics', 'Role', 'role/old-etl-role', 120),
      identity(now, ANALYTICS, 'prod-analytics', 'User', 'user/reporting-bot', 12, { accessKeys: ['AKIAEXAMPLEREPORT01'] }),
    ],
    services: [
      service('s3', 14),
      service('ec2', 22),
      service('iam', 31, { lock: true }),
      service('sagemaker', 9, { unused: true }),
      service('glacier', 4, { unused: true }),
    ],
    regions: [
      region('us-east-1', 'US East N. Virginia', 38.9, -77.4),
      region('us-west-2', 'US West Oregon', 45.8, -119.7),
      region('eu-west-1', 'Europe (Ireland)', 53.3, -6.3),
      region('ap-southeast-2', 'Asia Pacific (Sydney)', -33.9, 151.2),
      // A region the cloud provider added lately: new regions start disabled.
      region('ap-southeast-7', 'Asia Pacific (Thailand)', 13.7, 100.5, 'disabled'),
    ],
    thirdParties: [
      thirdParty(now, 'example-vendor-monitoring', 'Example Monitoring Co.', 3 * HOUR_MS, { service: 'cloudwatch', resourceType: 'metric', count: 40 }, [
        { name: 'read-only', severity: 'low' },
      ]),
      thirdParty(now, 'example-vendor-backup', 'Example Backup Ltd.', 20 * DAY_MS, { service: 's3', resourceType: 'bucket', count: 6 }, [
        { name: 'write access', severity: 'high' },
      ]),
      // The vendor's own access is a locked row: it cannot be blocked.
      {
        ...thirdParty(now, 'example-vendor-bulwark', 'Bulwark', HOUR_MS, { service: 'iam', resourceType: 'role', count: 2 }, [
          { name: 'required', severity: 'low' },
        ]),
        lock: true,
      },
      // No name and no icon: the app shows it as "Unknown" with only its id.
      { ...thirdParty(now, '999988887777', '', 5 * DAY_MS, { service: 'sts', resourceType: 'role', count: 1 }, []), iconId: '' },
    ],
    rcpEnabled: true,
    requests: [
      {
        pondRequestId: 'example-request-1',
        identity: 'arn:aws:iam::123456789012:role/ci-deploy',
        account: '123456789012',
        scope: PAYMENTS,
        status: 'PENDING',
        approvers: ['Priya Approver'],
        permissions: ['s3:PutBucketPolicy'],
        firstRequested: iso(now - 2 * HOUR_MS),
        lastRequested: iso(now - HOUR_MS / 2),
      },
      {
        pondRequestId: 'example-request-2',
        identity: 'arn:aws:iam::210987654321:role/data-pipeline',
        account: '210987654321',
        scope: ANALYTICS,
        status: 'APPROVED',
        approvers: ['Priya Approver'],
        permissions: ['ec2:ModifyInstanceAttribute'],
        firstRequested: iso(now - 3 * DAY_MS),
        lastRequested: iso(now - 3 * DAY_MS),
      },
    ],
    tokens: [
      {
        name: 'nightly-report',
        srn: 'example-srn/token/nightly-report',
        resourceId: 'example-token-1',
        createdDate: iso(now - DAY_MS),
        expireAt: iso(now + 6 * DAY_MS),
      },
    ],
    registrations: [
      {
        id: 'example-webhook-1',
        type: 'Notification',
        name: 'webhook_pod_events',
        description: 'PoD events to the ticketing system',
        platformMetadata: {
          key: 'webhook_pod_events',
          url: 'https://hooks.example.com/bulwark/pod',
          authed: true,
          method: 'POST',
          filters: ['pond.*'],
          platform: 'Webhook',
        },
      },
      {
        id: 'example-chatops-1',
        type: 'Notification',
        name: 'chatops-monitor-production',
        description: 'Approvals channel for Production',
        platformMetadata: {
          key: 'chatops-monitor-production',
          name: 'chatops-monitor-production',
          type: 'chatops_monitoring',
          scope: OU,
          filters: [{ scope: OU, eventName: 'pond.*' }],
          platform: 'Slack',
          channel_id: 'C0EXAMPLE01',
          channel_name: 'cloud-approvals',
        },
      },
    ],
    configs: [{ key: IDENTITY_MAPPING_KEY, value: IDENTITY_MAPPING_OFF, defaultValue: IDENTITY_MAPPING_OFF }],
    identityStore: { fields: ['email', 'employeeNumber', 'userName'], used: ['userName'] },
    changes: { state: 'clean', context: createChangesContext(undefined, now) },
    serial: 1,
  };
}

/** The next id for something the simulation creates ("example-webhook-2", ...). */
export function nextId(org: Organisation, prefix: string): string {
  org.serial += 1;
  return `${prefix}-${org.serial}`;
}
