// The Protect slide-in panel of a service: accounts in scope, each with its Sensitive Access Required list. Removing
// an identity from that list is permanent (it comes back only when added again by ARN), and Protect stages the
// protection for that account; the scope shows the aggregate of its accounts.
import { validateArnPattern } from './arn';
import type { DocTable } from './docTable';
import { aggregateServiceStatus, type AccountServiceStatus, type ServiceState } from './service';

export interface PanelAccount {
  account: string;
  sensitiveAccessRequired: string[];
  status: AccountServiceStatus;
}

export const EXAMPLE_PANEL: readonly PanelAccount[] = [
  {
    account: '111122223333',
    sensitiveAccessRequired: ['arn:aws:iam::111122223333:role/deploy', 'arn:aws:iam::111122223333:user/alice'],
    status: { status: 'unprotected', pending: false },
  },
  {
    account: '444455556666',
    sensitiveAccessRequired: ['arn:aws:iam::444455556666:role/backup'],
    status: { status: 'unprotected', pending: false },
  },
];

export type PanelResult = { ok: true; accounts: PanelAccount[]; message: string } | { ok: false; message: string };

function update(accounts: readonly PanelAccount[], account: string, change: (a: PanelAccount) => PanelAccount): PanelAccount[] {
  return accounts.map((a) => (a.account === account ? change(a) : a));
}

/** Removing is permanent: nothing brings the identity back but adding its ARN again. */
export function removeSensitiveAccess(accounts: readonly PanelAccount[], account: string, arn: string): PanelResult {
  const next = update(accounts, account, (a) => ({ ...a, sensitiveAccessRequired: a.sensitiveAccessRequired.filter((x) => x !== arn) }));
  return { ok: true, accounts: next, message: `Removed ${arn} for good; add it again by its ARN if it still needs sensitive access.` };
}

/** Add: an identity by its full ARN (no wildcards). */
export function addSensitiveAccess(accounts: readonly PanelAccount[], account: string, arn: string): PanelResult {
  const value = arn.trim();
  const shape = validateArnPattern(value);
  if (!shape.ok) return { ok: false, message: shape.message };
  if (/[*?]/.test(value)) return { ok: false, message: 'Add one identity by its full ARN, without wildcards.' };
  const target = accounts.find((a) => a.account === account);
  if (target?.sensitiveAccessRequired.includes(value)) return { ok: false, message: `${value} is already on the list.` };
  return {
    ok: true,
    accounts: update(accounts, account, (a) => ({ ...a, sensitiveAccessRequired: [...a.sensitiveAccessRequired, value] })),
    message: `Added ${value}.`,
  };
}

/** Protect for one account: staged, shown as pending until the template is deployed. */
export function protectAccount(accounts: readonly PanelAccount[], account: string): PanelResult {
  return {
    ok: true,
    accounts: update(accounts, account, (a) => ({ ...a, status: { status: 'protected', pending: true } })),
    message: `Protection for ${account} is staged; it waits on the Pending Changes page until deployed.`,
  };
}

export function scopeStatus(accounts: readonly PanelAccount[]): ServiceState | null {
  return aggregateServiceStatus(accounts.map((a) => a.status));
}

export function protectPanelTable(): DocTable {
  return {
    caption: 'The Protect panel',
    columns: ['Part', 'What it does'],
    rows: [
      ['Privileged permissions', 'How many sensitive permissions the service has'],
      ['Previously exempted identities', 'Identities already exempted'],
      ['Accounts in scope', 'Each account with its Sensitive Access Required list and its own Protect and Add buttons'],
      ['Removing from Sensitive Access Required', 'Permanent: the identity comes back only when you add its ARN again'],
      ['Protect', 'Applies to that account; the scope shows the aggregate of its accounts'],
    ],
  };
}
