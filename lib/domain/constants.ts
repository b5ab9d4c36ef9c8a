// The numbers of the firewall that the model uses, each read from the facts table (facts.ts), where the fact has its
// spec phrase and the words that name it. Durations are in milliseconds unless the name says otherwise.
import { factAmount, factMs, factText } from './facts';
import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS } from './time';

export { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS };

/** An identity unused for this many days or more is a zombie (also the default Zombie Duration). */
export const ZOMBIE_THRESHOLD_DAYS = factAmount('zombieThreshold');
/** Default Excessive Privilege Threshold: an exemption unused this long is revoked automatically. */
export const EXEMPTION_UNUSED_THRESHOLD_DAYS = factAmount('exemptionUnusedThreshold');
/** The nightly check revokes an exemption at most this long after it passed the threshold. */
export const NIGHTLY_CHECK_MAX_MS = factMs('nightlyCheck');
/** Default Escalation Window: an unactioned request goes to the next approver level up. */
export const ESCALATION_WINDOW_MS = factMs('escalationWindow');
/** Default TTL: a request not actioned within this time expires. */
export const REQUEST_TTL_MS = factMs('requestTtl');
/** A requester who gives no justification within this time ends the request as Abandoned (expired). */
export const JUSTIFICATION_WAIT_MS = factMs('justificationWait');
/** Default Request Denial Snooze Time. */
export const DENIAL_SNOOZE_MS = factMs('denialSnooze');
/** A duplicate PoD request inside this window is not sent again. */
export const DUPLICATE_WINDOW_MS = factMs('duplicateWindow');
/** A timed approval is revoked at most this long after it ends. */
export const TIMED_REVOCATION_MAX_MS = factMs('timedRevocation');
/** Default Service Block Notification Interval. */
export const SERVICE_BLOCK_NOTIFICATION_INTERVAL_MS = factMs('serviceBlockNotificationInterval');
/** API token lifetime, in seconds: 7200 (2 hours) to 2592000 (30 days). */
export const TOKEN_MIN_EXPIRY_SECONDS = factMs('tokenLifetime', 0) / SECOND_MS;
export const TOKEN_MAX_EXPIRY_SECONDS = factMs('tokenLifetime', 1) / SECOND_MS;
/** An exemption or an unquarantine takes effect in about this long. */
export const PROPAGATION_APPROX_MS = factMs('propagation');
/** Discovery after onboarding takes at least this long, and up to about DISCOVERY_MAX_MS. */
export const DISCOVERY_MIN_MS = factMs('discovery', 0);
export const DISCOVERY_MAX_MS = factMs('discovery', 1);
/** The firewall config entry of identity mapping, and the value that turns it off (also its default). */
export const IDENTITY_MAPPING_KEY = factText('identityMappingKey');
export const IDENTITY_MAPPING_OFF = factText('identityMappingDefault');
/** ListResourceSummaries returns this many items when the limit is left out. */
export const PAGING_DEFAULT_LIMIT = factAmount('pagingDefaultLimit');

/** The numbers above by name. */
export const CONSTANTS = {
  ZOMBIE_THRESHOLD_DAYS,
  EXEMPTION_UNUSED_THRESHOLD_DAYS,
  NIGHTLY_CHECK_MAX_MS,
  ESCALATION_WINDOW_MS,
  REQUEST_TTL_MS,
  JUSTIFICATION_WAIT_MS,
  DENIAL_SNOOZE_MS,
  DUPLICATE_WINDOW_MS,
  TIMED_REVOCATION_MAX_MS,
  SERVICE_BLOCK_NOTIFICATION_INTERVAL_MS,
  TOKEN_MIN_EXPIRY_SECONDS,
  TOKEN_MAX_EXPIRY_SECONDS,
  PROPAGATION_APPROX_MS,
  DISCOVERY_MIN_MS,
  DISCOVERY_MAX_MS,
  IDENTITY_MAPPING_KEY,
  IDENTITY_MAPPING_OFF,
  PAGING_DEFAULT_LIMIT,
} as const;
