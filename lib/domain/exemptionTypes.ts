// The six exemption types, the identity kinds they cover and where each may be set. Disabled Services and Disabled
// Regions are types like the others, but no exemption opens a disabled service or a disabled region.

export type ExemptionTypeId =
  | 'disabledRegions'
  | 'disabledServices'
  | 'protectedServices'
  | 'zombieDetection'
  | 'justInTime'
  | 'firewallTampering';

/** The two kinds the Exempt at Scope settings offer. */
export type IdentityCategory = 'iamUsersAndRoles' | 'singleSignOnUsers';

/** Identity kinds the docs name. */
export type IdentityKindId = 'iamUser' | 'iamRole' | 'ssoUser';

export const IDENTITY_CATEGORIES: Record<IdentityCategory, { label: string; kinds: IdentityKindId[] }> = {
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
  /**
   * What the exemption lets an identity through, where the docs say so; null where they name the type and give no
   * further effect (Disabled Services and Disabled Regions never open a disabled service or region).
   */
  exemptsFrom: string | null;
  /** What the type does not do, where the docs say so. */
  limit?: string;
}

export const EXEMPTION_TYPES: readonly ExemptionTypeDef[] = [
  {
    id: 'disabledRegions',
    name: 'Disabled Regions',
    categories: ['iamUsersAndRoles', 'singleSignOnUsers'],
    topLevelOnly: false,
    exemptsFrom: null,
    limit: 'It does not open a disabled region: exemptions do not apply inside a disabled region.',
  },
  {
    id: 'disabledServices',
    name: 'Disabled Services',
    categories: ['iamUsersAndRoles', 'singleSignOnUsers'],
    topLevelOnly: false,
    exemptsFrom: null,
    limit: 'It does not open a disabled service: disabling a service blocks even exempted identities.',
  },
  {
    id: 'protectedServices',
    name: 'Protected Services',
    categories: ['iamUsersAndRoles', 'singleSignOnUsers'],
    topLevelOnly: false,
    exemptsFrom: 'The sensitive permissions of protected services.',
  },
  {
    id: 'zombieDetection',
    name: 'Zombie Detection',
    categories: ['iamUsersAndRoles'],
    topLevelOnly: false,
    exemptsFrom: 'Zombie detection.',
  },
  {
    id: 'justInTime',
    name: 'Just-in-Time',
    categories: ['singleSignOnUsers'],
    topLevelOnly: false,
    exemptsFrom: 'Just-in-time (Permissions on Demand).',
  },
  {
    id: 'firewallTampering',
    name: 'Firewall Tampering Protections',
    categories: ['iamUsersAndRoles', 'singleSignOnUsers'],
    topLevelOnly: true,
    exemptsFrom: 'The protections that keep the firewall itself from being tampered with.',
  },
];

export function exemptionType(id: ExemptionTypeId): ExemptionTypeDef {
  return EXEMPTION_TYPES.find((t) => t.id === id) as ExemptionTypeDef;
}


export function categoryOf(kind: IdentityKindId): IdentityCategory {
  return kind === 'ssoUser' ? 'singleSignOnUsers' : 'iamUsersAndRoles';
}
