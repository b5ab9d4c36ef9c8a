// The changes that wait on the Pending Changes page: service blocks, service protections and identity exemptions,
// with the checks a change passes before it is staged.
import { EXEMPTION_TYPES, type ExemptionTypeId } from './exemptionTypes';
import { validateArnPattern } from './arn';
import { parseScope } from './scope';

export type ChangeKind = 'serviceBlock' | 'serviceProtection' | 'identityExemption';

export const CHANGE_KIND_LABELS: Record<ChangeKind, string> = {
  serviceBlock: 'Service block',
  serviceProtection: 'Service protection',
  identityExemption: 'Identity exemption',
};

export type ChangeInput =
  | { kind: 'serviceBlock'; service: string; scope: string }
  | {
      kind: 'serviceProtection';
      service: string;
      scope: string;
      /** The service's sensitive permissions as the Protect panel lists them; a placeholder stands in when absent. */
      permissions?: readonly string[];
    }
  | { kind: 'identityExemption'; arnPattern: string; scope: string; types: readonly ExemptionTypeId[] };

export type PendingChange = ChangeInput & { id: number };

export interface ChangeProblem {
  field: 'kind' | 'service' | 'scope' | 'arnPattern' | 'types' | 'permissions';
  message: string;
}

/** A service prefix as in IAM actions (s3, ec2, ...): lower-case letters, digits and hyphens. */
export function validateServicePrefix(service: unknown): string | null {
  if (typeof service !== 'string' || service === '') return 'Enter a service prefix, as in its IAM actions.';
  if (!/^[a-z0-9][a-z0-9-]*$/.test(service)) {
    return 'A service prefix has lower-case letters, digits and hyphens only, as in its IAM actions.';
  }
  if (service.length > 64) return 'That service prefix is too long for a policy statement here.';
  return null;
}

/** Problems with a change before it is staged; empty when it can be staged. */
export function validateChange(input: unknown): ChangeProblem[] {
  if (typeof input !== 'object' || input === null) return [{ field: 'kind', message: 'Choose what to change.' }];
  const c = input as Partial<Record<string, unknown>>;
  const problems: ChangeProblem[] = [];
  if (c.kind !== 'serviceBlock' && c.kind !== 'serviceProtection' && c.kind !== 'identityExemption') {
    return [{ field: 'kind', message: 'Choose a service block, a service protection or an identity exemption.' }];
  }
  const scope = parseScope(c.scope);
  if (!scope.ok) problems.push({ field: 'scope', message: scope.message });
  else if (scope.scope.cloud !== 'aws') {
    problems.push({ field: 'scope', message: 'The template is a CloudFormation template: use an aws/... scope.' });
  }
  if (c.kind === 'identityExemption') {
    const pattern = validateArnPattern(c.arnPattern);
    if (!pattern.ok) problems.push({ field: 'arnPattern', message: pattern.message });
    else if (typeof c.arnPattern === 'string' && c.arnPattern.length > 2048) {
      problems.push({ field: 'arnPattern', message: 'That ARN pattern is too long.' });
    }
    const types = Array.isArray(c.types) ? c.types : [];
    if (types.length === 0) problems.push({ field: 'types', message: 'Choose at least one exemption type.' });
    else if (!types.every((t) => EXEMPTION_TYPES.some((d) => d.id === t))) {
      problems.push({ field: 'types', message: 'Unknown exemption type.' });
    }
  } else {
    const service = validateServicePrefix(c.service);
    if (service) problems.push({ field: 'service', message: service });
    else if (c.kind === 'serviceProtection' && c.permissions !== undefined) {
      const permission = validatePermissions(c.service as string, c.permissions);
      if (permission) problems.push({ field: 'permissions', message: permission });
    }
  }
  return problems;
}

/**
 * Sensitive permissions of a protection: actions of the protected service (`s3:PutBucketPolicy`, `s3:Put*`), never
 * the whole service: denying every permission is a service block.
 */
function validatePermissions(service: string, permissions: unknown): string | null {
  if (!Array.isArray(permissions)) return 'List the sensitive permissions as actions, for example s3:PutBucketPolicy.';
  for (const p of permissions) {
    if (typeof p !== 'string' || !/^[a-z0-9-]+:[A-Za-z0-9*]+$/.test(p)) {
      return `"${String(p)}" is not an action: write service:Action, for example ${service}:PutPolicy.`;
    }
    if (!p.startsWith(`${service}:`)) return `${p} is not an action of ${service}.`;
    if (p === `${service}:*`) return `${p} is every permission of ${service}: that is a service block, not a protection.`;
  }
  return null;
}

export function describeChange(change: ChangeInput): string {
  if (change.kind === 'identityExemption') return `Exempt ${change.arnPattern} at ${change.scope}`;
  const verb = change.kind === 'serviceBlock' ? 'Disable' : 'Protect';
  return `${verb} ${change.service} at ${change.scope}`;
}

export function sameTarget(a: ChangeInput, b: ChangeInput): boolean {
  if (a.kind !== b.kind || a.scope !== b.scope) return false;
  if (a.kind === 'identityExemption' && b.kind === 'identityExemption') return a.arnPattern === b.arnPattern;
  return a.kind !== 'identityExemption' && b.kind !== 'identityExemption' && a.service === b.service;
}
