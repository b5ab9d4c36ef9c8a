// Every number of spec section 9 that the firewall model uses, named once. Durations are in milliseconds unless the
// name says otherwise, because the model takes time as plain numbers (ms since the epoch or since a start).

export const SECOND_MS = 1_000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

// Zombies and activity
/** An identity unused for this many days or more is a zombie (also the default Zombie Duration). */
export const ZOMBIE_THRESHOLD_DAYS = 90;
/** Window of activity the firewall reviews. */
export const ACTIVITY_REVIEW_DAYS = 30;
/** The recommended protection set is built from this many days of use. */
export const RECOMMENDATION_WINDOW_DAYS = 90;

// Exemptions
/** Default Excessive Privilege Threshold: an exemption unused this long is revoked automatically. */
export const EXEMPTION_UNUSED_THRESHOLD_DAYS = 90;

// Permissions on Demand
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

// Service block notifications
/** Default Service Block Notification Interval. */
export const SERVICE_BLOCK_NOTIFICATION_INTERVAL_MS = 24 * HOUR_MS;

// API tokens
export const TOKEN_MIN_EXPIRY_SECONDS = 2 * 60 * 60; // 7200: 2 hours
export const TOKEN_MAX_EXPIRY_SECONDS = 30 * 24 * 60 * 60; // 2592000: 30 days

// Timings after actions
/** Idle session timeout (local and SSO logins). */
export const IDLE_SESSION_TIMEOUT_MS = 15 * MINUTE_MS;
/** An exemption or an unquarantine takes effect in about this long. */
export const PROPAGATION_APPROX_MS = 30 * SECOND_MS;

// Identity mapping (firewall config entry)
export const IDENTITY_MAPPING_KEY = 'pond_upn_replace_key';
/** Value of pond_upn_replace_key that turns identity mapping off (also its default). */
export const IDENTITY_MAPPING_OFF = '0';

// StackSet deployment settings
export const STACKSET_MAX_CONCURRENT_PERCENT = 100;
export const STACKSET_FAILURE_TOLERANCE_PERCENT = 100;

// Service control policies
/** Size quota of one AWS service control policy document, in characters. */
export const SCP_MAX_CHARACTERS = 5_120;

// Other numbers the docs quote
/** Status code of "StackSet is not empty" when the collector stack is removed too early. */
export const STACKSET_NOT_EMPTY_STATUS = 409;
