// Scope paths: aws/{organization}/{organizational unit}/{account}, azure/{tenant}/{management-group}/{subscription},
// gcp/{gcp-organization}/{folder}/{project}. A scope is the top of an organization (root or management account), an
// OU (or its Azure and GCP peers), or an individual account.

export type CloudType = 'aws' | 'azure' | 'gcp';
export type ScopeLevel = 'root' | 'ou' | 'account';

export interface Scope {
  cloud: CloudType;
  /** One to three names below the cloud, in the order of the path template. */
  segments: string[];
}

export type ParsedScope = { ok: true; scope: Scope; level: ScopeLevel } | { ok: false; message: string };

export const CLOUD_TYPES: readonly CloudType[] = ['aws', 'azure', 'gcp'];

/** The path template of each cloud, as the docs write it. */
export const SCOPE_TEMPLATES: Record<CloudType, string> = {
  aws: 'aws/{organization}/{organizational unit}/{account}',
  azure: 'azure/{tenant}/{management-group}/{subscription}',
  gcp: 'gcp/{gcp-organization}/{folder}/{project}',
};

/** The names of a template, top down: organization, organizational unit, account (or their peers). */
function levelNames(cloud: CloudType): string[] {
  return [...SCOPE_TEMPLATES[cloud].matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
}

const LEVELS: readonly ScopeLevel[] = ['root', 'ou', 'account'];

function isCloud(value: string): value is CloudType {
  return (CLOUD_TYPES as readonly string[]).includes(value);
}

/** A path of one of the three templates; never throws. */
export function parseScope(input: unknown): ParsedScope {
  if (typeof input !== 'string' || input.trim() === '') return { ok: false, message: `Enter a scope path such as ${SCOPE_TEMPLATES.aws}.` };
  const [cloud, ...segments] = input.split('/');
  if (!isCloud(cloud)) return { ok: false, message: `A scope path starts with aws, azure or gcp: ${SCOPE_TEMPLATES.aws}.` };
  const names = levelNames(cloud);
  if (segments.length === 0 || segments.length > names.length) return { ok: false, message: `A ${cloud} scope path has the form ${SCOPE_TEMPLATES[cloud]}.` };
  const empty = segments.findIndex((s) => s.trim() === '');
  if (empty >= 0) return { ok: false, message: `The ${names[empty]} name is missing: ${SCOPE_TEMPLATES[cloud]}.` };
  return { ok: true, scope: { cloud, segments }, level: LEVELS[segments.length - 1] };
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
