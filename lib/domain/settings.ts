// The firewall settings behind the cog on the Services page. They are global: one set applies to every onboarded
// organization. Their names and defaults are facts of the facts table (facts.ts); where the docs give no default, the
// default is null and the table shows none.
import { FACTS } from './facts';
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

export type SettingValue = { kind: 'boolean'; value: boolean } | { kind: 'days'; value: number } | { kind: 'duration'; ms: number };

export interface SettingDef {
  key: SettingKey;
  /** Exactly as the settings panel names it. */
  name: string;
  /** null when the spec states no default. */
  defaultValue: SettingValue | null;
  /** What the setting controls, in one or two sentences. */
  description: string;
}

export const SETTINGS: readonly SettingDef[] = [
  {
    key: 'requestUserJustification',
    name: FACTS.requestUserJustification.setting,
    defaultValue: { kind: 'boolean', value: FACTS.requestUserJustification.values[0].text === 'checked' },
    description: 'When checked, a justification on Permissions on Demand requests is mandatory.',
  },
  {
    key: 'automaticallyRevokeExemptions',
    name: FACTS.automaticallyRevokeExemptions.setting,
    defaultValue: null,
    description:
      'Revokes exemptions left unused for the Excessive Privilege Threshold. A nightly check does it, up to 24 hours after the threshold; root-scope global exemptions are never revoked automatically.',
  },
  {
    key: 'excessivePrivilegeThresholdDays',
    name: FACTS.exemptionUnusedThreshold.setting,
    defaultValue: { kind: 'days', value: EXEMPTION_UNUSED_THRESHOLD_DAYS },
    description: 'How many days an exemption may go unused before automatic revocation.',
  },
  {
    key: 'zombieDuration',
    name: FACTS.zombieThreshold.setting,
    defaultValue: { kind: 'days', value: ZOMBIE_THRESHOLD_DAYS },
    description: 'How long an identity must go unused before it is a zombie.',
  },
  {
    key: 'requestDenialSnoozeTime',
    name: FACTS.denialSnooze.setting,
    defaultValue: { kind: 'duration', ms: DENIAL_SNOOZE_MS },
    description: 'A setting of Permissions on Demand requests.',
  },
  {
    key: 'escalationWindow',
    name: FACTS.escalationWindow.setting,
    defaultValue: { kind: 'duration', ms: ESCALATION_WINDOW_MS },
    description: 'How long a request may go without action before it escalates to the next approver level up.',
  },
  {
    key: 'ttl',
    name: FACTS.requestTtl.setting,
    defaultValue: { kind: 'duration', ms: REQUEST_TTL_MS },
    description: 'How long a request may go without action before it expires.',
  },
  {
    key: 'sendServiceBlockNotification',
    name: FACTS.sendServiceBlockNotification.setting,
    defaultValue: { kind: 'boolean', value: FACTS.sendServiceBlockNotification.values[0].text === 'enabled' },
    description: 'Whether service block notifications are sent.',
  },
  {
    key: 'serviceBlockNotificationInterval',
    name: FACTS.serviceBlockNotificationInterval.setting,
    defaultValue: { kind: 'duration', ms: SERVICE_BLOCK_NOTIFICATION_INTERVAL_MS },
    description: 'The interval of service block notifications.',
  },
];

/** The effective settings the machines read: the defaults. */
export interface EffectiveSettings {
  requestUserJustification: boolean;
  excessivePrivilegeThresholdDays: number;
  zombieDurationDays: number;
  requestDenialSnoozeMs: number;
  escalationWindowMs: number;
  ttlMs: number;
}

export const DEFAULT_SETTINGS: EffectiveSettings = {
  requestUserJustification: true,
  excessivePrivilegeThresholdDays: EXEMPTION_UNUSED_THRESHOLD_DAYS,
  zombieDurationDays: ZOMBIE_THRESHOLD_DAYS,
  requestDenialSnoozeMs: DENIAL_SNOOZE_MS,
  escalationWindowMs: ESCALATION_WINDOW_MS,
  ttlMs: REQUEST_TTL_MS,
};
