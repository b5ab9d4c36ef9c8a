// The spec's words behind the model's reference data: constants, settings, roles, regions, scope paths and the
// input rules (constants.ts, settings.ts, roles.ts, regionData.ts, scope.ts, validators.ts). Read by the sources
// check and the tests only.
import type { Sources } from './sourcesType';

const UNSUPPORTED = 'PoD not triggered in regions ap-southeast-4, ap-southeast-5, ap-southeast-7, ca-west-1, il-central-1';
const LOCKED = 'Locked core regions: US West Oregon and US East N. Virginia';
const SETTINGS = 'Settings (cog, global across all onboarded organizations)';

export const referenceSources: Sources = {
  'constant.ZOMBIE_THRESHOLD_DAYS': 'Zombie threshold and default Zombie Duration: 90 days',
  'constant.EXEMPTION_UNUSED_THRESHOLD_DAYS': 'Default exemption-unused threshold: 90 days (Excessive Privilege Threshold)',
  'constant.ESCALATION_WINDOW_MS': 'Escalation after 1 hour (default Escalation Window)',
  'constant.REQUEST_TTL_MS': 'request expiry 24 hours (TTL)',
  'constant.DENIAL_SNOOZE_MS': 'Request Denial Snooze Time 15 minutes',
  'constant.DUPLICATE_WINDOW_MS': 'duplicate PoD requests within 15 minutes not re-sent',
  'constant.TIMED_REVOCATION_MAX_MS': 'timed revocation within 5 minutes after expiry',
  'constant.SERVICE_BLOCK_NOTIFICATION_INTERVAL_MS': 'Service Block Notification Interval 24 hours',
  'constant.TOKEN_MIN_EXPIRY_SECONDS': 'Token lifetime 2 hours to 30 days (example 7200 seconds)',
  'constant.TOKEN_MAX_EXPIRY_SECONDS': 'Token lifetime 2 hours to 30 days',
  'constant.PROPAGATION_APPROX_MS': 'Exemption or unquarantine propagation about 30 seconds',
  'constant.DISCOVERY_MIN_MS': 'Discovery after onboarding: 10 minutes to about 24 hours',
  'constant.IDENTITY_MAPPING_KEY': 'Key pond_upn_replace_key holds a path to a user field',
  'constant.IDENTITY_MAPPING_OFF': "pond_upn_replace_key default '0'",

  'setting.requestUserJustification': [
    SETTINGS,
    'A justification on on-demand requests is mandatory when the setting is checked',
    'Request User Justification default checked',
  ],
  'setting.automaticallyRevokeExemptions': [
    SETTINGS,
    'nightly check, up to 24 hours before revocation; root-scope global exemptions never auto-revoked',
    'automatic revocation of unused exemptions',
  ],
  'setting.excessivePrivilegeThresholdDays': 'Default exemption-unused threshold: 90 days (Excessive Privilege Threshold)',
  'setting.zombieDuration': 'Zombie threshold and default Zombie Duration: 90 days',
  'setting.requestDenialSnoozeTime': 'Request Denial Snooze Time 15 minutes',
  'setting.escalationWindow': ['Not actioned within 1 hour escalates to the next approver level up', 'Escalation after 1 hour (default Escalation Window)'],
  'setting.ttl': ['request expiry 24 hours (TTL)', 'Expiry after 24 hours'],
  'setting.sendServiceBlockNotification': 'Send Service Block Notification default enabled',
  'setting.serviceBlockNotificationInterval': 'Service Block Notification Interval 24 hours',

  'role.administrator': [
    'Administrator: full access; user and account management; ChatOps configuration; service changes; reporting; pending changes; assigns and removes approvers; configures exemptions; approves requests and overrides durations; only administrators manage roles; may assign themselves as approvers; hands the template to org admins',
  ],
  'role.approver':
    'Cloud Permissions Firewall Approver: approves or denies PoD requests at their scope and overrides duration. Needs no cloud permissions; a change-management gate. View depends on granted scope',
  'role.viewer': 'Cloud Permissions Firewall Viewer: read-only on all pages, data limited to scopes; sees only PoD requests at scopes where they are approver',
  'role.fact.default-permissions': 'Every user by default has Role read and UserToken read permissions',
  'role.fact.logout-login': 'Role changes need logout and login',
  'role.fact.api-keys': 'API keys inherit the permissions of their creator',
  'role.fact.approvers-per-scope': 'Approvers can be assigned per scope with an option to override child scopes',

  'region.locked.us-east-1': LOCKED,
  'region.locked.us-west-2': LOCKED,
  'region.podUnsupported.ap-southeast-4': UNSUPPORTED,
  'region.podUnsupported.ap-southeast-5': UNSUPPORTED,
  'region.podUnsupported.ap-southeast-7': UNSUPPORTED,
  'region.podUnsupported.ca-west-1': UNSUPPORTED,
  'region.podUnsupported.il-central-1': UNSUPPORTED,
  'region.workaround.exempt': 'workarounds: exempt the identity (all regions)',
  'region.workaround.other-region': 'or retry from a supported region',

  'scope.aws': 'Scope paths: aws/{organization}/{organizational unit}/{account}',
  'scope.azure': '{organizational unit}/{account}; azure/{tenant}/{management-group}/{subscription}',
  'scope.gcp': '{account}; azure/{tenant}/{management-group}/{subscription}; gcp/{gcp-organization}/{folder}/{project}',

  'validate.token-seconds': 'API token expiry: 2 hours to 30 days ahead, given in seconds',
  'validate.token-min': 'API token expiry: 2 hours to 30 days ahead',
  'validate.token-max': 'API token expiry: 2 hours to 30 days ahead',
  'validate.webhook-post': 'Webhook: only POST',
  'validate.webhook-https': 'url must be HTTPS',
  'validate.webhook-auth': ['if authed is true auth must be supplied', 'auth (basicAuth with username and password, or bearerToken with token)'],
  'validate.webhook-wildcard': 'a filter may contain one wildcard',
  'validate.slack-email': 'email must match the email used to log in to the firewall, else install and PoD receipt fail',
  'validate.mapping-field': 'Identity mapping field must be an existing, unused identity store user field',
};
