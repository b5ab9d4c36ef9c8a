// The spec's words behind the model's reference data: settings, roles, regions, scope paths and the input rules
// (settings.ts, roles.ts, regionData.ts, scope.ts, validators.ts); the constants' numbers are facts, quoted in
// facts.sources.ts. Read by the sources check and the tests only.
import type { Sources } from './sourcesType';

const UNSUPPORTED = 'PoD not triggered in regions ap-southeast-4, ap-southeast-5, ap-southeast-7, ca-west-1, il-central-1';
const LOCKED = 'Locked core regions: US West Oregon and US East N. Virginia';
const SETTINGS = 'Settings (cog, global across all onboarded organizations)';

export const referenceSources: Sources = {
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
