// Approvers per scope (the Approvers page and AssignScopeOwners): only an Administrator assigns them, each scope has
// its own list, and assigning with "override child scopes" gives every scope beneath the same approvers.
import type { DocTable } from './docTable';
import { parseScope, scopeContains } from './scope';
import type { RoleId } from './roles';
import { validateApproverAssignment } from './validators';

export type ApproverTree = Record<string, string[]>;

/** An example organization: the root, two OUs and their accounts. */
export const EXAMPLE_SCOPES: readonly string[] = [
  'aws/example-org',
  'aws/example-org/ou-apps',
  'aws/example-org/ou-apps/111122223333',
  'aws/example-org/ou-apps/444455556666',
  'aws/example-org/ou-data',
  'aws/example-org/ou-data/777788889999',
];

export type AssignResult = { ok: true; tree: ApproverTree; changed: string[] } | { ok: false; messages: string[] };

/** Assign Approvers: Save sets the scope's list; with override, every scope beneath gets the same list. */
export function assignApprovers(
  tree: ApproverTree,
  input: { actorRoles: readonly RoleId[]; scope: string; emails: readonly string[]; overrideChildScopes: boolean },
): AssignResult {
  const check = validateApproverAssignment(input);
  if (!check.ok) return { ok: false, messages: check.problems.map((p) => p.message) };
  const target = parseScope(input.scope);
  if (!target.ok) return { ok: false, messages: [target.message] };
  const emails = [...new Set(input.emails.map((e) => e.trim().toLowerCase()))];
  const next: ApproverTree = { ...tree };
  const changed: string[] = [];
  for (const scope of Object.keys(tree)) {
    const parsed = parseScope(scope);
    const isTarget = scope === input.scope;
    const beneath = !isTarget && parsed.ok && scopeContains(target.scope, parsed.scope);
    if (isTarget || (beneath && input.overrideChildScopes)) {
      next[scope] = emails;
      changed.push(scope);
    }
  }
  return { ok: true, tree: next, changed };
}

export function approverRulesTable(): DocTable {
  return {
    caption: 'Assigning approvers',
    columns: ['Rule', 'What it means'],
    rows: [
      ['Administrator only', 'Only a user with the Administrator role assigns or removes approvers (administrators may assign themselves).'],
      ['Per scope', 'Each scope of the tree (organization, OU, account) has its own approvers, set with the user-add icon of its row.'],
      ['Override child scopes', 'With this option, every scope beneath gets the same approvers; without it, they keep their own.'],
    ],
  };
}
