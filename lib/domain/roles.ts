// The three roles of the firewall app and what each may do, in the docs' own terms, with the facts that hold for every
// user. The roles table on the user roles page is this list.

export type RoleId = 'administrator' | 'approver' | 'viewer';

export interface RoleDef {
  id: RoleId;
  /** Exactly as the app names the role. */
  name: string;
  /** What the role may do, in the docs' order. */
  mayDo: readonly string[];
  /** Limits that come with the role. */
  limits: readonly string[];
  /** Only administrators assign and remove approvers. */
  assignsApprovers: boolean;
}

export const ROLES: readonly RoleDef[] = [
  {
    id: 'administrator',
    name: 'Administrator',
    mayDo: [
      'Full access',
      'User and account management',
      'ChatOps configuration',
      'Service changes',
      'Reporting',
      'Pending changes',
      'Assigns and removes approvers, and may assign themselves as approvers',
      'Configures exemptions',
      'Approves requests and overrides durations',
      'Manages roles (only administrators do)',
      'Hands the template to the org admins',
    ],
    limits: [],
    assignsApprovers: true,
  },
  {
    id: 'approver',
    name: 'Cloud Permissions Firewall Approver',
    mayDo: ['Approves or denies Permissions on Demand requests at their scope', 'Overrides the duration'],
    limits: ['Needs no cloud permissions: a change-management gate', 'What they see depends on the scope they were granted'],
    assignsApprovers: false,
  },
  {
    id: 'viewer',
    name: 'Cloud Permissions Firewall Viewer',
    mayDo: ['Read-only access to all pages'],
    limits: ['Data limited to their scopes', 'Sees only the Permissions on Demand requests at scopes where they are an approver'],
    assignsApprovers: false,
  },
];

/** Facts that hold for every user whatever their role, by rule id. */
export const ROLE_FACTS = {
  'default-permissions': 'Every user has Role read and UserToken read permissions by default.',
  'logout-login': 'A role change takes effect after the user logs out and logs in again.',
  'api-keys': 'API keys inherit the permissions of the user who created them.',
  'approvers-per-scope': 'Approvers are assigned per scope, with an option to override child scopes.',
} as const;

export function roleByName(name: string): RoleDef | undefined {
  return ROLES.find((r) => r.name === name);
}
