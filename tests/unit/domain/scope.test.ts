import fc from 'fast-check';
import {
  explainScope,
  formatScope,
  parentScope,
  parseScope,
  scopeContains,
  scopeLevel,
  type CloudType,
  type Scope,
} from '@/lib/domain';

const ok = (path: string) => {
  const r = parseScope(path);
  if (!r.ok) throw new Error(r.message);
  return r;
};

describe('scope paths', () => {
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
    expect(formatScope(r.scope)).toBe(path);
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['oci/x', 'unknown-cloud'],
    ['AWS/org', 'unknown-cloud'],
    ['aws', 'too-short'],
    ['aws/', 'too-short'],
    ['aws/org/ou/account/extra', 'too-deep'],
    ['aws/org//acct', 'empty-segment'],
    ['aws/org/ou/', 'empty-segment'],
    ['aws/ org', 'bad-segment'],
  ])('refuses %j (%s) with a message', (path, reason) => {
    const r = parseScope(path);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.reason).toBe(reason);
      expect(r.message.length).toBeGreaterThan(10);
    }
  });

  it('hints at lower case for an upper-case cloud', () => {
    const r = parseScope('AWS/org');
    expect(!r.ok && r.message).toMatch(/lower case/);
  });

  it('never throws on non-strings', () => {
    for (const v of [undefined, null, 42, {}, []]) expect(parseScope(v).ok).toBe(false);
  });

  it('knows parents and containment', () => {
    const account = ok('aws/org/ou/acct').scope;
    const ou = parentScope(account) as Scope;
    expect(formatScope(ou)).toBe('aws/org/ou');
    expect(formatScope(parentScope(ou) as Scope)).toBe('aws/org');
    expect(parentScope(ok('aws/org').scope)).toBeNull();
    expect(scopeContains(ou, account)).toBe(true);
    expect(scopeContains(account, ou)).toBe(false);
    expect(scopeContains(account, account)).toBe(true);
  });

  it('explains a scope level by level in the words of its cloud', () => {
    const e = explainScope(ok('gcp/my-org/folder-1/project-x').scope);
    expect(e.parts.map((p) => p.name)).toEqual(['organization', 'folder', 'project']);
    expect(e.parent).toBe('gcp/my-org/folder-1');
    expect(e.level).toBe('account');
  });

  const segment = fc
    .string({ minLength: 1, maxLength: 12 })
    .filter((s) => !s.includes('/') && s.trim() === s && !/[\u0000-\u001f\u007f]/.test(s));
  const arbScope = fc.record({
    cloud: fc.constantFrom<CloudType>('aws', 'azure', 'gcp'),
    segments: fc.array(segment, { minLength: 1, maxLength: 3 }),
  });

  it('property: parse(format(scope)) is the identity', () => {
    fc.assert(
      fc.property(arbScope, (scope) => {
        const r = parseScope(formatScope(scope));
        expect(r.ok).toBe(true);
        if (r.ok) {
          expect(r.scope).toEqual(scope);
          expect(r.level).toBe(scopeLevel(scope));
        }
      }),
      { numRuns: 500 },
    );
  });

  it('property: format(parse(path)) gives the path back whenever it parses', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (path) => {
        const r = parseScope(path);
        if (r.ok) expect(formatScope(r.scope)).toBe(path);
      }),
      { numRuns: 500 },
    );
  });

  it('property: a scope contains each of its descendants and its parent contains it', () => {
    fc.assert(
      fc.property(arbScope, fc.array(segment, { maxLength: 2 }), (scope, more) => {
        const child = { cloud: scope.cloud, segments: [...scope.segments, ...more].slice(0, 3) };
        if (child.segments.length >= scope.segments.length) expect(scopeContains(scope, child)).toBe(true);
        const parent = parentScope(scope);
        if (parent) expect(scopeContains(parent, scope)).toBe(true);
      }),
    );
  });
});
