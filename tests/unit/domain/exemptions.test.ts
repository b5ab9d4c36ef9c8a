// Exempted identities: the six types and their rules, `*` wildcard patterns, what the tester checks (MATCH_CHECKS) and
// the outcome of an action (ACCESS_OUTCOMES).
import fc from 'fast-check';
import {
  ACCESS_OUTCOMES,
  arnMatches,
  decideAccess,
  EXAMPLE_EXEMPTIONS,
  EXEMPTION_RULES,
  EXEMPTION_TYPES,
  exemptionType,
  MATCH_CHECKS,
  matchExemptions,
  SAME_SCOPE_ONLY,
  validateArnPattern,
  validateExemption,
  type Exemption,
} from '@/lib/domain';

describe('exemption types', () => {
  it('are the six of the docs', () => {
    expect(EXEMPTION_TYPES.map((t) => t.name)).toEqual([
      'Disabled Regions',
      'Disabled Services',
      'Protected Services',
      'Zombie Detection',
      'Just-in-Time',
      'Firewall Tampering Protections',
    ]);
  });

  const base = { arnPattern: 'arn:aws:iam::*:root', category: 'iamUsersAndRoles' as const, scope: 'aws/org' };

  it('Firewall Tampering Protections only at the top org level', () => {
    expect(validateExemption({ ...base, types: ['firewallTampering'] })).toEqual([]);
    expect(validateExemption({ ...base, scope: 'aws/org/ou', types: ['firewallTampering'] })).toEqual([
      { field: 'types', message: EXEMPTION_RULES['tampering-top-only'] },
    ]);
  });

  it('Just-in-Time only for SSO users; Zombie Detection only for IAM users and roles', () => {
    expect(validateExemption({ ...base, types: ['justInTime'] })).toEqual([{ field: 'types', message: EXEMPTION_RULES['jit-sso-only'] }]);
    expect(validateExemption({ ...base, category: 'singleSignOnUsers', types: ['justInTime'] })).toEqual([]);
    expect(validateExemption({ ...base, category: 'singleSignOnUsers', types: ['zombieDetection'] })).toEqual([
      { field: 'types', message: EXEMPTION_RULES['zombie-iam-only'] },
    ]);
  });

  it('needs a type, a pattern and a valid scope', () => {
    const problems = validateExemption({ arnPattern: ' ', category: 'iamUsersAndRoles', scope: 'aws', types: [] });
    expect(problems.map((p) => p.field).sort()).toEqual(['arnPattern', 'scope', 'types']);
    expect(problems.find((p) => p.field === 'types')?.message).toBe(EXEMPTION_RULES['choose-type']);
  });

  it('the example exemptions are valid: the root wildcard at the top, stack-set execution roles', () => {
    for (const { id: _id, ...ex } of EXAMPLE_EXEMPTIONS) expect(validateExemption(ex)).toEqual([]);
  });
});

describe('ARN patterns: `*` is the only wildcard', () => {
  it.each([
    ['arn:aws:iam::*:root', 'arn:aws:iam::123456789012:root', true],
    ['arn:aws:iam::*:root', 'arn:aws:iam::123456789012:user/root', false],
    ['arn:aws:iam::*:role/stacksets-exec-*', 'arn:aws:iam::111122223333:role/stacksets-exec-abc', true],
    ['arn:aws:iam::*:role/stacksets-exec-*', 'arn:aws:iam::111122223333:role/other', false],
    ['arn:aws:iam::12345678901?:user/a', 'arn:aws:iam::123456789012:user/a', false],
    ['arn:aws:iam::12345678901?:user/a', 'arn:aws:iam::12345678901?:user/a', true],
    ['arn:aws:iam::*:user/A', 'arn:aws:iam::1:user/a', false],
    ['arn:aws:iam::*:user/a.b', 'arn:aws:iam::1:user/aXb', false],
    ['arn:aws:iam::*:user/(a|b)', 'arn:aws:iam::1:user/(a|b)', true],
  ])('%s vs %s -> %s', (pattern, arn, expected) => {
    expect(arnMatches(pattern, arn)).toBe(expected);
  });

  it('needs a pattern', () => {
    expect(validateArnPattern('arn:aws:iam::*:root').ok).toBe(true);
    for (const junk of ['', '   ', 42, null]) expect(validateArnPattern(junk).ok).toBe(false);
  });

  it('property: agrees with a reference regular expression in which `?` is a literal', () => {
    const toRegex = (p: string) => new RegExp(`^${p.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[\\s\\S]*')}$`);
    fc.assert(
      fc.property(fc.stringMatching(/^[ab*?]{0,8}$/), fc.stringMatching(/^[ab?]{0,8}$/), (pattern, arn) => {
        expect(arnMatches(pattern, arn)).toBe(toRegex(pattern).test(arn));
      }),
      { numRuns: 1000 },
    );
  });

  it('property: a pattern without `*` matches exactly itself; `*` matches everything', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.string({ maxLength: 30 }), (a, b) => {
        const plain = a.replace(/\*/g, '');
        expect(arnMatches(plain, b)).toBe(plain === b);
        expect(arnMatches('*', b)).toBe(true);
        expect(arnMatches(`${plain}*`, plain + b)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('answers on many stars: one pass with backtracking to the last star, never a search over every split', () => {
    // Backtracking over every way to split 5,000 characters among 200 stars would not end; this returns at once.
    expect(arnMatches(`${'*a'.repeat(200)}b`, 'a'.repeat(5000))).toBe(false);
    expect(arnMatches(`${'*a'.repeat(200)}b`, `${'a'.repeat(5000)}b`)).toBe(true);
  });
});

describe('matching exemptions (MATCH_CHECKS)', () => {
  const labels = Object.values(MATCH_CHECKS).map((c) => c.split(':')[0]);

  it('checks pattern, kind, scope and types, in that order, under their rule names', () => {
    expect(labels).toEqual(['ARN pattern', 'Identity kind', 'Scope', 'Exemption types']);
    const [m] = matchExemptions({ arn: 'arn:aws:iam::1:root', kind: 'iamUser', scope: 'aws/example-org/ou/1' }, EXAMPLE_EXEMPTIONS);
    expect(m.checks.map((c) => c.label)).toEqual(labels);
  });

  it('says which exemptions cover an identity at its own scope and why', () => {
    const [root, stackset] = matchExemptions(
      { arn: 'arn:aws:iam::111122223333:role/stacksets-exec-1', kind: 'iamRole', scope: 'aws/example-org/example-ou' },
      EXAMPLE_EXEMPTIONS,
    );
    expect(root.covers).toBe('no');
    expect(root.checks[0].passed).toBe(false);
    expect(stackset.covers).toBe('yes');
    expect(stackset.appliesAs).toEqual(['protectedServices']);
  });

  it('does not cover identities outside the scope or of the other kind', () => {
    const ex: Exemption = { id: 'x', arnPattern: 'arn:*', category: 'singleSignOnUsers', scope: 'aws/org/ou-a', types: ['justInTime'] };
    const [outside] = matchExemptions({ arn: 'arn:aws:sts::1:x', kind: 'ssoUser', scope: 'aws/org/ou-b/1' }, [ex]);
    expect(outside.covers).toBe('no');
    expect(outside.checks[2]).toMatchObject({ label: 'Scope', passed: false });
    const [iam] = matchExemptions({ arn: 'arn:aws:iam::1:user/a', kind: 'iamUser', scope: 'aws/org/ou-a' }, [ex]);
    expect(iam.checks[1]).toMatchObject({ label: 'Identity kind', passed: false });
    expect(iam.appliesAs).toEqual([]);
  });

  it('drops types their rules forbid (tampering below the top level)', () => {
    const ex: Exemption = {
      id: 'x',
      arnPattern: 'arn:*',
      category: 'iamUsersAndRoles',
      scope: 'aws/org/ou',
      types: ['firewallTampering', 'protectedServices'],
    };
    const [m] = matchExemptions({ arn: 'arn:aws:iam::1:user/a', kind: 'iamUser', scope: 'aws/org/ou' }, [ex]);
    expect(m.covers).toBe('yes');
    expect(m.appliesAs).toEqual(['protectedServices']);
    expect(m.checks[3].detail).toMatch(/Firewall Tampering Protections/);
  });

  it('does not match an identity whose scope does not parse', () => {
    const [m] = matchExemptions({ arn: 'arn:aws:iam::1:root', kind: 'iamUser', scope: 'nowhere' }, EXAMPLE_EXEMPTIONS);
    expect(m.covers).toBe('no');
    expect(m.checks[2].detail).toMatch(/not valid/);
  });

  it('checks the same scope only: an exemption set higher up is not checked, and nothing is assumed about it', () => {
    const ex: Exemption = { id: 'x', arnPattern: 'arn:*', category: 'iamUsersAndRoles', scope: 'aws/org/ou', types: ['protectedServices'] };
    const [below] = matchExemptions({ arn: 'arn:aws:iam::1:user/a', kind: 'iamUser', scope: 'aws/org/ou/1' }, [ex]);
    expect(below).toMatchObject({ covers: 'unchecked', appliesAs: [] });
    expect(below.checks[2]).toMatchObject({ label: 'Scope', passed: null, detail: 'Set higher up, at aws/org/ou: not checked.' });
    // A failed check decides, whatever the scope: a wrong kind is "no" at any scope.
    const [wrongKind] = matchExemptions({ arn: 'arn:aws:iam::1:user/a', kind: 'ssoUser', scope: 'aws/org/ou/1' }, [ex]);
    expect(wrongKind.covers).toBe('no');
    const [same] = matchExemptions({ arn: 'arn:aws:iam::1:user/a', kind: 'iamUser', scope: 'aws/org/ou' }, [ex]);
    expect(same.covers).toBe('yes');
    expect(SAME_SCOPE_ONLY).toBe("This tester checks exemptions set at the identity's own scope only, not those set higher up.");
  });
});

describe('access decisions (ACCESS_OUTCOMES): the two disabled-control rules, and no others', () => {
  it('gives each outcome its rule message', () => {
    expect(decideAccess({ region: 'disabled', service: 'enabled' })).toEqual({
      allowed: false,
      outcome: 'blocked',
      message: ACCESS_OUTCOMES['region-disabled'],
    });
    expect(decideAccess({ region: 'enabled', service: 'disabled' })).toEqual({
      allowed: false,
      outcome: 'blocked',
      message: ACCESS_OUTCOMES['service-disabled'],
    });
    expect(decideAccess({ region: 'enabled', service: 'enabled' })).toEqual({
      allowed: true,
      outcome: 'not-disabled',
      message: ACCESS_OUTCOMES['not-disabled'],
    });
    expect(Object.keys(ACCESS_OUTCOMES)).toEqual(['region-disabled', 'service-disabled', 'not-disabled']);
  });

  it('decides by the controls alone: no exemption type changes what a disabled region or service does', () => {
    fc.assert(
      fc.property(fc.constantFrom('enabled' as const, 'disabled' as const), fc.constantFrom('enabled' as const, 'disabled' as const), (region, service) => {
        const d = decideAccess({ region, service });
        expect(d.allowed).toBe(region === 'enabled' && service === 'enabled');
      }),
    );
    expect(decideAccess.length).toBe(1);
  });

  it('names no rule the docs do not give: no assumption, no sentence about rules meeting', () => {
    const said = [...Object.values(ACCESS_OUTCOMES), ...Object.values(MATCH_CHECKS), SAME_SCOPE_ONLY, ...EXEMPTION_TYPES.map((t) => t.note ?? '')].join(' ');
    expect(said).not.toMatch(/assum|rules? meet|meets the rule|Protected Services type/i);
    expect(exemptionType('disabledRegions')?.note).toBeNull();
    expect(exemptionType('disabledServices')?.note).toBeNull();
  });
});
