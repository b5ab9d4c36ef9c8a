// Every number of the firewall that the model uses, named once; each has its quote in reference.sources.ts.
// Durations are in milliseconds unless the name says otherwise.
import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS } from './time';

export { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS };

/** An identity unused for this many days or more is a zombie (also the default Zombie Duration). */
export const ZOMBIE_THRESHOLD_DAYS = 90;
/** Default Excessive Privilege Threshold: an exemption unused this long is revoked automatically. */
export const EXEMPTION_UNUSED_THRESHOLD_DAYS = 90;
/** Default Escalation Window: an unactioned request goes to the next approver level up. */
export const ESCALATION_WINDOW_MS = 1 * HOUR_MS;
/** Default TTL: a request not actioned within this time expires. */
export const REQUEST_TTL_MS = 24 * HOUR_MS;
/** Default Request Denial Snooze Time. */
export const DENIAL_SNOOZE_MS = 15 * MINUTE_MS;
/** A duplicate PoD request inside this window is not sent again. */
export const DUPLICATE_WINDOW_MS = 15 * MINUTE_MS;
/** A timed approval is revoked at most this long after it ends. */
export const TIMED_REVOCATION_MAX_MS = 5 * MINUTE_MS;
/** Default Service Block Notification Interval. */
export const SERVICE_BLOCK_NOTIFICATION_INTERVAL_MS = 24 * HOUR_MS;
/** API token lifetime, in seconds: 7200 (2 hours) to 2592000 (30 days). */
export const TOKEN_MIN_EXPIRY_SECONDS = 2 * 60 * 60;
export const TOKEN_MAX_EXPIRY_SECONDS = 30 * 24 * 60 * 60;
/** An exemption or an unquarantine takes effect in about this long. */
export const PROPAGATION_APPROX_MS = 30 * SECOND_MS;
/** Discovery after onboarding takes at least this long (and up to about 24 hours). */
export const DISCOVERY_MIN_MS = 10 * MINUTE_MS;
/** The firewall config entry of identity mapping, and the value that turns it off (also its default). */
export const IDENTITY_MAPPING_KEY = 'pond_upn_replace_key';
export const IDENTITY_MAPPING_OFF = '0';

/** The numbers above by name, for the sources check: every one is a rule with a quote. */
export const CONSTANTS = {
  ZOMBIE_THRESHOLD_DAYS,
  EXEMPTION_UNUSED_THRESHOLD_DAYS,
  ESCALATION_WINDOW_MS,
  REQUEST_TTL_MS,
  DENIAL_SNOOZE_MS,
  DUPLICATE_WINDOW_MS,
  TIMED_REVOCATION_MAX_MS,
  SERVICE_BLOCK_NOTIFICATION_INTERVAL_MS,
  TOKEN_MIN_EXPIRY_SECONDS,
  TOKEN_MAX_EXPIRY_SECONDS,
  PROPAGATION_APPROX_MS,
  DISCOVERY_MIN_MS,
  IDENTITY_MAPPING_KEY,
  IDENTITY_MAPPING_OFF,
} as const;
