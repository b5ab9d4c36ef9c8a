// Exempted identities: an ARN pattern (wildcards allowed), the kind of identity it covers, a scope and one or more
// exemption types, with the type rules. The tester applies these and the two disabled-control rules, nothing more: it
// checks an exemption at the identity's own scope only (how far below its scope an exemption reaches is not a rule it
// has), and it does not say which exemption type lets an identity through a protection.
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
}

export interface ExemptionProblem {
  field: 'arnPattern' | 'scope' | 'types';
  message: string;
}

/** The type rules, by id: each message is what the reader sees when an exemption breaks it. */
export const EXEMPTION_RULES = {
  'choose-type': 'Choose at least one exemption type.',
  'jit-sso-only': 'Just-in-Time exemptions apply to SSO users only.',
  'zombie-iam-only': 'Zombie Detection exemptions apply to IAM users and roles only.',
  'tampering-top-only': 'Firewall Tampering Protections exemptions can be set only at the top org level.',
} as const;

function typeProblem(id: ExemptionTypeId, category: IdentityCategory, atRoot: boolean): string | null {
  const def = exemptionType(id);
  if (!def) return `Unknown exemption type "${String(id)}".`;
  if (!def.categories.includes(category)) return id === 'justInTime' ? EXEMPTION_RULES['jit-sso-only'] : EXEMPTION_RULES['zombie-iam-only'];
  if (def.topLevelOnly && !atRoot) return EXEMPTION_RULES['tampering-top-only'];
  return null;
}

/** Problems that stop the exemption from being added; an empty list means it is valid. */
export function validateExemption(ex: Omit<Exemption, 'id'>): ExemptionProblem[] {
  const problems: ExemptionProblem[] = [];
  const pattern = validateArnPattern(ex.arnPattern);
  if (!pattern.ok) problems.push({ field: 'arnPattern', message: pattern.message });
  const scope = parseScope(ex.scope);
  if (!scope.ok) problems.push({ field: 'scope', message: scope.message });
  if (ex.types.length === 0) problems.push({ field: 'types', message: EXEMPTION_RULES['choose-type'] });
  for (const id of ex.types) {
    const problem = typeProblem(id, ex.category, scope.ok && scope.level === 'root');
    if (problem) problems.push({ field: 'types', message: problem });
  }
  return problems;
}

/** What the tester checks for each exemption, in order, by rule id. */
export const MATCH_CHECKS = {
  pattern: 'ARN pattern: the identity ARN matches the pattern, wildcards included.',
  kind: 'Identity kind: the exemption covers IAM users and roles, or SSO users.',
  scope: "Scope: the exemption is set at the identity's own scope. The tester checks the same scope only.",
  types: 'Exemption types: at least one type applies to this identity at this scope.',
} as const;

/** The one sentence the tester shows when an exemption is set above the identity's scope, which it does not check. */
export const SAME_SCOPE_ONLY = "This tester checks exemptions set at the identity's own scope only, not those set higher up.";

const checkLabel = (id: keyof typeof MATCH_CHECKS) => MATCH_CHECKS[id].split(':')[0];

export interface IdentityUnderTest {
  arn: string;
  kind: IdentityKindId;
  /** Where the identity is: the scope the tester checks exemptions at, e.g. aws/{organization}/{ou}. */
  scope: string;
}

/** Whether an exemption covers the identity: yes, no, or not checked (it is set above the identity's scope). */
export type Coverage = 'yes' | 'no' | 'unchecked';

export interface ExemptionMatch {
  exemption: Exemption;
  covers: Coverage;
  /** Each check with its outcome, in order: pattern, kind, scope, types; `passed` is null for a check not made. */
  checks: { label: string; passed: boolean | null; detail: string }[];
  /** Types that apply to this identity (empty unless it covers). */
  appliesAs: ExemptionTypeId[];
}

/** Which exemptions cover an identity at its own scope, and why (or why not). */
export function matchExemptions(identity: IdentityUnderTest, exemptions: readonly Exemption[]): ExemptionMatch[] {
  const idScope = parseScope(identity.scope);
  return exemptions.map((exemption) => {
    const patternOk = validateArnPattern(exemption.arnPattern).ok && arnMatches(exemption.arnPattern, identity.arn);
    const category = IDENTITY_CATEGORIES[exemption.category];
    const kindOk = category.kinds.includes(identity.kind);
    const exScope = parseScope(exemption.scope);
    const same = exScope.ok && idScope.ok && scopeContains(exScope.scope, idScope.scope) && exScope.scope.segments.length === idScope.scope.segments.length;
    const above = !same && exScope.ok && idScope.ok && scopeContains(exScope.scope, idScope.scope);
    const atRoot = exScope.ok && exScope.level === 'root';
    const validTypes = exemption.types.filter((t) => typeProblem(t, categoryOf(identity.kind), atRoot) === null);
    const dropped = exemption.types.filter((t) => !validTypes.includes(t));
    const checks = [
      { label: checkLabel('pattern'), passed: patternOk, detail: patternOk ? 'The ARN matches the pattern.' : 'The ARN does not match the pattern.' },
      {
        label: checkLabel('kind'),
        passed: kindOk,
        detail: kindOk
          ? `${IDENTITY_KIND_LABELS[identity.kind]} is covered by ${category.label}.`
          : `It covers ${category.label}, not an ${IDENTITY_KIND_LABELS[identity.kind]}.`,
      },
      {
        label: checkLabel('scope'),
        passed: above ? null : same,
        detail: !idScope.ok
          ? `The identity's scope is not valid: ${idScope.message}`
          : same
            ? `${identity.scope} is the exemption's scope.`
            : above
              ? `Set higher up, at ${exemption.scope}: not checked.`
              : `${identity.scope} is not the exemption's scope.`,
      },
      {
        label: checkLabel('types'),
        passed: validTypes.length > 0,
        detail:
          dropped.length === 0
            ? `Applies as ${validTypes.map((t) => exemptionType(t)?.name ?? t).join(', ')}.`
            : `Not for this identity or scope: ${dropped.map((t) => exemptionType(t)?.name ?? t).join(', ')}.`,
      },
    ];
    const failed = checks.some((c) => c.passed === false);
    const covers: Coverage = failed ? 'no' : above ? 'unchecked' : 'yes';
    return { exemption, covers, checks, appliesAs: covers === 'yes' ? validTypes : [] };
  });
}

export interface AccessDecision {
  allowed: boolean;
  outcome: 'blocked' | 'not-disabled';
  message: string;
}

/** The outcomes of an action under the two disabled controls, by id; each is a rule with its quote. */
export const ACCESS_OUTCOMES = {
  'region-disabled': 'Blocked: exemptions do not apply inside a disabled region.',
  'service-disabled': 'Blocked: disabling a service blocks even exempted identities, and no Permissions on Demand request is created.',
  'not-disabled': 'Neither a disabled region nor a disabled service stands in the way of this action.',
} as const;

/**
 * What the two disabled controls do to an action, whoever is exempted: a disabled region and a disabled service block
 * it. What a protection does to an exempted identity is the page's to say, not the tester's.
 */
export function decideAccess(controls: { region: 'enabled' | 'disabled'; service: 'enabled' | 'disabled' }): AccessDecision {
  if (controls.region === 'disabled') return { allowed: false, outcome: 'blocked', message: ACCESS_OUTCOMES['region-disabled'] };
  if (controls.service === 'disabled') return { allowed: false, outcome: 'blocked', message: ACCESS_OUTCOMES['service-disabled'] };
  return { allowed: true, outcome: 'not-disabled', message: ACCESS_OUTCOMES['not-disabled'] };
}

/** The tester's example exemptions, on the two patterns the docs name: the root wildcard and stack-set execution roles. */
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
