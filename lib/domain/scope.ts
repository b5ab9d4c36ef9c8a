// Scope paths: aws/{organization}/{ou}/{account}, azure/{tenant}/{management-group}/{subscription},
// gcp/{gcp-organization}/{folder}/{project}. A scope is the top of an organization (root or management account),
// an OU-like level, or a single account-like level.

export type CloudType = 'aws' | 'azure' | 'gcp';
export type ScopeLevel = 'root' | 'ou' | 'account';

export interface Scope {
  cloud: CloudType;
  /** One to three names below the cloud: organization, then OU, then account (or their Azure and GCP peers). */
  segments: string[];
}

export interface ScopeError {
  ok: false;
  reason: 'empty' | 'unknown-cloud' | 'too-short' | 'too-deep' | 'empty-segment' | 'bad-segment';
  message: string;
}

export type ParsedScope = { ok: true; scope: Scope; level: ScopeLevel } | ScopeError;

export const CLOUD_TYPES: readonly CloudType[] = ['aws', 'azure', 'gcp'];

/** What each level is called in each cloud, top down. */
export const LEVEL_NAMES: Record<CloudType, readonly [string, string, string]> = {
  aws: ['organization', 'organizational unit', 'account'],
  azure: ['tenant', 'management group', 'subscription'],
  gcp: ['organization', 'folder', 'project'],
};

/** The path template of each cloud, as the docs write it. */
export const SCOPE_TEMPLATES: Record<CloudType, string> = {
  aws: 'aws/{organization}/{organizational unit}/{account}',
  azure: 'azure/{tenant}/{management-group}/{subscription}',
  gcp: 'gcp/{gcp-organization}/{folder}/{project}',
};

const LEVELS: readonly ScopeLevel[] = ['root', 'ou', 'account'];

export const LEVEL_LABELS: Record<ScopeLevel, string> = {
  root: 'Root or management account (top of the organization)',
  ou: 'Organizational unit (or management group, or folder)',
  account: 'Individual account (or subscription, or project)',
};

function isCloud(value: string): value is CloudType {
  return (CLOUD_TYPES as readonly string[]).includes(value);
}

/** A segment is one name: not empty, no slash, no surrounding spaces, no control characters. */
export function segmentProblem(segment: string): string | null {
  if (segment.length === 0) return 'is empty';
  if (segment.includes('/')) return 'contains a slash';
  if (segment.trim() !== segment) return 'starts or ends with a space';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(segment)) return 'contains a control character';
  return null;
}

export function parseScope(input: unknown): ParsedScope {
  if (typeof input !== 'string' || input.trim() === '') {
    return { ok: false, reason: 'empty', message: 'Enter a scope path such as aws/{organization}/{ou}/{account}.' };
  }
  const parts = input.split('/');
  const cloud = parts[0];
  if (!isCloud(cloud)) {
    const hint = isCloud(cloud.trim().toLowerCase())
      ? ` Write the cloud in lower case: "${cloud.trim().toLowerCase()}".`
      : '';
    return {
      ok: false,
      reason: 'unknown-cloud',
      message: `A scope starts with aws, azure or gcp, not "${cloud}".${hint}`,
    };
  }
  const segments = parts.slice(1);
  if (segments.length === 0 || (segments.length === 1 && segments[0] === '')) {
    return {
      ok: false,
      reason: 'too-short',
      message: `Add the ${LEVEL_NAMES[cloud][0]} after "${cloud}/": ${SCOPE_TEMPLATES[cloud]}.`,
    };
  }
  if (segments.length > 3) {
    return {
      ok: false,
      reason: 'too-deep',
      message: `A ${cloud} scope has at most three names after the cloud: ${SCOPE_TEMPLATES[cloud]}.`,
    };
  }
  for (let i = 0; i < segments.length; i += 1) {
    const problem = segmentProblem(segments[i]);
    if (problem) {
      const what = LEVEL_NAMES[cloud][i];
      return {
        ok: false,
        reason: segments[i] === '' ? 'empty-segment' : 'bad-segment',
        message: `The ${what} name ${problem}.`,
      };
    }
  }
  return { ok: true, scope: { cloud, segments }, level: LEVELS[segments.length - 1] };
}

export function formatScope(scope: Scope): string {
  return [scope.cloud, ...scope.segments].join('/');
}

export function scopeLevel(scope: Scope): ScopeLevel {
  return LEVELS[Math.min(Math.max(scope.segments.length, 1), 3) - 1];
}

/** The scope one level up, or null at the top of the organization. */
export function parentScope(scope: Scope): Scope | null {
  return scope.segments.length <= 1 ? null : { cloud: scope.cloud, segments: scope.segments.slice(0, -1) };
}

/** True when `outer` is `inner` or one of its ancestors. */
export function scopeContains(outer: Scope, inner: Scope): boolean {
  if (outer.cloud !== inner.cloud || outer.segments.length > inner.segments.length) return false;
  return outer.segments.every((s, i) => inner.segments[i] === s);
}

/** String form of scopeContains; false when either path does not parse. */
export function scopePathContains(outer: string, inner: string): boolean {
  const a = parseScope(outer);
  const b = parseScope(inner);
  return a.ok && b.ok && scopeContains(a.scope, b.scope);
}


export interface ScopeExplanation {
  cloud: CloudType;
  level: ScopeLevel;
  levelLabel: string;
  parts: { name: string; value: string }[];
  parent: string | null;
}

/** Parsed scope in words, for the scope checker. */
export function explainScope(scope: Scope): ScopeExplanation {
  const level = scopeLevel(scope);
  const parent = parentScope(scope);
  return {
    cloud: scope.cloud,
    level,
    levelLabel: LEVEL_LABELS[level],
    parts: scope.segments.map((value, i) => ({ name: LEVEL_NAMES[scope.cloud][i], value })),
    parent: parent ? formatScope(parent) : null,
  };
}
