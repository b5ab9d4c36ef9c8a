// The product's facts, in one table: every duration, count, limit, percentage, status code, default and setting name
// the docs give, with the words by which a sentence names it. The model's constants are read from here
// (constants.ts, settings.ts), and `npm run sources -- --check` holds every page's prose to it
// (lib/content/factCheck.ts): a sentence that names a fact must give one of its values, in any unit of the same kind.
// Each fact's spec phrase is under `fact.<id>` in facts.sources.ts, which no browser chunk imports.
import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS } from './time';

export type TimeUnit = 'second' | 'minute' | 'hour' | 'day';

export type FactValue =
  /** A duration, as the docs write it: 24 hours, 15 minutes, 90 days. */
  | { kind: 'time'; amount: number; unit: TimeUnit }
  | { kind: 'percent'; amount: number }
  /** An HTTP status code. */
  | { kind: 'status'; code: number }
  /** A number of things: about 50 protections, six third-party states. `noun` is the thing, singular. */
  | { kind: 'count'; amount: number; noun: string }
  /** A plain number with no unit: a paging default. */
  | { kind: 'number'; amount: number }
  /** A default that is a word or a key: forever, checked, '0'. */
  | { kind: 'text'; text: string };

export interface Fact {
  /** What the fact is, in a few words. */
  label: string;
  /** Its values: one, or the two ends of a range. Empty for a setting whose default the docs do not give. */
  values: readonly FactValue[];
  /**
   * The words by which a sentence names the fact, matched as whole words and case aside; a `*` takes any ending of
   * the word before it (`escalat*`: escalates, escalation). A name written with capitals (a setting, `TTL`) matches
   * only so.
   */
  names: readonly string[];
  /** The setting that holds it, exactly as the settings panel names it. */
  setting?: string;
}

const time = (amount: number, unit: TimeUnit): FactValue => ({ kind: 'time', amount, unit });
const count = (amount: number, noun: string): FactValue => ({ kind: 'count', amount, noun });

export const FACTS = {
  zombieThreshold: {
    label: 'Zombie threshold and default Zombie Duration',
    values: [time(90, 'day')],
    names: ['zombie*', 'Zombie Duration', 'unused for'],
    setting: 'Zombie Duration',
  },
  activityReviewed: { label: 'Activity reviewed', values: [time(30, 'day')], names: ['activity reviewed'] },
  recommendationWindow: { label: 'Recommended protection set: the last days of use', values: [time(90, 'day')], names: ['recommend*'] },
  exemptionUnusedThreshold: {
    label: 'Default exemption-unused threshold',
    values: [time(90, 'day')],
    names: ['Excessive Privilege Threshold', 'threshold', 'revoked automatically', 'automatic revocation', 'unused exemption*', 'inactivity'],
    setting: 'Excessive Privilege Threshold (days)',
  },
  automaticallyRevokeExemptions: {
    label: 'Automatic revocation of unused exemptions, switched by a setting',
    values: [],
    names: ['Automatically Revoke Exemptions'],
    setting: 'Automatically Revoke Exemptions',
  },
  nightlyCheck: { label: 'Nightly check: revocation up to this long after the threshold', values: [time(24, 'hour')], names: ['nightly'] },
  escalationWindow: {
    label: 'Escalation to the next approver level up (default Escalation Window)',
    values: [time(1, 'hour')],
    names: ['escalat*', 'Escalation Window'],
    setting: 'Escalation Window',
  },
  requestTtl: {
    label: 'Request expiry (default TTL)',
    values: [time(24, 'hour')],
    names: ['expir*', 'TTL', 'timer start*', 'timer has start*'],
    setting: 'TTL',
  },
  justificationWait: {
    label: 'No justification: Abandoned (expired) after',
    values: [time(24, 'hour')],
    names: ['Abandoned (expired)', 'no justification', 'justification wait'],
  },
  denialSnooze: {
    label: 'Default Request Denial Snooze Time',
    values: [time(15, 'minute')],
    names: ['snooze*', 'Request Denial Snooze Time'],
    setting: 'Request Denial Snooze Time',
  },
  duplicateWindow: { label: 'Duplicate PoD requests not sent again within', values: [time(15, 'minute')], names: ['duplicate*'] },
  requestUserJustification: {
    label: 'Request User Justification, default checked',
    values: [{ kind: 'text', text: 'checked' }],
    names: ['Request User Justification'],
    setting: 'Request User Justification',
  },
  approvalDuration: { label: 'Approval duration, default forever', values: [{ kind: 'text', text: 'forever' }], names: ['requested duration'] },
  timedRevocation: {
    label: 'Timed approval revoked at most this long after it ends',
    values: [time(5, 'minute')],
    names: ['timed approval*', 'timed revocation', 'limited duration', 'approval ends'],
  },
  sendServiceBlockNotification: {
    label: 'Send Service Block Notification, default enabled',
    values: [{ kind: 'text', text: 'enabled' }],
    names: ['Send Service Block Notification'],
    setting: 'Send Service Block Notification',
  },
  serviceBlockNotificationInterval: {
    label: 'Default Service Block Notification Interval',
    values: [time(24, 'hour')],
    names: ['Service Block Notification Interval', 'notification interval'],
    setting: 'Service Block Notification Interval',
  },
  tokenLifetime: {
    label: 'API token lifetime (expiresIn, in seconds)',
    values: [time(2, 'hour'), time(30, 'day')],
    names: ['token*', 'expiresIn'],
  },
  discovery: { label: 'Discovery after onboarding', values: [time(10, 'minute'), time(24, 'hour')], names: ['discover*'] },
  idleTimeout: { label: 'Idle session timeout (local and SSO)', values: [time(15, 'minute')], names: ['idle*', 'session timeout'] },
  identityMappingPickup: {
    label: 'Identity mapping changes picked up within',
    values: [time(24, 'hour')],
    names: ['identity mapping', 'pond_upn_replace_key', 'picks up', 'picked up'],
  },
  propagation: {
    label: 'Exemption or unquarantine propagation',
    values: [time(30, 'second')],
    names: ['propagat*', 'unquarantin*', 'Quarantine List', 'take* effect'],
  },
  ssoRetry: {
    label: 'After a first SSO login back on the login form: wait, then retry',
    values: [time(1, 'minute')],
    names: ['login form', 'first sign-in', 'first login', 'sign in again'],
  },
  identityMappingKey: { label: 'Identity mapping key', values: [{ kind: 'text', text: 'pond_upn_replace_key' }], names: [] },
  identityMappingDefault: { label: "Identity mapping off: the key's default", values: [{ kind: 'text', text: '0' }], names: [] },
  rateLimited: {
    label: 'Too Many Requests (GraphQL rate limiting)',
    values: [{ kind: 'status', code: 429 }],
    names: ['Too Many Requests', 'rate limit*', 'rate'],
  },
  stackSetNotEmpty: {
    label: 'StackSet is not empty',
    values: [{ kind: 'status', code: 409 }],
    names: ['StackSet is not empty', 'status code', 'deletion fail*'],
  },
  stackSetTolerance: {
    label: 'StackSet concurrency and failure tolerance',
    values: [{ kind: 'percent', amount: 100 }],
    names: ['concurren*', 'failure tolerance'],
  },
  maxProtections: { label: 'Protections at most (about)', values: [count(50, 'protection')], names: ['protection*'] },
  servicesPerAccount: { label: 'Services in an account on average (about)', values: [count(30, 'service')], names: ['on average', 'per account'] },
  thirdPartyStates: { label: 'Third-party states', values: [count(6, 'state')], names: ['third-party', 'third party', 'third parties'] },
  exemptionTypes: { label: 'Exemption types', values: [count(6, 'type')], names: ['exemption type*'] },
  podUnsupportedRegions: {
    label: 'Regions where PoD is not triggered',
    values: [count(5, 'region')],
    names: ['not trigger*', 'does not trigger', 'unsupported region*'],
  },
  lockedRegions: { label: 'Locked core regions', values: [count(2, 'region')], names: ['core region*', 'locked core'] },
  pagingDefaultLimit: { label: 'Paging: default limit', values: [{ kind: 'number', amount: 10 }], names: ['default limit'] },
} as const satisfies Record<string, Fact>;

export type FactId = keyof typeof FACTS;

export const FACT_IDS = Object.keys(FACTS) as FactId[];

const UNIT_MS: Record<TimeUnit, number> = { second: SECOND_MS, minute: MINUTE_MS, hour: HOUR_MS, day: DAY_MS };

export function timeMs(value: FactValue): number {
  if (value.kind !== 'time') throw new Error(`not a duration: ${JSON.stringify(value)}`);
  return value.amount * UNIT_MS[value.unit];
}

function factValue(id: FactId, index: number): FactValue {
  const value = (FACTS[id] as Fact).values[index];
  if (!value) throw new Error(`${id} has no value ${index}`);
  return value;
}

/** The fact's duration in ms (the `index`th value of a range). */
export function factMs(id: FactId, index = 0): number {
  return timeMs(factValue(id, index));
}

/** The fact's number, whatever its unit (days of a duration in days, the amount of a count or a percentage). */
export function factAmount(id: FactId, index = 0): number {
  const value = factValue(id, index);
  if (value.kind === 'text') throw new Error(`${id} is not a number`);
  return value.kind === 'status' ? value.code : value.amount;
}

export function factText(id: FactId): string {
  const value = factValue(id, 0);
  if (value.kind !== 'text') throw new Error(`${id} is not a text`);
  return value.text;
}

/** A value as the docs write it: "24 hours", "100 percent", "409", "six states" is written "6 states". */
export function formatFactValue(value: FactValue): string {
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  switch (value.kind) {
    case 'time':
      return plural(value.amount, value.unit);
    case 'percent':
      return `${value.amount} percent`;
    case 'status':
      return String(value.code);
    case 'count':
      return plural(value.amount, value.noun);
    case 'number':
      return String(value.amount);
    case 'text':
      return value.text;
  }
}

/** The setting names the settings panel shows, from the table. */
export const SETTING_NAMES: readonly string[] = Object.values(FACTS as Record<string, Fact>)
  .map((fact) => fact.setting)
  .filter((name): name is string => Boolean(name));
