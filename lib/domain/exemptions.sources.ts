// The spec's words behind the exemption types, their rules, the tester's examples and the access outcomes
// (exemptionTypes.ts, exemptions.ts). Read by the sources check and the tests only.
import type { Sources } from './sourcesType';

const TYPES =
  'Disabled Regions, Disabled Services, Protected Services, Zombie Detection, Just-in-Time (SSO users only), Firewall Tampering Protections (top org level only)';
const KINDS = 'choose IAM Users and Roles or Single Sign-On Users';

export const exemptionsSources: Sources = {
  'exemptionType.disabledRegions': TYPES,
  'exemptionType.disabledServices': TYPES,
  'exemptionType.protectedServices': [TYPES, 'Protects services: sensitive permissions are denied except for exempted identities'],
  'exemptionType.zombieDetection': 'Zombie Detection to IAM users and roles only',
  'exemptionType.justInTime': 'Just-in-Time exemption applies to SSO users only',
  'exemptionType.firewallTampering': 'Firewall Tampering Protections exemption only at top org level',
  'identityCategory.iamUsersAndRoles': [KINDS, 'identity kind (IAM user, IAM role, SSO user)'],
  'identityCategory.singleSignOnUsers': [KINDS, 'identity kind (IAM user, IAM role, SSO user)'],
  'exemption.rule.choose-type': 'enter an ARN pattern, choose exemption types, Add',
  'exemption.rule.jit-sso-only': 'Just-in-Time exemption applies to SSO users only',
  'exemption.rule.zombie-iam-only': 'Zombie Detection to IAM users and roles only',
  'exemption.rule.tampering-top-only': 'Firewall Tampering Protections exemption only at top org level',
  'exemption.example.root-users': [
    'identity ARN pattern (wildcards allowed, e.g. stack-set execution roles, or root wildcard)',
    'A global exemption for all root users at the top of the organization tree is recommended',
  ],
  'exemption.example.stackset-roles': 'identity ARN pattern (wildcards allowed, e.g. stack-set execution roles, or root wildcard)',
  'exemption.match.pattern': 'Exemption ARN patterns may use wildcards',
  'exemption.match.kind': 'identity kind (IAM user, IAM role, SSO user)',
  'exemption.match.scope': [
    'Exemption: identity ARN pattern (wildcards allowed, e.g. stack-set execution roles, or root wildcard), identity kind (IAM user, IAM role, SSO user), scope',
  ],
  'exemption.sameScopeOnly':
    'Exemption: identity ARN pattern (wildcards allowed, e.g. stack-set execution roles, or root wildcard), identity kind (IAM user, IAM role, SSO user), scope',
  'exemption.match.types': [
    'Just-in-Time exemption applies to SSO users only; Zombie Detection to IAM users and roles only',
    'Firewall Tampering Protections exemption only at top org level',
  ],
  'access.region-disabled': 'Exemptions do not apply inside a disabled region',
  'access.service-disabled': ['Disabling a service blocks even exempted identities', 'Disabled services create no PoD request'],
  'access.not-disabled': ['Disabling a service blocks even exempted identities', 'Exemptions do not apply inside a disabled region'],
};
