import fc from 'fast-check';
import {
  arnMatches,
  checkRevocation,
  DAY_MS,
  decideAccess,
  EXAMPLE_EXEMPTIONS,
  EXEMPTION_TYPES,
  exemptionTypeRule,
  HOUR_MS,
  inferIdentityKind,
  matchExemptions,
  revocationMessage,
  revocationWindow,
  validateArnPattern,
  validateExemption,
  type Exemption,
} from '@/lib/domain';

describe('exemption types', () => {
  it('are the six of the spec with their rules', () => {
    expect(EXEMPTION_TYPES.map((t) => t.name)).toEqual([
      'Disabled Regions',
      'Disabled Services',
      'Protected Services',
      'Zombie Detection',
      'Just-in-Time',
      'Firewall Tampering Protections',
    ]);
    const rule = (name: string) => exemptionTypeRule(EXEMPTION_TYPES.find((t) => t.name === name)!);
    expect(rule('Just-in-Time')).toBe('SSO users only, at any scope.');
    expect(rule('Zombie Detection')).toBe('IAM users and roles only, at any scope.');
    expect(rule('Firewall Tampering Protections')).toBe('Any identity kind, only at the top org level.');
  });

  const base = { arnPattern: 'arn:aws:iam::*:root', category: 'iamUsersAndRoles' as const, scope: 'aws/org' };

  it('Firewall Tampering Protections only at the top org level', () => {
    expect(validateExemption({ ...base, types: ['firewallTampering'] })).toEqual([]);
    expect(validateExemption({ ...base, scope: 'aws/org/ou', types: ['firewallTampering'] })[0].message).toMatch(
      /top org level/,
    );
  });

  it('Just-in-Time only for SSO users; Zombie Detection only for IAM users and roles', () => {
    expect(validateExemption({ ...base, types: ['justInTime'] })[0].message).toMatch(/SSO users only/);
    expect(validateExemption({ ...base, category: 'singleSignOnUsers', types: ['justInTime'] })).toEqual([]);
    expect(validateExemption({ ...base, category: 'singleSignOnUsers', types: ['zombieDetection'] })[0].message).toMatch(
      /IAM users and roles only/,
    );
  });

  it('needs a type, a valid pattern and a valid scope', () => {
    const problems = validateExemption({ arnPattern: 'role/x', category: 'iamUsersAndRoles', scope: 'aws', types: [] });
    expect(problems.map((p) => p.field).sort()).toEqual(['arnPattern', 'scope', 'types']);
  });
});

describe('ARN patterns', () => {
  it.each([
    ['arn:aws:iam::*:root', 'arn:aws:iam::123456789012:root', true],
    ['arn:aws:iam::*:root', 'arn:aws:iam::123456789012:user/root', false],
    ['arn:aws:iam::*:role/stacksets-exec-*', 'arn:aws:iam::111122223333:role/stacksets-exec-abc', true],
    ['arn:aws:iam::*:role/stacksets-exec-*', 'arn:aws:iam::111122223333:role/other', false],
    ['arn:aws:iam::12345678901?:user/a', 'arn:aws:iam::123456789012:user/a', true],
    ['arn:aws:iam::*:user/A', 'arn:aws:iam::1:user/a', false],
    ['arn:aws:iam::*:user/a.b', 'arn:aws:iam::1:user/aXb', false],
    ['arn:aws:iam::*:user/(a|b)', 'arn:aws:iam::1:user/(a|b)', true],
  ])('%s vs %s -> %s', (pattern, arn, expected) => {
    expect(arnMatches(pattern, arn)).toBe(expected);
  });

  it('validates the pattern shape', () => {
    expect(validateArnPattern('arn:aws:iam::*:root').ok).toBe(true);
    expect(validateArnPattern('aws:iam::*:root').ok).toBe(false);
    expect(validateArnPattern('arn:aws:iam').ok).toBe(false);
    expect(validateArnPattern('arn:aws:iam:: *:root').ok).toBe(false);
    expect(validateArnPattern(42).ok).toBe(false);
  });

  it('property: a pattern without wildcards matches exactly itself; "*" matches everything', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.string({ maxLength: 30 }), (a, b) => {
        const plain = a.replace(/[*?]/g, '');
        expect(arnMatches(plain, plain)).toBe(true);
        expect(arnMatches(plain, b)).toBe(plain === b);
        expect(arnMatches('*', b)).toBe(true);
        expect(arnMatches(`${plain}*`, plain + b)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('property: agrees with a reference regular expression', () => {
    const toRegex = (p: string) =>
      new RegExp(`^${p.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[\\s\\S]*').replace(/\?/g, '[\\s\\S]')}$`);
    fc.assert(
      fc.property(fc.stringMatching(/^[ab*?]{0,8}$/), fc.stringMatching(/^[ab*?]{0,8}$/), (pattern, arn) => {
        expect(arnMatches(pattern, arn)).toBe(toRegex(pattern).test(arn));
      }),
      { numRuns: 1000 },
    );
  });

  it('is fast on many stars', () => {
    const t = Date.now();
    expect(arnMatches(`${'*a'.repeat(200)}b`, 'a'.repeat(5000))).toBe(false);
    expect(Date.now() - t).toBeLessThan(2000);
  });

  it('infers IAM users and roles from their ARNs', () => {
    expect(inferIdentityKind('arn:aws:iam::1:user/alice')).toBe('iamUser');
    expect(inferIdentityKind('arn:aws:iam::1:role/deploy')).toBe('iamRole');
    expect(inferIdentityKind('arn:aws:iam::1:root')).toBeNull();
  });
});

describe('matching exemptions', () => {
  it('says which exemptions cover an identity and why', () => {
    const [root, stackset] = matchExemptions(
      { arn: 'arn:aws:iam::111122223333:role/stacksets-exec-1', kind: 'iamRole', scope: 'aws/example-org/example-ou/acct' },
      EXAMPLE_EXEMPTIONS,
    );
    expect(root.matches).toBe(false);
    expect(root.checks.find((c) => c.label === 'ARN pattern')?.passed).toBe(false);
    expect(stackset.matches).toBe(true);
    expect(stackset.appliesAs).toEqual(['protectedServices']);
  });

  it('does not cover identities outside the scope or of the other kind', () => {
    const ex: Exemption = { id: 'x', arnPattern: 'arn:*', category: 'singleSignOnUsers', scope: 'aws/org/ou-a', types: ['justInTime'] };
    const [outside] = matchExemptions({ arn: 'arn:aws:sts::1:x', kind: 'ssoUser', scope: 'aws/org/ou-b/1' }, [ex]);
    expect(outside.matches).toBe(false);
    expect(outside.checks.find((c) => c.label === 'Scope')?.passed).toBe(false);
    const [iam] = matchExemptions({ arn: 'arn:aws:iam::1:user/a', kind: 'iamUser', scope: 'aws/org/ou-a/1' }, [ex]);
    expect(iam.matches).toBe(false);
    expect(iam.checks.find((c) => c.label === 'Identity kind')?.passed).toBe(false);
  });

  it('ignores types their rules forbid (tampering below the top level)', () => {
    const ex: Exemption = { id: 'x', arnPattern: 'arn:*', category: 'iamUsersAndRoles', scope: 'aws/org/ou', types: ['firewallTampering'] };
    const [m] = matchExemptions({ arn: 'arn:aws:iam::1:user/a', kind: 'iamUser', scope: 'aws/org/ou/1' }, [ex]);
    expect(m.matches).toBe(false);
    expect(m.checks.at(-1)?.detail).toMatch(/Firewall Tampering Protections/);
  });
});

describe('access decisions', () => {
  it('a disabled service blocks even identities exempted from its protection, with no PoD request', () => {
    const d = decideAccess({ region: 'enabled', service: 'disabled' }, ['protectedServices', 'justInTime']);
    expect(d).toMatchObject({ allowed: false, outcome: 'blocked' });
  });

  it('exemptions do not apply inside a disabled region', () => {
    const d = decideAccess({ region: 'disabled', service: 'protected' }, ['protectedServices', 'disabledServices']);
    expect(d).toMatchObject({ allowed: false, outcome: 'blocked' });
  });

  it('a Protected Services exemption passes a protection; without it a PoD request is raised', () => {
    expect(decideAccess({ region: 'enabled', service: 'protected' }, ['protectedServices']).outcome).toBe('exempt');
    expect(decideAccess({ region: 'enabled', service: 'protected' }, []).outcome).toBe('pod');
    expect(decideAccess({ region: 'enabled', service: 'unprotected' }, []).outcome).toBe('allowed');
  });
});

describe('automatic revocation', () => {
  const input = {
    identityName: 'alice',
    service: 's3',
    account: '111122223333',
    scope: 'aws/org/ou/111122223333',
    lastUsedAt: 0,
    checkAt: 90 * DAY_MS,
    enabled: true,
  };

  it('revokes after 90 unused days with the spec message', () => {
    expect(checkRevocation(input)).toEqual({
      revoke: true,
      message: 'the exemption for identity alice on s3 in 111122223333 has been revoked due to 90 days of inactivity',
    });
    expect(revocationMessage('bob', 'ec2', 'acct', 30)).toBe(
      'the exemption for identity bob on ec2 in acct has been revoked due to 30 days of inactivity',
    );
  });

  it('keeps exemptions used within the threshold, and follows a custom threshold', () => {
    expect(checkRevocation({ ...input, checkAt: 90 * DAY_MS - 1 }).revoke).toBe(false);
    expect(checkRevocation({ ...input, checkAt: 30 * DAY_MS, thresholdDays: 30 }).revoke).toBe(true);
  });

  it('never revokes root-scope global exemptions, nor when the setting is off', () => {
    expect(checkRevocation({ ...input, scope: 'aws/org', checkAt: 1000 * DAY_MS }).revoke).toBe(false);
    expect(checkRevocation({ ...input, enabled: false }).revoke).toBe(false);
  });

  it('happens at the nightly check, up to 24 hours after the threshold', () => {
    expect(revocationWindow(0)).toEqual({ earliest: 90 * DAY_MS, latest: 90 * DAY_MS + 24 * HOUR_MS });
  });
});

describe('exemptions never open a disabled service or a disabled region', () => {
  const anyTypes = fc.subarray(EXEMPTION_TYPES.map((t) => t.id));

  it('property: a disabled region blocks everyone, whatever their exemption types', () => {
    fc.assert(
      fc.property(fc.constantFrom('unprotected', 'protected', 'disabled') as fc.Arbitrary<'unprotected' | 'protected' | 'disabled'>, anyTypes, (service, types) => {
        expect(decideAccess({ region: 'disabled', service }, types)).toMatchObject({ allowed: false, outcome: 'blocked' });
      }),
    );
  });

  it('property: a disabled service blocks even exempted identities, and raises no PoD request', () => {
    fc.assert(
      fc.property(anyTypes, (types) => {
        expect(decideAccess({ region: 'enabled', service: 'disabled' }, types)).toMatchObject({ allowed: false, outcome: 'blocked' });
      }),
    );
  });

  it('property: only a Protected Services exemption lets an identity through a protection', () => {
    fc.assert(
      fc.property(anyTypes, (types) => {
        expect(decideAccess({ region: 'enabled', service: 'protected' }, types).allowed).toBe(types.includes('protectedServices'));
      }),
    );
  });

  it('the Disabled Services and Disabled Regions types are not described as lifting a block', () => {
    for (const id of ['disabledServices', 'disabledRegions'] as const) {
      const def = EXEMPTION_TYPES.find((t) => t.id === id)!;
      expect(def.exemptsFrom).toBeNull();
      expect(def.limit).toMatch(/does not open/);
    }
  });
});
