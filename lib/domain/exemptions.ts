// Exempted identities: an ARN pattern (wildcards allowed), the kind of identity it covers, a scope and one or more
// exemption types, with the type rules. Where the tester needs a rule the docs do not give (how far below its scope
// an exemption reaches, which type lets an identity through a protection) it says so beside its answer
// (ASSUMPTIONS); where the docs give two facts that meet (Disabled Services is a type, and disabling a service blocks
// even exempted identities) it shows both and decides nothing.
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
  scope: 'Scope: the identity is at the exemption scope, or beneath it (an assumption of this tester).',
  types: 'Exemption types: at least one type applies to this identity at this scope.',
} as const;

const checkLabel = (id: keyof typeof MATCH_CHECKS) => MATCH_CHECKS[id].split(':')[0];

/** Rules the tester applies that the docs do not give, by id: shown, flagged, wherever the tester relies on one. */
export const ASSUMPTIONS = {
  'scope-beneath':
    'This tester assumes that an exemption also covers the scopes beneath its own. Ask Bulwark support before you rely on how far an exemption reaches.',
  'protected-services-type':
    'This tester assumes that only an exemption of the Protected Services type lets an identity through a protection. Ask Bulwark support before you rely on which exemption type a protection lets through.',
} as const;

export type AssumptionId = keyof typeof ASSUMPTIONS;

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
  /** The tester's assumptions this match rests on. */
  assumed: AssumptionId[];
}

/** Which exemptions cover an identity and why (or why not). */
export function matchExemptions(identity: IdentityUnderTest, exemptions: readonly Exemption[]): ExemptionMatch[] {
  const idScope = parseScope(identity.scope);
  return exemptions.map((exemption) => {
    const patternOk = validateArnPattern(exemption.arnPattern).ok && arnMatches(exemption.arnPattern, identity.arn);
    const category = IDENTITY_CATEGORIES[exemption.category];
    const kindOk = category.kinds.includes(identity.kind);
    const exScope = parseScope(exemption.scope);
    const scopeOk = exScope.ok && idScope.ok && scopeContains(exScope.scope, idScope.scope);
    const beneath = scopeOk && exScope.ok && idScope.ok && exScope.scope.segments.length < idScope.scope.segments.length;
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
        passed: scopeOk,
        detail: !idScope.ok
          ? `The identity's scope is not valid: ${idScope.message}`
          : beneath
            ? `${identity.scope} is beneath ${exemption.scope} (counted as covered: an assumption of this tester, flagged with the answer).`
            : scopeOk
              ? `${identity.scope} is the exemption scope.`
              : `${identity.scope} is not ${exemption.scope} or beneath it.`,
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
    const matches = checks.every((c) => c.passed);
    return { exemption, matches, checks, appliesAs: matches ? validTypes : [], assumed: matches && beneath ? ['scope-beneath'] : [] };
  });
}

export interface AccessDecision {
  /** null where the docs give two facts that meet and no rule between them. */
  allowed: boolean | null;
  outcome: 'allowed' | 'exempt' | 'blocked' | 'pod' | 'both-facts';
  message: string;
  /** The tester's assumptions this decision rests on. */
  assumed: AssumptionId[];
}

/** The outcomes of an action, by id; each is a rule with its quote. */
export const ACCESS_OUTCOMES = {
  'region-disabled': 'The region is disabled: exemptions do not apply inside a disabled region.',
  'region-disabled-type':
    'Two rules meet here: exemptions do not apply inside a disabled region, and Disabled Regions is one of the exemption types this identity has. Ask Bulwark support which one applies before you rely on either.',
  'service-disabled': 'The service is disabled: disabling a service blocks even exempted identities, and no Permissions on Demand request is created.',
  'service-disabled-type':
    'Two rules meet here: disabling a service blocks even exempted identities, and Disabled Services is one of the exemption types this identity has. Ask Bulwark support which one applies before you rely on either.',
  exempt: 'The identity is exempted, so the protection lets the sensitive action through.',
  'pod-request': 'The sensitive action is denied; a Permissions on Demand request is generated.',
  'no-control': 'No control applies to the service.',
} as const;

const decided = (
  allowed: boolean | null,
  outcome: AccessDecision['outcome'],
  id: keyof typeof ACCESS_OUTCOMES,
  assumed: AssumptionId[] = [],
): AccessDecision => ({
  allowed,
  outcome,
  message: ACCESS_OUTCOMES[id],
  assumed,
});

/**
 * What happens to an action. A disabled region or a disabled service blocks the identity, unless it holds the
 * exemption type named after that control: then both facts are shown and nothing is decided. A protection denies the
 * sensitive action except for exempted identities (the tester's assumption: a Protected Services exemption), and a
 * non-exempt identity's attempt becomes a Permissions on Demand request.
 */
export function decideAccess(
  controls: { region: 'enabled' | 'disabled'; service: 'unprotected' | 'protected' | 'disabled' },
  appliesAs: readonly ExemptionTypeId[],
): AccessDecision {
  if (controls.region === 'disabled')
    return appliesAs.includes('disabledRegions') ? decided(null, 'both-facts', 'region-disabled-type') : decided(false, 'blocked', 'region-disabled');
  if (controls.service === 'disabled')
    return appliesAs.includes('disabledServices') ? decided(null, 'both-facts', 'service-disabled-type') : decided(false, 'blocked', 'service-disabled');
  if (controls.service === 'protected') {
    // With no exemption at all the docs decide; with exemptions of other types the tester's assumption does.
    const assumed: AssumptionId[] = appliesAs.length > 0 ? ['protected-services-type'] : [];
    return appliesAs.includes('protectedServices') ? decided(true, 'exempt', 'exempt', assumed) : decided(false, 'pod', 'pod-request', assumed);
  }
  return decided(true, 'allowed', 'no-control');
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
