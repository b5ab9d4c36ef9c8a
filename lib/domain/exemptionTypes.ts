// The six exemption types, the identity kinds they cover and where each may be set.

export type ExemptionTypeId = 'disabledRegions' | 'disabledServices' | 'protectedServices' | 'zombieDetection' | 'justInTime' | 'firewallTampering';

/** The two kinds the Exempt at Scope settings offer. */
export type IdentityCategory = 'iamUsersAndRoles' | 'singleSignOnUsers';

/** Identity kinds the docs name. */
export type IdentityKindId = 'iamUser' | 'iamRole' | 'ssoUser';

export const IDENTITY_CATEGORIES: Record<IdentityCategory, { label: string; kinds: readonly IdentityKindId[] }> = {
  iamUsersAndRoles: { label: 'IAM Users and Roles', kinds: ['iamUser', 'iamRole'] },
  singleSignOnUsers: { label: 'Single Sign-On Users', kinds: ['ssoUser'] },
};

export const IDENTITY_KIND_LABELS: Record<IdentityKindId, string> = {
  iamUser: 'IAM user',
  iamRole: 'IAM role',
  ssoUser: 'SSO user',
};

export interface ExemptionTypeDef {
  id: ExemptionTypeId;
  name: string;
  /** Which identity categories it can cover. */
  categories: readonly IdentityCategory[];
  /** Only at the top of the organization (the root scope). */
  topLevelOnly: boolean;
  /** What the docs say about the type beyond its name, if anything. */
  note: string | null;
}

const BOTH: readonly IdentityCategory[] = ['iamUsersAndRoles', 'singleSignOnUsers'];

export const EXEMPTION_TYPES: readonly ExemptionTypeDef[] = [
  {
    id: 'disabledRegions',
    name: 'Disabled Regions',
    categories: BOTH,
    topLevelOnly: false,
    note: null,
  },
  {
    id: 'disabledServices',
    name: 'Disabled Services',
    categories: BOTH,
    topLevelOnly: false,
    note: null,
  },
  {
    id: 'protectedServices',
    name: 'Protected Services',
    categories: BOTH,
    topLevelOnly: false,
    note: 'The sensitive permissions of a protected service are denied except for exempted identities.',
  },
  { id: 'zombieDetection', name: 'Zombie Detection', categories: ['iamUsersAndRoles'], topLevelOnly: false, note: null },
  { id: 'justInTime', name: 'Just-in-Time', categories: ['singleSignOnUsers'], topLevelOnly: false, note: null },
  { id: 'firewallTampering', name: 'Firewall Tampering Protections', categories: BOTH, topLevelOnly: true, note: null },
];

export function exemptionType(id: ExemptionTypeId): ExemptionTypeDef | undefined {
  return EXEMPTION_TYPES.find((t) => t.id === id);
}

export function categoryOf(kind: IdentityKindId): IdentityCategory {
  return kind === 'ssoUser' ? 'singleSignOnUsers' : 'iamUsersAndRoles';
}
