// The reference data the tables render: settings and defaults, roles, regions, the facts table and the constants
// read from it.
import * as C from '@/lib/domain/constants';
import {
  DEFAULT_SETTINGS,
  EXEMPTION_TYPES,
  FACT_IDS,
  FACTS,
  factAmount,
  type Fact,
  isLockedRegion,
  isPodSupportedRegion,
  LOCKED_REGIONS,
  POD_UNSUPPORTED_REGIONS,
  POD_UNSUPPORTED_WORKAROUNDS,
  roleByName,
  ROLE_FACTS,
  ROLES,
  SETTING_NAMES,
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
      NIGHTLY_CHECK_MAX_MS: 24 * 3_600_000,
      ESCALATION_WINDOW_MS: 3_600_000,
      REQUEST_TTL_MS: 24 * 3_600_000,
      JUSTIFICATION_WAIT_MS: 24 * 3_600_000,
      DENIAL_SNOOZE_MS: 15 * 60_000,
      DUPLICATE_WINDOW_MS: 15 * 60_000,
      TIMED_REVOCATION_MAX_MS: 5 * 60_000,
      SERVICE_BLOCK_NOTIFICATION_INTERVAL_MS: 24 * 3_600_000,
      TOKEN_MIN_EXPIRY_SECONDS: 7200,
      TOKEN_MAX_EXPIRY_SECONDS: 2592000,
      PROPAGATION_APPROX_MS: 30_000,
      DISCOVERY_MIN_MS: 10 * 60_000,
      DISCOVERY_MAX_MS: 24 * 3_600_000,
      IDENTITY_MAPPING_KEY: 'pond_upn_replace_key',
      IDENTITY_MAPPING_OFF: '0',
      PAGING_DEFAULT_LIMIT: 10,
    });
  });

  it('come from the facts table: changing a fact changes the constant', () => {
    // The constants are computed from FACTS when the module loads; a fresh copy of both modules with an edited table
    // shows the link.
    jest.isolateModules(() => {
      const facts = jest.requireActual<typeof import('@/lib/domain/facts')>('@/lib/domain/facts');
      const saved = facts.FACTS.escalationWindow.values;
      (facts.FACTS.escalationWindow as { values: unknown }).values = [{ kind: 'time', amount: 3, unit: 'hour' }];
      try {
        const fresh = jest.requireActual<typeof C>('@/lib/domain/constants');
        expect(fresh.ESCALATION_WINDOW_MS).toBe(3 * 3_600_000);
      } finally {
        (facts.FACTS.escalationWindow as { values: unknown }).values = saved;
      }
    });
  });
});

describe('the facts table', () => {
  it('counts what the model lists', () => {
    expect(factAmount('exemptionTypes')).toBe(EXEMPTION_TYPES.length);
    expect(factAmount('podUnsupportedRegions')).toBe(POD_UNSUPPORTED_REGIONS.length);
    expect(factAmount('lockedRegions')).toBe(LOCKED_REGIONS.length);
  });

  it('names every setting of the settings panel, and the settings table reads its names from it', () => {
    expect([...SETTING_NAMES].sort()).toEqual(SETTINGS.map((s) => s.name).sort());
    expect(SETTING_NAMES).toHaveLength(9);
  });

  it('gives every fact that has a number at least one name, so the prose check can find it', () => {
    const unnamed = FACT_IDS.filter((id) => (FACTS[id] as Fact).values.some((v) => v.kind !== 'text') && FACTS[id].names.length === 0);
    expect(unnamed).toEqual([]);
  });
});
