// Scope paths: aws/{organization}/{organizational unit}/{account} and the Azure and GCP peers; parsing and containment.
import fc from 'fast-check';
import { CLOUD_TYPES, parseScope, SCOPE_TEMPLATES, scopeContains, scopePathContains, type CloudType } from '@/lib/domain';

const ok = (path: string) => {
  const r = parseScope(path);
  if (!r.ok) throw new Error(r.message);
  return r;
};

describe('scope paths', () => {
  it('follow the three templates of the docs', () => {
    expect(CLOUD_TYPES).toEqual(['aws', 'azure', 'gcp']);
    expect(SCOPE_TEMPLATES).toEqual({
      aws: 'aws/{organization}/{organizational unit}/{account}',
      azure: 'azure/{tenant}/{management-group}/{subscription}',
      gcp: 'gcp/{gcp-organization}/{folder}/{project}',
    });
  });

  it.each([
    ['aws/org-1', 'aws', 'root'],
    ['aws/org-1/ou-a', 'aws', 'ou'],
    ['aws/org-1/ou-a/123456789012', 'aws', 'account'],
    ['azure/tenant/mg/subscription', 'azure', 'account'],
    ['gcp/org/folder', 'gcp', 'ou'],
  ])('parses %s', (path, cloud, level) => {
    const r = ok(path);
    expect(r.scope.cloud).toBe(cloud);
    expect(r.level).toBe(level);
    expect([r.scope.cloud, ...r.scope.segments].join('/')).toBe(path);
  });

  it.each([
    ['', /Enter a scope path/],
    ['   ', /Enter a scope path/],
    ['oci/x', /starts with aws, azure or gcp/],
    ['AWS/org', /starts with aws, azure or gcp/],
    ['aws', /has the form aws\/\{organization\}/],
    ['aws/org/ou/account/extra', /has the form/],
    ['aws/', /organization name is missing/],
    ['aws/org//acct', /organizational unit name is missing/],
    ['gcp/org/ /p', /folder name is missing/],
  ])('refuses %j with a message naming the template', (path, message) => {
    const r = parseScope(path);
    expect(!r.ok && r.message).toMatch(message);
  });

  it('never throws on non-strings', () => {
    for (const v of [undefined, null, 42, {}, []]) expect(parseScope(v).ok).toBe(false);
  });

  it('contains itself and what lies beneath it, within one cloud', () => {
    const account = ok('aws/org/ou/acct').scope;
    const ou = ok('aws/org/ou').scope;
    expect(scopeContains(ou, account)).toBe(true);
    expect(scopeContains(account, ou)).toBe(false);
    expect(scopeContains(account, account)).toBe(true);
    expect(scopePathContains('aws/org', 'aws/org/ou/acct')).toBe(true);
    expect(scopePathContains('aws/org', 'aws/org2/ou')).toBe(false);
    expect(scopePathContains('aws/org', 'azure/org/ou')).toBe(false);
    expect(scopePathContains('aws/org/ou', 'aws/org/ou-2')).toBe(false);
    expect(scopePathContains('nowhere', 'aws/org')).toBe(false);
  });

  const segment = fc.string({ minLength: 1, maxLength: 12 }).filter((s) => !s.includes('/') && s.trim() !== '');
  const arbScope = fc.record({ cloud: fc.constantFrom<CloudType>('aws', 'azure', 'gcp'), segments: fc.array(segment, { minLength: 1, maxLength: 3 }) });
  const format = (s: { cloud: CloudType; segments: string[] }) => [s.cloud, ...s.segments].join('/');

  it('property: every path of one to three names parses back to itself, at its level', () => {
    fc.assert(
      fc.property(arbScope, (scope) => {
        const r = parseScope(format(scope));
        expect(r.ok).toBe(true);
        if (r.ok) {
          expect(r.scope).toEqual(scope);
          expect(r.level).toBe(['root', 'ou', 'account'][scope.segments.length - 1]);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('property: a scope contains each of its descendants and none of its strict ancestors', () => {
    fc.assert(
      fc.property(arbScope, fc.array(segment, { minLength: 1, maxLength: 2 }), (scope, more) => {
        const child = { cloud: scope.cloud, segments: [...scope.segments, ...more].slice(0, 3) };
        expect(scopeContains(scope, child)).toBe(true);
        if (child.segments.length > scope.segments.length) expect(scopeContains(child, scope)).toBe(false);
      }),
    );
  });
});
