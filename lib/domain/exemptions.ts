// Exempted identities: an ARN pattern (wildcards allowed), the kind of identity it covers, a scope and one or more
// exemption types. The six types have rules of their own, and an exemption left unused past the Excessive Privilege
// Threshold is revoked by a nightly check (never at the root scope). No exemption, whatever its types, opens a
// disabled service or a disabled region: disabling a service blocks even exempted identities, and exemptions do not
// apply inside a disabled region.
import { arnMatches, validateArnPattern } from './arn';
import {
  categoryOf,
  exemptionType,
  IDENTITY_CATEGORIES,
  IDENTITY_KIND_LABELS,
  type ExemptionTypeId,
  type IdentityCategory,
  type IdentityKindId,
} from './exemptionTypes';
import { parseScope, scopeContains } from './scope';

export interface Exemption {
  id: string;
  arnPattern: string;
  category: IdentityCategory;
  /** Scope path, e.g. aws/{organization}/{ou}. */
  scope: string;
  types: readonly ExemptionTypeId[];
  /** System-required exemptions carry a lock icon. */
  locked?: boolean;
}

export interface ExemptionProblem {
  field: 'arnPattern' | 'scope' | 'types';
  message: string;
}

/** Problems that stop the exemption from being saved; an empty list means it is valid. */
export function validateExemption(ex: Omit<Exemption, 'id'>): ExemptionProblem[] {
  const problems: ExemptionProblem[] = [];
  const pattern = validateArnPattern(ex.arnPattern);
  if (!pattern.ok) problems.push({ field: 'arnPattern', message: pattern.message });
  const scope = parseScope(ex.scope);
  if (!scope.ok) problems.push({ field: 'scope', message: scope.message });
  if (ex.types.length === 0) problems.push({ field: 'types', message: 'Choose at least one exemption type.' });
  for (const id of ex.types) {
    const def = exemptionType(id);
    if (!def) {
      problems.push({ field: 'types', message: `Unknown exemption type "${String(id)}".` });
      continue;
    }
    if (!def.categories.includes(ex.category)) {
      problems.push({
        field: 'types',
        message:
          id === 'justInTime'
            ? 'Just-in-Time exemptions apply to SSO users only.'
            : `${def.name} exemptions apply to IAM users and roles only.`,
      });
    }
    if (def.topLevelOnly && scope.ok && scope.level !== 'root') {
      problems.push({
        field: 'types',
        message: `${def.name} exemptions can be set only at the top org level (the root scope).`,
      });
    }
  }
  return problems;
}

export interface IdentityUnderTest {
  arn: string;
  kind: IdentityKindId;
  /** Where the identity lives, e.g. the account scope aws/{organization}/{ou}/{account}. */
  scope: string;
}

export interface ExemptionMatch {
  exemption: Exemption;
  matches: boolean;
  /** Each check with its outcome, in order: pattern, kind, scope, types. */
  checks: { label: string; passed: boolean; detail: string }[];
  /** Types that apply to this identity (empty when it does not match). */
  appliesAs: ExemptionTypeId[];
}

/** Which exemptions cover an identity and why (or why not). */
export function matchExemptions(identity: IdentityUnderTest, exemptions: readonly Exemption[]): ExemptionMatch[] {
  const idScope = parseScope(identity.scope);
  return exemptions.map((exemption) => {
    const checks: ExemptionMatch['checks'] = [];
    const patternOk = validateArnPattern(exemption.arnPattern).ok && arnMatches(exemption.arnPattern, identity.arn);
    checks.push({
      label: 'ARN pattern',
      passed: patternOk,
      detail: patternOk ? 'The ARN matches the pattern.' : 'The ARN does not match the pattern.',
    });
    const category = IDENTITY_CATEGORIES[exemption.category];
    const kindOk = category.kinds.includes(identity.kind);
    checks.push({
      label: 'Identity kind',
      passed: kindOk,
      detail: kindOk
        ? `${IDENTITY_KIND_LABELS[identity.kind]} is covered by ${category.label}.`
        : `The exemption covers ${category.label}, not an ${IDENTITY_KIND_LABELS[identity.kind]}.`,
    });
    const exScope = parseScope(exemption.scope);
    const scopeOk = exScope.ok && idScope.ok && scopeContains(exScope.scope, idScope.scope);
    checks.push({
      label: 'Scope',
      passed: scopeOk,
      detail: !idScope.ok
        ? `The identity's scope is not valid: ${idScope.message}`
        : scopeOk
          ? `${identity.scope} is at or beneath ${exemption.scope}.`
          : `${identity.scope} is not beneath ${exemption.scope}.`,
    });
    const validTypes = exemption.types.filter((t) => {
      const def = exemptionType(t);
      if (!def || !def.categories.includes(categoryOf(identity.kind))) return false;
      return !(def.topLevelOnly && (!exScope.ok || exScope.level !== 'root'));
    });
    const dropped = exemption.types.filter((t) => !validTypes.includes(t));
    checks.push({
      label: 'Exemption types',
      passed: validTypes.length > 0,
      detail:
        dropped.length === 0
          ? `Applies as ${validTypes.map((t) => exemptionType(t).name).join(', ')}.`
          : `Ignored by the type rules: ${dropped.map((t) => exemptionType(t)?.name ?? t).join(', ')}.`,
    });
    const matches = checks.every((c) => c.passed);
    return { exemption, matches, checks, appliesAs: matches ? validTypes : [] };
  });
}

export interface AccessDecision {
  allowed: boolean;
  /** 'pod' when a Permissions on Demand request can be raised. */
  outcome: 'allowed' | 'exempt' | 'blocked' | 'pod';
  message: string;
}

/**
 * What happens to an action. A disabled region blocks everyone, exempted or not; so does a disabled service, and it
 * raises no Permissions on Demand request. Only a protection lets exempted identities through (a Protected Services
 * exemption); anyone else is denied and a request is raised.
 */
export function decideAccess(
  controls: { region: 'enabled' | 'disabled'; service: 'unprotected' | 'protected' | 'disabled' },
  appliesAs: readonly ExemptionTypeId[],
): AccessDecision {
  if (controls.region === 'disabled') {
    return {
      allowed: false,
      outcome: 'blocked',
      message: 'The region is disabled: exemptions do not apply inside a disabled region, so everyone is blocked.',
    };
  }
  if (controls.service === 'disabled') {
    return {
      allowed: false,
      outcome: 'blocked',
      message:
        'The service is disabled: disabling a service blocks even exempted identities. No Permissions on Demand request is raised.',
    };
  }
  if (controls.service === 'protected') {
    if (appliesAs.includes('protectedServices')) {
      return { allowed: true, outcome: 'exempt', message: 'A Protected Services exemption lets the identity through the protection.' };
    }
    return {
      allowed: false,
      outcome: 'pod',
      message: 'The sensitive action is denied; a Permissions on Demand request is raised.',
    };
  }
  return { allowed: true, outcome: 'allowed', message: 'No control applies.' };
}

/** Exemptions the tester starts with, built on the two patterns the docs name (root wildcard, stack-set roles). */
export const EXAMPLE_EXEMPTIONS: readonly Exemption[] = [
  {
    id: 'root-users',
    arnPattern: 'arn:aws:iam::*:root',
    category: 'iamUsersAndRoles',
    scope: 'aws/example-org',
    types: ['protectedServices', 'zombieDetection', 'firewallTampering'],
  },
  {
    id: 'stackset-roles',
    arnPattern: 'arn:aws:iam::*:role/stacksets-exec-*',
    category: 'iamUsersAndRoles',
    scope: 'aws/example-org/example-ou',
    types: ['protectedServices'],
  },
];
