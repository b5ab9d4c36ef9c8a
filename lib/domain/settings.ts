// The firewall settings behind the cog on the Services page. They are global: one set applies to every onboarded
// organization. Defaults come from spec section 9; where the spec gives none, the default is null ("not stated").
import {
  DENIAL_SNOOZE_MS,
  ESCALATION_WINDOW_MS,
  EXEMPTION_UNUSED_THRESHOLD_DAYS,
  REQUEST_TTL_MS,
  SERVICE_BLOCK_NOTIFICATION_INTERVAL_MS,
  ZOMBIE_THRESHOLD_DAYS,
} from './constants';

export type SettingKey =
  | 'requestUserJustification'
  | 'automaticallyRevokeExemptions'
  | 'excessivePrivilegeThresholdDays'
  | 'zombieDuration'
  | 'requestDenialSnoozeTime'
  | 'escalationWindow'
  | 'ttl'
  | 'sendServiceBlockNotification'
  | 'serviceBlockNotificationInterval';

export type SettingValue =
  | { kind: 'boolean'; value: boolean }
  | { kind: 'days'; value: number }
  | { kind: 'duration'; ms: number };

export interface SettingDef {
  key: SettingKey;
  /** Exactly as the settings panel names it. */
  name: string;
  /** null when the spec states no default. */
  defaultValue: SettingValue | null;
  /** What the setting controls, in one or two sentences. */
  description: string;
}

export const NOT_STATED = 'not stated';

export const SETTINGS: readonly SettingDef[] = [
  {
    key: 'requestUserJustification',
    name: 'Request User Justification',
    defaultValue: { kind: 'boolean', value: true },
    description:
      'When checked, a person who triggers a Permissions on Demand request must give a justification before it goes to approvers.',
  },
  {
    key: 'automaticallyRevokeExemptions',
    name: 'Automatically Revoke Exemptions',
    defaultValue: null,
    description:
      'Revokes an exemption that has gone unused for the Excessive Privilege Threshold. A nightly check does it; exemptions at the root scope are never revoked this way.',
  },
  {
    key: 'excessivePrivilegeThresholdDays',
    name: 'Excessive Privilege Threshold (days)',
    defaultValue: { kind: 'days', value: EXEMPTION_UNUSED_THRESHOLD_DAYS },
    description: 'How many days an exemption may go unused before it counts as excessive and can be revoked.',
  },
  {
    key: 'zombieDuration',
    name: 'Zombie Duration',
    defaultValue: { kind: 'days', value: ZOMBIE_THRESHOLD_DAYS },
    description: 'How long an identity must go unused before the firewall reports it as a zombie.',
  },
  {
    key: 'requestDenialSnoozeTime',
    name: 'Request Denial Snooze Time',
    defaultValue: { kind: 'duration', ms: DENIAL_SNOOZE_MS },
    description: 'How long the snooze that follows a denied request lasts.',
  },
  {
    key: 'escalationWindow',
    name: 'Escalation Window',
    defaultValue: { kind: 'duration', ms: ESCALATION_WINDOW_MS },
    description: 'How long a request may wait without action before it goes to the next approver level up.',
  },
  {
    key: 'ttl',
    name: 'TTL',
    defaultValue: { kind: 'duration', ms: REQUEST_TTL_MS },
    description: 'How long a request may go without action before it expires.',
  },
  {
    key: 'sendServiceBlockNotification',
    name: 'Send Service Block Notification',
    defaultValue: { kind: 'boolean', value: true },
    description: 'Sends a notification when an identity is blocked because it used a disabled service.',
  },
  {
    key: 'serviceBlockNotificationInterval',
    name: 'Service Block Notification Interval',
    defaultValue: { kind: 'duration', ms: SERVICE_BLOCK_NOTIFICATION_INTERVAL_MS },
    description: 'The interval between service block notifications.',
  },
];

export function settingByName(name: string): SettingDef | undefined {
  return SETTINGS.find((s) => s.name === name);
}

function plural(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

/** "Checked", "Enabled", "90 days", "15 minutes", "24 hours", or "not stated". */
export function formatSettingDefault(setting: SettingDef): string {
  const d = setting.defaultValue;
  if (!d) return NOT_STATED;
  if (d.kind === 'boolean') {
    if (setting.key === 'requestUserJustification') return d.value ? 'Checked' : 'Unchecked';
    return d.value ? 'Enabled' : 'Disabled';
  }
  if (d.kind === 'days') return plural(d.value, 'day');
  const minutes = d.ms / 60_000;
  if (minutes % 60 !== 0) return plural(minutes, 'minute');
  return plural(minutes / 60, 'hour');
}

/** The effective settings the machines read; defaults where the spec states them. */
export interface EffectiveSettings {
  requestUserJustification: boolean;
  /** null: the spec states no default, so callers must say whether it is on. */
  automaticallyRevokeExemptions: boolean | null;
  excessivePrivilegeThresholdDays: number;
  zombieDurationDays: number;
  requestDenialSnoozeMs: number;
  escalationWindowMs: number;
  ttlMs: number;
  sendServiceBlockNotification: boolean;
  serviceBlockNotificationIntervalMs: number;
}

export const DEFAULT_SETTINGS: EffectiveSettings = {
  requestUserJustification: true,
  automaticallyRevokeExemptions: null,
  excessivePrivilegeThresholdDays: EXEMPTION_UNUSED_THRESHOLD_DAYS,
  zombieDurationDays: ZOMBIE_THRESHOLD_DAYS,
  requestDenialSnoozeMs: DENIAL_SNOOZE_MS,
  escalationWindowMs: ESCALATION_WINDOW_MS,
  ttlMs: REQUEST_TTL_MS,
  sendServiceBlockNotification: true,
  serviceBlockNotificationIntervalMs: SERVICE_BLOCK_NOTIFICATION_INTERVAL_MS,
};
