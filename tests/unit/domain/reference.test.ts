// The reference data the tables render: settings and defaults, roles, regions and the named constants.
import * as C from '@/lib/domain/constants';
import {
  DEFAULT_SETTINGS,
  isLockedRegion,
  isPodSupportedRegion,
  LOCKED_REGIONS,
  POD_UNSUPPORTED_REGIONS,
  POD_UNSUPPORTED_WORKAROUNDS,
  roleByName,
  ROLE_FACTS,
  ROLES,
  SETTINGS,
} from '@/lib/domain';

describe('settings', () => {
  it('lists every setting of the cog with its default, none where the docs give none', () => {
    expect(SETTINGS.map((s) => [s.name, s.defaultValue])).toEqual([
      ['Request User Justification', { kind: 'boolean', value: true }],
      ['Automatically Revoke Exemptions', null],
      ['Excessive Privilege Threshold (days)', { kind: 'days', value: 90 }],
      ['Zombie Duration', { kind: 'days', value: 90 }],
      ['Request Denial Snooze Time', { kind: 'duration', ms: 15 * 60_000 }],
      ['Escalation Window', { kind: 'duration', ms: 3_600_000 }],
      ['TTL', { kind: 'duration', ms: 24 * 3_600_000 }],
      ['Send Service Block Notification', { kind: 'boolean', value: true }],
      ['Service Block Notification Interval', { kind: 'duration', ms: 24 * 3_600_000 }],
    ]);
  });

  it('feed the machines their defaults', () => {
    expect(DEFAULT_SETTINGS).toEqual({
      requestUserJustification: true,
      excessivePrivilegeThresholdDays: 90,
      zombieDurationDays: 90,
      requestDenialSnoozeMs: 15 * 60_000,
      escalationWindowMs: 3_600_000,
      ttlMs: 24 * 3_600_000,
    });
  });
});

describe('roles', () => {
  it('are the three roles; only administrators assign approvers', () => {
    expect(ROLES.map((r) => r.name)).toEqual(['Administrator', 'Cloud Permissions Firewall Approver', 'Cloud Permissions Firewall Viewer']);
    expect(ROLES.filter((r) => r.assignsApprovers).map((r) => r.id)).toEqual(['administrator']);
    expect(roleByName('Cloud Permissions Firewall Viewer')?.limits.join(' ')).toMatch(
      /only the Permissions on Demand requests at scopes where they are an approver/,
    );
    expect(roleByName('Owner')).toBeUndefined();
  });

  it('state the facts that hold for every user', () => {
    expect(Object.keys(ROLE_FACTS)).toEqual(['default-permissions', 'logout-login', 'api-keys', 'approvers-per-scope']);
  });
});

describe('regions', () => {
  it('lock US East N. Virginia and US West Oregon', () => {
    expect(LOCKED_REGIONS).toEqual([
      { regionId: 'us-east-1', regionName: 'US East N. Virginia' },
      { regionId: 'us-west-2', regionName: 'US West Oregon' },
    ]);
    expect(isLockedRegion('us-west-2')).toBe(true);
    expect(isLockedRegion('us-west-1')).toBe(false);
  });

  it('name the five regions where PoD does not trigger, and the two workarounds', () => {
    expect(POD_UNSUPPORTED_REGIONS.map((r) => r.regionId)).toEqual(['ap-southeast-4', 'ap-southeast-5', 'ap-southeast-7', 'ca-west-1', 'il-central-1']);
    expect(isPodSupportedRegion('ca-west-1')).toBe(false);
    expect(isPodSupportedRegion('ca-central-1')).toBe(true);
    expect(Object.keys(POD_UNSUPPORTED_WORKAROUNDS)).toEqual(['exempt', 'other-region']);
  });
});

describe('constants', () => {
  it('carry the numbers of the docs', () => {
    expect(C.CONSTANTS).toEqual({
      ZOMBIE_THRESHOLD_DAYS: 90,
      EXEMPTION_UNUSED_THRESHOLD_DAYS: 90,
      ESCALATION_WINDOW_MS: 3_600_000,
      REQUEST_TTL_MS: 24 * 3_600_000,
      DENIAL_SNOOZE_MS: 15 * 60_000,
      DUPLICATE_WINDOW_MS: 15 * 60_000,
      TIMED_REVOCATION_MAX_MS: 5 * 60_000,
      SERVICE_BLOCK_NOTIFICATION_INTERVAL_MS: 24 * 3_600_000,
      TOKEN_MIN_EXPIRY_SECONDS: 7200,
      TOKEN_MAX_EXPIRY_SECONDS: 2592000,
      PROPAGATION_APPROX_MS: 30_000,
      DISCOVERY_MIN_MS: 10 * 60_000,
      IDENTITY_MAPPING_KEY: 'pond_upn_replace_key',
      IDENTITY_MAPPING_OFF: '0',
    });
  });
});
