// Exempted identities: the six types and their rules, `*` wildcard patterns, what the tester checks (MATCH_CHECKS) and
// the outcome of an action (ACCESS_OUTCOMES).
import fc from 'fast-check';
import {
  ACCESS_OUTCOMES,
  ASSUMPTIONS,
  arnMatches,
  decideAccess,
  EXAMPLE_EXEMPTIONS,
  EXEMPTION_RULES,
  EXEMPTION_TYPES,
  exemptionType,
  MATCH_CHECKS,
  matchExemptions,
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

  it('says which exemptions cover an identity and why', () => {
    const [root, stackset] = matchExemptions(
      { arn: 'arn:aws:iam::111122223333:role/stacksets-exec-1', kind: 'iamRole', scope: 'aws/example-org/example-ou/acct' },
      EXAMPLE_EXEMPTIONS,
    );
    expect(root.matches).toBe(false);
    expect(root.checks[0].passed).toBe(false);
    expect(stackset.matches).toBe(true);
    expect(stackset.appliesAs).toEqual(['protectedServices']);
  });

  it('does not cover identities outside the scope or of the other kind', () => {
    const ex: Exemption = { id: 'x', arnPattern: 'arn:*', category: 'singleSignOnUsers', scope: 'aws/org/ou-a', types: ['justInTime'] };
    const [outside] = matchExemptions({ arn: 'arn:aws:sts::1:x', kind: 'ssoUser', scope: 'aws/org/ou-b/1' }, [ex]);
    expect(outside.matches).toBe(false);
    expect(outside.checks[2]).toMatchObject({ label: 'Scope', passed: false });
    const [iam] = matchExemptions({ arn: 'arn:aws:iam::1:user/a', kind: 'iamUser', scope: 'aws/org/ou-a/1' }, [ex]);
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
    const [m] = matchExemptions({ arn: 'arn:aws:iam::1:user/a', kind: 'iamUser', scope: 'aws/org/ou/1' }, [ex]);
    expect(m.matches).toBe(true);
    expect(m.appliesAs).toEqual(['protectedServices']);
    expect(m.checks[3].detail).toMatch(/Firewall Tampering Protections/);
  });

  it('does not match an identity whose scope does not parse', () => {
    const [m] = matchExemptions({ arn: 'arn:aws:iam::1:root', kind: 'iamUser', scope: 'nowhere' }, EXAMPLE_EXEMPTIONS);
    expect(m.matches).toBe(false);
    expect(m.checks[2].detail).toMatch(/not valid/);
  });
});

describe('access decisions (ACCESS_OUTCOMES)', () => {
  const anyTypes = fc.subarray(EXEMPTION_TYPES.map((t) => t.id));
  const service = fc.constantFrom('unprotected' as const, 'protected' as const, 'disabled' as const);
  const outcome = (allowed: boolean | null, o: string, id: keyof typeof ACCESS_OUTCOMES, assumed: string[] = []) => ({
    allowed,
    outcome: o,
    message: ACCESS_OUTCOMES[id],
    assumed,
  });

  it('gives each outcome its rule message', () => {
    expect(decideAccess({ region: 'disabled', service: 'protected' }, ['protectedServices'])).toEqual(outcome(false, 'blocked', 'region-disabled'));
    expect(decideAccess({ region: 'enabled', service: 'disabled' }, ['protectedServices'])).toEqual(outcome(false, 'blocked', 'service-disabled'));
    expect(decideAccess({ region: 'enabled', service: 'protected' }, ['protectedServices'])).toEqual(
      outcome(true, 'exempt', 'exempt', ['protected-services-type']),
    );
    expect(decideAccess({ region: 'enabled', service: 'protected' }, [])).toEqual(outcome(false, 'pod', 'pod-request'));
    expect(decideAccess({ region: 'enabled', service: 'unprotected' }, [])).toEqual(outcome(true, 'allowed', 'no-control'));
  });

  it('shows both facts and decides nothing where a Disabled Regions or Disabled Services exemption meets that control', () => {
    const region = decideAccess({ region: 'disabled', service: 'unprotected' }, ['disabledRegions']);
    expect(region).toEqual(outcome(null, 'both-facts', 'region-disabled-type'));
    expect(region.message).toMatch(/exemptions do not apply inside a disabled region, and Disabled Regions is one of the exemption types/);
    const svc = decideAccess({ region: 'enabled', service: 'disabled' }, ['disabledServices']);
    expect(svc).toEqual(outcome(null, 'both-facts', 'service-disabled-type'));
    expect(svc.message).toMatch(/blocks even exempted identities, and Disabled Services is one of the exemption types/);
    expect(exemptionType('disabledRegions')?.note).toMatch(/exemptions do not apply inside a disabled region/);
    expect(exemptionType('disabledServices')?.note).toMatch(/disabling a service blocks even exempted identities/);
    for (const message of [region.message, svc.message]) expect(message).toMatch(/Ask Bulwark support which one applies/);
  });

  it('property: a disabled region blocks every identity without a Disabled Regions exemption', () => {
    fc.assert(
      fc.property(service, anyTypes, (s, types) => {
        const d = decideAccess({ region: 'disabled', service: s }, types);
        expect(d).toMatchObject(types.includes('disabledRegions') ? { allowed: null, outcome: 'both-facts' } : { allowed: false, outcome: 'blocked' });
      }),
    );
  });

  it('property: a disabled service blocks every identity without a Disabled Services exemption, and raises no PoD request', () => {
    fc.assert(
      fc.property(anyTypes, (types) => {
        const d = decideAccess({ region: 'enabled', service: 'disabled' }, types);
        expect(d).toMatchObject(types.includes('disabledServices') ? { allowed: null, outcome: 'both-facts' } : { allowed: false, outcome: 'blocked' });
      }),
    );
  });

  it('property: through a protection, the tester flags its assumption whenever an exemption is involved', () => {
    fc.assert(
      fc.property(anyTypes, (types) => {
        const d = decideAccess({ region: 'enabled', service: 'protected' }, types);
        expect(d.allowed).toBe(types.includes('protectedServices'));
        expect(d.outcome).toBe(types.includes('protectedServices') ? 'exempt' : 'pod');
        expect(d.assumed).toEqual(types.length > 0 ? ['protected-services-type'] : []);
      }),
    );
  });

  it('flags the scope assumption only for an identity beneath the exemption scope', () => {
    const ex: Exemption = { id: 'x', arnPattern: 'arn:*', category: 'iamUsersAndRoles', scope: 'aws/org/ou', types: ['protectedServices'] };
    const [below] = matchExemptions({ arn: 'arn:aws:iam::1:user/a', kind: 'iamUser', scope: 'aws/org/ou/1' }, [ex]);
    expect(below.assumed).toEqual(['scope-beneath']);
    // The flags sit with the answer, above the rows: the row points there, not below.
    expect(below.checks[2].detail).toMatch(/an assumption of this tester, flagged with the answer/);
    const [same] = matchExemptions({ arn: 'arn:aws:iam::1:user/a', kind: 'iamUser', scope: 'aws/org/ou' }, [ex]);
    expect(same.assumed).toEqual([]);
    // Each flag speaks of the tester's own assumption, never of where a fact came from.
    expect(ASSUMPTIONS['scope-beneath']).toMatch(/^This tester assumes that an exemption also covers the scopes beneath its own/);
    expect(ASSUMPTIONS['protected-services-type']).toMatch(/^This tester assumes that only an exemption of the Protected Services type/);
  });
});
