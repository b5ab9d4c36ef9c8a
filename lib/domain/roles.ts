// The three roles of the firewall app (spec section 6) and what each may do. The RolesTable renders this list.
import type { DocTable } from './docTable';

export type RoleId = 'administrator' | 'approver' | 'viewer';

export type Capability =
  | 'fullAccess'
  | 'manageUsers'
  | 'manageAccounts'
  | 'configureChatOps'
  | 'changeServices'
  | 'viewReporting'
  | 'managePendingChanges'
  | 'assignApprovers'
  | 'configureExemptions'
  | 'actionRequests'
  | 'overrideDuration'
  | 'manageRoles'
  | 'assignSelfAsApprover'
  | 'handTemplateToOrgAdmins'
  | 'readAllPages';

export interface RoleDef {
  id: RoleId;
  /** Exactly as the app names the role. */
  name: string;
  summary: string;
  /** What the role may do, in the docs' order. */
  mayDo: string[];
  /** Limits that come with the role. */
  limits: string[];
  capabilities: readonly Capability[];
}

export const ROLES: readonly RoleDef[] = [
  {
    id: 'administrator',
    name: 'Administrator',
    summary: 'Full access to the firewall app.',
    mayDo: [
      'Manage users and accounts',
      'Configure ChatOps',
      'Change services (disable, protect, unprotect)',
      'Use reporting',
      'Review and submit pending changes',
      'Assign and remove approvers, including themselves',
      'Configure exemptions',
      'Approve or deny requests and override their duration',
      'Manage roles (only administrators can)',
      'Hand the deployable template to the cloud org admins',
    ],
    limits: [],
    capabilities: [
      'fullAccess',
      'manageUsers',
      'manageAccounts',
      'configureChatOps',
      'changeServices',
      'viewReporting',
      'managePendingChanges',
      'assignApprovers',
      'configureExemptions',
      'actionRequests',
      'overrideDuration',
      'manageRoles',
      'assignSelfAsApprover',
      'handTemplateToOrgAdmins',
      'readAllPages',
    ],
  },
  {
    id: 'approver',
    name: 'Cloud Permissions Firewall Approver',
    summary: 'A change-management gate for Permissions on Demand requests.',
    mayDo: ['Approve or deny Permissions on Demand requests at their scope', 'Override the duration of a request'],
    limits: ['Needs no cloud permissions', 'What they can see depends on the scope they were granted'],
    capabilities: ['actionRequests', 'overrideDuration'],
  },
  {
    id: 'viewer',
    name: 'Cloud Permissions Firewall Viewer',
    summary: 'Read-only access.',
    mayDo: ['Read every page of the app'],
    limits: [
      'Sees data only for their scopes',
      'Sees Permissions on Demand requests only at scopes where they are an approver',
    ],
    capabilities: ['readAllPages'],
  },
];

/** Facts that hold for every user whatever their role. */
export const ROLE_FACTS: readonly string[] = [
  'Every user has read permission on roles and on their user tokens by default.',
  'A role change applies after the user logs out and logs in again.',
  'An API token has the permissions of the user who created it.',
  'Approvers are assigned per scope, with an option to override the child scopes.',
];

export function roleById(id: RoleId): RoleDef {
  return ROLES.find((r) => r.id === id) as RoleDef;
}


export function roleByName(name: string): RoleDef | undefined {
  return ROLES.find((r) => r.name === name);
}

/** True when any of the given roles grants the capability. */
export function can(roles: readonly RoleId[], capability: Capability): boolean {
  return roles.some((id) => roleById(id)?.capabilities.includes(capability));
}

/** What a reader can try in the role explorer: each a capability in the words of the roles' lists. */
export const ROLE_ACTIONS: readonly { capability: Capability; label: string }[] = [
  { capability: 'readAllPages', label: 'Read the pages of the app' },
  { capability: 'actionRequests', label: 'Approve or deny Permissions on Demand requests' },
  { capability: 'overrideDuration', label: 'Override the duration of a request' },
  { capability: 'changeServices', label: 'Disable, protect or unprotect services' },
  { capability: 'managePendingChanges', label: 'Review and submit pending changes' },
  { capability: 'configureExemptions', label: 'Configure exemptions' },
  { capability: 'assignApprovers', label: 'Assign and remove approvers' },
  { capability: 'configureChatOps', label: 'Configure ChatOps' },
  { capability: 'manageUsers', label: 'Manage users and accounts' },
  { capability: 'manageRoles', label: 'Manage roles' },
];

/** A role change takes effect only after the user logs out and in again. */
export function roleChangeNote(from: RoleId, to: RoleId): string {
  if (from === to) return 'No change.';
  return `The change from ${roleById(from).name} to ${roleById(to).name} applies after the user logs out and logs in again; until then they keep ${roleById(from).name}.`;
}

export function rolesDocTable(): DocTable {
  return {
    caption: 'Roles and what each may do',
    columns: ['Role', 'May do', 'Limits'],
    rows: ROLES.map((r) => [r.name, r.mayDo.join('; '), r.limits.join('; ') || 'None']),
    notes: [...ROLE_FACTS],
  };
}
