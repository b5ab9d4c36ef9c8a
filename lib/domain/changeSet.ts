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

const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/** A change as the Pending Changes page lists it: a known kind, a scope, and a service or an ARN pattern. */
export function isChangeInput(value: unknown): value is ChangeInput {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  if (!isText(c.scope)) return false;
  if (c.kind === 'identityExemption') return isText(c.arnPattern);
  return (c.kind === 'serviceBlock' || c.kind === 'serviceProtection') && isText(c.service);
}

export function describeChange(change: ChangeInput): string {
  if (change.kind === 'identityExemption') return `Exempt ${change.arnPattern} at ${change.scope}`;
  return `${change.kind === 'serviceBlock' ? 'Disable' : 'Protect'} ${change.service} at ${change.scope}`;
}
