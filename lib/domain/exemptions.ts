// Exempted identities: an ARN pattern (wildcards allowed), the kind of identity it covers, a scope and one or more
// exemption types. The six types have rules of their own, and an exemption left unused past the Excessive Privilege
// Threshold is revoked by a nightly check (never at the root scope). No exemption, whatever its types, opens a
// disabled service or a disabled region: disabling a service blocks even exempted identities, and exemptions do not
// apply inside a disabled region.
import { DAY_MS, REVOCATION_CHECK_LAG_MS } from './constants';
import { parseScope, scopeContains } from './scope';
import { DEFAULT_SETTINGS } from './settings';

export type ExemptionTypeId =
  | 'disabledRegions'
  | 'disabledServices'
  | 'protectedServices'
  | 'zombieDetection'
  | 'justInTime'
  | 'firewallTampering';

/** The two kinds the Exempt at Scope settings offer. */
export type IdentityCategory = 'iamUsersAndRoles' | 'singleSignOnUsers';

/** Identity kinds the docs name. */
export type IdentityKindId = 'iamUser' | 'iamRole' | 'ssoUser';

export const IDENTITY_CATEGORIES: Record<IdentityCategory, { label: string; kinds: IdentityKindId[] }> = {
  iamUsersAndRoles: { label: 'IAM Users and Roles', kinds: ['iamUser', 'iamRole'] },
  singleSignOnUsers: { label: 'Single Sign-On Users', kinds: ['ssoUser'] },
};

export const IDENTITY_KIND_LABELS: Record<IdentityKindId, string> = {
  iamUser: 'IAM user',
  iamRole: 'IAM role',
  ssoUser: 'SSO user',
};

export interface ExemptionTypeDef {
  id: ExemptionTypeId;
  name: string;
  /** Which identity categories it can cover. */
  categories: readonly IdentityCategory[];
  /** Only at the top of the organization (the root scope). */
  topLevelOnly: boolean;
  /**
   * What the exemption lets an identity through, where the docs say so; null where they name the type and give no
   * further effect (Disabled Services and Disabled Regions never open a disabled service or region).
   */
  exemptsFrom: string | null;
  /** What the type does not do, where the docs say so. */
  limit?: string;
}

export const EXEMPTION_TYPES: readonly ExemptionTypeDef[] = [
  {
    id: 'disabledRegions',
    name: 'Disabled Regions',
    categories: ['iamUsersAndRoles', 'singleSignOnUsers'],
    topLevelOnly: false,
    exemptsFrom: null,
    limit: 'It does not open a disabled region: exemptions do not apply inside a disabled region.',
  },
  {
    id: 'disabledServices',
    name: 'Disabled Services',
    categories: ['iamUsersAndRoles', 'singleSignOnUsers'],
    topLevelOnly: false,
    exemptsFrom: null,
    limit: 'It does not open a disabled service: disabling a service blocks even exempted identities.',
  },
  {
    id: 'protectedServices',
    name: 'Protected Services',
    categories: ['iamUsersAndRoles', 'singleSignOnUsers'],
    topLevelOnly: false,
    exemptsFrom: 'The sensitive permissions of protected services.',
  },
  {
    id: 'zombieDetection',
    name: 'Zombie Detection',
    categories: ['iamUsersAndRoles'],
    topLevelOnly: false,
    exemptsFrom: 'Zombie detection.',
  },
  {
    id: 'justInTime',
    name: 'Just-in-Time',
    categories: ['singleSignOnUsers'],
    topLevelOnly: false,
    exemptsFrom: 'Just-in-time (Permissions on Demand).',
  },
  {
    id: 'firewallTampering',
    name: 'Firewall Tampering Protections',
    categories: ['iamUsersAndRoles', 'singleSignOnUsers'],
    topLevelOnly: true,
    exemptsFrom: 'The protections that keep the firewall itself from being tampered with.',
  },
];

export function exemptionType(id: ExemptionTypeId): ExemptionTypeDef {
  return EXEMPTION_TYPES.find((t) => t.id === id) as ExemptionTypeDef;
}

/** One sentence per type stating where and for whom it may be used. */
export function exemptionTypeRule(def: ExemptionTypeDef): string {
  const who =
    def.categories.length === 2
      ? 'Any identity kind'
      : def.categories[0] === 'singleSignOnUsers'
        ? 'SSO users only'
        : 'IAM users and roles only';
  const where = def.topLevelOnly ? 'only at the top org level' : 'at any scope';
  return `${who}, ${where}.`;
}

// ---------------------------------------------------------------------------------------------------------------
// ARN patterns

export type ArnPatternCheck = { ok: true } | { ok: false; message: string };

/**
 * An ARN pattern: starts with "arn:", has the six colon-separated parts of an ARN, no spaces. `*` matches any run of
 * characters (also none) and `?` exactly one, e.g. arn:aws:iam::*:root for every root user.
 */
export function validateArnPattern(pattern: unknown): ArnPatternCheck {
  if (typeof pattern !== 'string' || pattern.trim() === '') {
    return { ok: false, message: 'Enter an ARN pattern, for example arn:aws:iam::*:root.' };
  }
  if (/\s/.test(pattern)) return { ok: false, message: 'An ARN pattern contains no spaces.' };
  if (!pattern.startsWith('arn:')) return { ok: false, message: 'An ARN pattern starts with "arn:".' };
  if (pattern.split(':').length < 6) {
    return {
      ok: false,
      message: 'An ARN has six parts separated by colons: arn:partition:service:region:account:resource.',
    };
  }
  return { ok: true };
}

/**
 * Wildcard match of a whole ARN against a pattern (`*` any run, `?` one character), case-sensitive. Iterative with
 * backtracking to the last star, so a pattern of many stars cannot blow up.
 */
export function arnMatches(pattern: string, arn: string): boolean {
  let p = 0;
  let a = 0;
  let star = -1;
  let mark = 0;
  while (a < arn.length) {
    if (p < pattern.length && pattern[p] === '*') {
      star = p;
      mark = a;
      p += 1;
    } else if (p < pattern.length && (pattern[p] === '?' || pattern[p] === arn[a])) {
      p += 1;
      a += 1;
    } else if (star !== -1) {
      p = star + 1;
      mark += 1;
      a = mark;
    } else {
      return false;
    }
  }
  while (p < pattern.length && pattern[p] === '*') p += 1;
  return p === pattern.length;
}

/** IAM user or role from an IAM ARN; null when the ARN does not say (SSO users are chosen by hand). */
export function inferIdentityKind(arn: string): IdentityKindId | null {
  if (/^arn:[^:]+:iam::[^:]*:user\//.test(arn)) return 'iamUser';
  if (/^arn:[^:]+:iam::[^:]*:role\//.test(arn)) return 'iamRole';
  return null;
}

export function categoryOf(kind: IdentityKindId): IdentityCategory {
  return kind === 'ssoUser' ? 'singleSignOnUsers' : 'iamUsersAndRoles';
}

// ---------------------------------------------------------------------------------------------------------------
// Exemptions and their rules

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

// ---------------------------------------------------------------------------------------------------------------
// Access decision where exemptions meet controls

export type ControlAtAction = 'none' | 'protectedService' | 'disabledService' | 'disabledRegion';

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

// ---------------------------------------------------------------------------------------------------------------
// Automatic revocation of unused exemptions

export function revocationMessage(identityName: string, service: string, account: string, days: number): string {
  return `the exemption for identity ${identityName} on ${service} in ${account} has been revoked due to ${days} days of inactivity`;
}

export interface RevocationInput {
  identityName: string;
  service: string;
  account: string;
  /** Scope of the exemption; at the root scope it is never revoked automatically. */
  scope: string;
  lastUsedAt: number;
  /** Time of the nightly check. */
  checkAt: number;
  /** The Automatically Revoke Exemptions setting (the spec states no default, so it must be given). */
  enabled: boolean;
  thresholdDays?: number;
}

export type RevocationResult = { revoke: false; why: string } | { revoke: true; message: string };

/** The nightly check for one exemption. */
export function checkRevocation(input: RevocationInput): RevocationResult {
  const days = input.thresholdDays ?? DEFAULT_SETTINGS.excessivePrivilegeThresholdDays;
  if (!input.enabled) return { revoke: false, why: 'Automatically Revoke Exemptions is off.' };
  const scope = parseScope(input.scope);
  if (scope.ok && scope.level === 'root') {
    return { revoke: false, why: 'Exemptions at the root scope (global exemptions) are never revoked automatically.' };
  }
  if (input.checkAt - input.lastUsedAt < days * DAY_MS) {
    return { revoke: false, why: `Used within the last ${days} days.` };
  }
  return { revoke: true, message: revocationMessage(input.identityName, input.service, input.account, days) };
}

/** The threshold is crossed at `earliest`; the nightly check revokes by `latest` (up to 24 hours later). */
export function revocationWindow(lastUsedAt: number, thresholdDays = DEFAULT_SETTINGS.excessivePrivilegeThresholdDays): {
  earliest: number;
  latest: number;
} {
  const earliest = lastUsedAt + thresholdDays * DAY_MS;
  return { earliest, latest: earliest + REVOCATION_CHECK_LAG_MS };
}

/** Example exemptions for the tester, built on the two patterns the docs mention (root wildcard, stack-set roles). */
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
