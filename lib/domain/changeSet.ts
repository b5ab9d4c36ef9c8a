// The changes that wait on the Pending Changes page: service blocks, service protections and identity exemptions.
export type ChangeKind = 'serviceBlock' | 'serviceProtection' | 'identityExemption';

export const CHANGE_KIND_LABELS: Record<ChangeKind, string> = {
  serviceBlock: 'Service block',
  serviceProtection: 'Service protection',
  identityExemption: 'Identity exemption',
};

export type ChangeInput =
  | { kind: 'serviceBlock' | 'serviceProtection'; service: string; scope: string }
  | { kind: 'identityExemption'; arnPattern: string; scope: string };

export type PendingChange = ChangeInput & { id: number };

export function describeChange(change: ChangeInput): string {
  if (change.kind === 'identityExemption') return `Exempt ${change.arnPattern} at ${change.scope}`;
  return `${change.kind === 'serviceBlock' ? 'Disable' : 'Protect'} ${change.service} at ${change.scope}`;
}
