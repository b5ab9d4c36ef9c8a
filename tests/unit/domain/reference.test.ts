// The reference data the tables render: settings and defaults, roles, regions and the named constants.
import * as C from '@/lib/domain/constants';
import {
  can,
  formatSettingDefault,
  isLockedRegion,
  isPodSupportedRegion,
  LOCKED_REGIONS,
  POD_UNSUPPORTED_REGIONS,
  ROLES,
  SETTINGS,
} from '@/lib/domain';

describe('settings', () => {
  it('lists every setting of the cog with its default, "not stated" where the spec has none', () => {
    expect(SETTINGS.map((s) => [s.name, formatSettingDefault(s)])).toEqual([
      ['Request User Justification', 'Checked'],
      ['Automatically Revoke Exemptions', 'not stated'],
      ['Excessive Privilege Threshold (days)', '90 days'],
      ['Zombie Duration', '90 days'],
      ['Request Denial Snooze Time', '15 minutes'],
      ['Escalation Window', '1 hour'],
      ['TTL', '24 hours'],
      ['Send Service Block Notification', 'Enabled'],
      ['Service Block Notification Interval', '24 hours'],
    ]);
  });
});

describe('roles', () => {
  it('are the three roles with what each may do', () => {
    expect(ROLES.map((r) => r.name)).toEqual([
      'Administrator',
      'Cloud Permissions Firewall Approver',
      'Cloud Permissions Firewall Viewer',
    ]);
    expect(can(['administrator'], 'manageRoles')).toBe(true);
    expect(can(['approver'], 'manageRoles')).toBe(false);
    expect(can(['approver'], 'actionRequests')).toBe(true);
    expect(can(['approver'], 'overrideDuration')).toBe(true);
    expect(can(['viewer'], 'actionRequests')).toBe(false);
    expect(can(['viewer'], 'readAllPages')).toBe(true);
    expect(ROLES.find((r) => r.id === 'viewer')?.limits.join(' ')).toMatch(/only at scopes where they are an approver/);
  });
});

describe('regions', () => {
  it('locks US East (N. Virginia) and US West (Oregon)', () => {
    expect(LOCKED_REGIONS).toEqual([
      { regionId: 'us-east-1', regionName: 'US East (N. Virginia)' },
      { regionId: 'us-west-2', regionName: 'US West (Oregon)' },
    ]);
    expect(isLockedRegion('us-west-2')).toBe(true);
    expect(isLockedRegion('us-west-1')).toBe(false);
  });

  it('names the five regions where PoD does not trigger', () => {
    expect(POD_UNSUPPORTED_REGIONS.map((r) => r.regionId)).toEqual([
      'ap-southeast-4',
      'ap-southeast-5',
      'ap-southeast-7',
      'ca-west-1',
      'il-central-1',
    ]);
    expect(isPodSupportedRegion('ca-west-1')).toBe(false);
    expect(isPodSupportedRegion('ca-central-1')).toBe(true);
  });
});

describe('constants', () => {
  it('carry the numbers of the spec', () => {
    expect(C.ZOMBIE_THRESHOLD_DAYS).toBe(90);
    expect(C.ACTIVITY_REVIEW_DAYS).toBe(30);
    expect(C.EXEMPTION_UNUSED_THRESHOLD_DAYS).toBe(90);
    expect(C.ESCALATION_WINDOW_MS).toBe(3_600_000);
    expect(C.REQUEST_TTL_MS).toBe(24 * 3_600_000);
    expect(C.DENIAL_SNOOZE_MS).toBe(15 * 60_000);
    expect(C.DUPLICATE_WINDOW_MS).toBe(15 * 60_000);
    expect(C.TIMED_REVOCATION_MAX_MS).toBe(5 * 60_000);
    expect(C.TOKEN_MIN_EXPIRY_SECONDS).toBe(7200);
    expect(C.TOKEN_MAX_EXPIRY_SECONDS).toBe(2592000);
    expect(C.PROPAGATION_APPROX_MS).toBe(30_000);
    expect(C.IDLE_SESSION_TIMEOUT_MS).toBe(15 * 60_000);
    expect(C.SCP_MAX_CHARACTERS).toBe(5120);
  });
});
