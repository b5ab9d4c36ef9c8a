import fc from 'fast-check';
import {
  buildTemplate,
  changesMachine as m,
  desiredControls,
  EXEMPTION_TYPES,
  SCP_MAX_CHARACTERS,
  scopePathContains,
  sensitivePermissionsPlaceholder,
  start,
  transition,
  validateChange,
  type ChangeInput,
  type ChangesContext,
  type ChangesEvent,
  type ChangesState,
} from '@/lib/domain';
import { arbCommand, run } from './helpers';

type Snap = { state: ChangesState; context: ChangesContext };
const fire = (s: Snap, e: ChangesEvent): Snap => {
  const r = transition(m, s.state, e, s.context);
  if (!r.ok) throw new Error(r.message);
  return { state: r.state, context: r.context };
};
const refused = (s: Snap, e: ChangesEvent) => {
  const r = transition(m, s.state, e, s.context);
  if (r.ok) throw new Error(`${e.type} should be refused`);
  return r;
};

const block: ChangeInput = { kind: 'serviceBlock', service: 's3', scope: 'aws/org/ou/111122223333' };
const protect: ChangeInput = { kind: 'serviceProtection', service: 'iam', scope: 'aws/org/ou' };
const exempt: ChangeInput = {
  kind: 'identityExemption',
  arnPattern: 'arn:aws:iam::*:root',
  scope: 'aws/org',
  types: ['protectedServices'],
};

describe('change flow', () => {
  it('stage, review, submit (downloads, deploys nothing), deploy', () => {
    const s = fire(fire(start(m), { type: 'stage', change: block }), { type: 'stage', change: protect });
    expect(s.state).toBe('pending');
    expect(s.context.pending.map((p) => p.kind)).toEqual(['serviceBlock', 'serviceProtection']);
    const sub = fire(s, { type: 'submit' });
    expect(sub.state).toBe('submitted');
    expect(sub.context.deployed).toEqual([]);
    expect(JSON.parse(sub.context.lastTemplate as string).AWSTemplateFormatVersion).toBe('2010-09-09');
    const dep = fire(sub, { type: 'deploy' });
    expect(dep.state).toBe('clean');
    expect(dep.context.pending).toEqual([]);
    expect(dep.context.deployed).toHaveLength(2);
  });

  it('cannot deploy before submitting', () => {
    const s = fire(start(m), { type: 'stage', change: block });
    expect(refused(s, { type: 'deploy' }).message).toMatch(/submit/);
  });

  it('deletes one change or all of them', () => {
    const s = fire(fire(start(m), { type: 'stage', change: block }), { type: 'stage', change: protect });
    const one = fire(s, { type: 'delete', id: s.context.pending[0].id });
    expect(one.state).toBe('pending');
    expect(one.context.pending.map((p) => p.kind)).toEqual(['serviceProtection']);
    expect(fire(one, { type: 'delete' }).state).toBe('clean');
    expect(fire(s, { type: 'deleteAll' }).context.pending).toEqual([]);
    expect(refused(one, { type: 'delete', id: 999 }).reason).toBe('no-such-change');
  });

  it('discarding after submit keeps nothing to deploy', () => {
    const sub = fire(fire(start(m), { type: 'stage', change: block }), { type: 'submit' });
    const gone = fire(sub, { type: 'deleteAll' });
    expect(gone.state).toBe('clean');
    expect(gone.context.deployed).toEqual([]);
  });

  it('refuses an invalid change', () => {
    expect(refused(start(m), { type: 'stage', change: { kind: 'serviceBlock', service: 'S3!', scope: 'aws/org' } }).reason).toBe(
      'invalid-change',
    );
    expect(validateChange({ kind: 'serviceBlock', service: 's3', scope: 'azure/t' })[0].message).toMatch(/aws/);
    expect(validateChange(null)).toHaveLength(1);
  });

  it('restaging the same control replaces it instead of listing it twice', () => {
    const s = fire(fire(start(m), { type: 'stage', change: block }), { type: 'stage', change: block });
    expect(s.context.pending).toHaveLength(1);
  });
});

describe('removing the firewall', () => {
  const deployed = () =>
    fire(fire(fire(fire(start(m), { type: 'stage', change: block }), { type: 'stage', change: protect }), { type: 'submit' }), {
      type: 'deploy',
    });

  it('needs the word undo', () => {
    expect(refused(deployed(), { type: 'removeFirewall', message: 'yes' }).reason).toBe('needs-undo');
    expect(refused(deployed(), { type: 'removeFirewall' }).reason).toBe('needs-undo');
  });

  it('rolls the controls back and keeps them as pending changes; submit all recovers', () => {
    const r = fire(deployed(), { type: 'removeFirewall', message: 'undo' });
    expect(r.state).toBe('pending');
    expect(r.context.deployed).toEqual([]);
    expect(r.context.pending.map((p) => p.kind)).toEqual(['serviceBlock', 'serviceProtection']);
    const back = fire(fire(r, { type: 'submit' }), { type: 'deploy' });
    expect(back.state).toBe('clean');
    expect(back.context.deployed).toHaveLength(2);
  });

  it('Resubmit Existing Controls downloads a template of what is in force', () => {
    const d = deployed();
    const s = fire(d, { type: 'resubmitExisting' });
    expect(s.state).toBe('submitted');
    expect(s.context.submitted).toEqual(d.context.deployed);
    expect(refused(start(m), { type: 'resubmitExisting' }).reason).toBe('nothing-deployed');
  });
});

describe('CloudFormation template', () => {
  it('writes AWS::Organizations::Policy service control policies marked illustrative', () => {
    const r = buildTemplate([block, protect, exempt]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const t = JSON.parse(r.json);
    expect(t.Description).toMatch(/Illustrative/);
    const policies = Object.values(t.Resources) as { Type: string; Properties: Record<string, unknown> }[];
    expect(policies.every((p) => p.Type === 'AWS::Organizations::Policy')).toBe(true);
    for (const p of policies) {
      expect(p.Properties.Type).toBe('SERVICE_CONTROL_POLICY');
      expect(String(p.Properties.Description)).toMatch(/Illustrative/);
    }
    const statements = policies.flatMap((p) => (p.Properties.Content as { Statement: Record<string, unknown>[] }).Statement);
    const s3 = statements.find((s) => s.Sid === 'BlockS3');
    expect(s3).toMatchObject({ Effect: 'Deny', Action: ['s3:*'], Resource: '*' });
    // A Protected Services exemption at the root lifts the protection, not the service block.
    expect(s3?.Condition).toBeUndefined();
    expect(statements.find((s) => s.Sid === 'ProtectIam')?.Condition).toEqual({
      ArnNotLike: { 'aws:PrincipalArn': ['arn:aws:iam::*:root'] },
    });
  });

  it('still produces a deployable template when only exemptions are pending', () => {
    const r = buildTemplate([exempt]);
    expect(r.ok && Object.keys(r.template.Resources)).toEqual(['NoPolicies']);
    expect(buildTemplate([]).ok).toBe(false);
  });

  it('includes what is deployed with the pending changes on top', () => {
    const ctx = { ...start(m).context, deployed: [block], pending: [{ ...protect, id: 1 }] };
    expect(desiredControls(ctx)).toEqual([block, protect]);
  });

  const service = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,20}$/);
  const scope = fc.constantFrom('aws/org', 'aws/org/ou-a', 'aws/org/ou-b', 'aws/org/ou-a/111122223333');
  const arbBlock = fc.record({ kind: fc.constant('serviceBlock' as const), service, scope });
  const arbProtection = service.chain((svc) =>
    fc.record(
      {
        kind: fc.constant('serviceProtection' as const),
        service: fc.constant(svc),
        scope,
        permissions: fc.array(fc.stringMatching(/^[A-Z][A-Za-z]{0,20}\*?$/).map((a) => `${svc}:${a}`), { minLength: 1, maxLength: 6 }),
      },
      { requiredKeys: ['kind', 'service', 'scope'] },
    ),
  );
  const arbExemption = fc.record({
    kind: fc.constant('identityExemption' as const),
    arnPattern: fc.stringMatching(/^arn:aws:iam::[0-9*]{1,12}:(root|role\/[a-z*-]{1,40}|user\/[a-z*-]{1,40})$/),
    scope,
    types: fc.subarray(EXEMPTION_TYPES.map((t) => t.id), { minLength: 1 }),
  });
  const arbChange: fc.Arbitrary<ChangeInput> = fc.oneof(arbBlock, arbProtection, arbExemption);
  type Statement = { Sid: string; Action: string[]; Condition?: { ArnNotLike: { 'aws:PrincipalArn': string[] } } };
  const statementsOf = (changes: ChangeInput[]): Statement[] => {
    const r = buildTemplate(changes);
    if (!r.ok) throw new Error(r.message);
    return Object.values(r.template.Resources).flatMap((res) =>
      res.Type === 'AWS::Organizations::Policy' ? (res.Properties.Content.Statement as Statement[]) : [],
    );
  };

  it('property: a service block denies the whole service to everyone, exempted identities included', () => {
    fc.assert(
      fc.property(arbBlock, fc.array(arbExemption, { maxLength: 8 }), (control, exemptions) => {
        const [statement] = statementsOf([control, ...exemptions]);
        expect(statement.Action).toEqual([`${control.service}:*`]);
        expect(statement.Condition).toBeUndefined();
      }),
      { numRuns: 300 },
    );
  });

  it('property: a protection denies only the sensitive permissions, except to Protected Services exemptions above it', () => {
    fc.assert(
      fc.property(arbProtection, fc.array(arbExemption, { maxLength: 8 }), (control, exemptions) => {
        const [statement] = statementsOf([control, ...exemptions]);
        expect(statement.Action).not.toContain(`${control.service}:*`);
        expect(statement.Action).toEqual(
          control.permissions ? [...new Set(control.permissions)] : [sensitivePermissionsPlaceholder(control.service)],
        );
        const lifted = exemptions
          .filter((e) => e.types.includes('protectedServices') && scopePathContains(e.scope, control.scope))
          .map((e) => e.arnPattern);
        const expected = [...new Set(lifted)].sort();
        expect(statement.Condition?.ArnNotLike['aws:PrincipalArn'] ?? []).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses a protection of every permission: that is a service block', () => {
    expect(validateChange({ kind: 'serviceProtection', service: 's3', scope: 'aws/org', permissions: ['s3:*'] })[0].message).toMatch(
      /service block/,
    );
    expect(validateChange({ kind: 'serviceProtection', service: 's3', scope: 'aws/org', permissions: ['ec2:RunInstances'] })[0].field).toBe(
      'permissions',
    );
  });

  it('property: every policy is valid policy JSON within the 5,120-character quota', () => {
    fc.assert(
      fc.property(fc.array(arbChange, { minLength: 1, maxLength: 120 }), (changes) => {
        const r = buildTemplate(changes);
        if (!r.ok) {
          expect(r.reason).toBe('policy-too-large');
          return;
        }
        const t = JSON.parse(r.json);
        for (const res of Object.values(t.Resources) as { Type: string; Properties: { Content: unknown } }[]) {
          if (res.Type !== 'AWS::Organizations::Policy') continue;
          const content = res.Properties.Content as { Version: string; Statement: Record<string, unknown>[] };
          expect(JSON.stringify(content).length).toBeLessThanOrEqual(SCP_MAX_CHARACTERS);
          expect(content.Version).toBe('2012-10-17');
          expect(content.Statement.length).toBeGreaterThan(0);
          for (const st of content.Statement) {
            expect(st.Effect).toBe('Deny');
            expect(st.Sid).toMatch(/^[A-Za-z0-9]+$/);
            expect((st.Action as string[]).every((a) => /^[a-z0-9-]+:[A-Za-z0-9*]+$/.test(a))).toBe(true);
          }
        }
        // Every control lands in exactly one statement.
        const sids = (Object.values(t.Resources) as { Properties?: { Content?: { Statement: { Sid: string }[] } } }[])
          .flatMap((res) => res.Properties?.Content?.Statement ?? [])
          .map((s) => s.Sid);
        expect(new Set(sids).size).toBe(sids.length);
        expect(sids).toHaveLength(changes.filter((c) => c.kind !== 'identityExemption').length);
      }),
      { numRuns: 200 },
    );
  });

  it('property: about 50 protections with exemptions fit, split over several policies when needed', () => {
    fc.assert(
      fc.property(fc.array(service, { minLength: 50, maxLength: 50 }), (services) => {
        const changes: ChangeInput[] = [
          ...services.map((s) => ({ kind: 'serviceProtection' as const, service: s, scope: 'aws/org' })),
          ...Array.from({ length: 20 }, (_, i) => ({
            kind: 'identityExemption' as const,
            arnPattern: `arn:aws:iam::*:role/break-glass-${i}`,
            scope: 'aws/org',
            types: ['protectedServices' as const],
          })),
        ];
        const r = buildTemplate(changes);
        expect(r.ok).toBe(true);
        if (r.ok) {
          expect(r.policies.length).toBeGreaterThan(1);
          for (const p of r.policies) expect(p.characters).toBeLessThanOrEqual(SCP_MAX_CHARACTERS);
        }
      }),
      { numRuns: 30 },
    );
  });

  it('refuses a single statement that cannot fit rather than cutting it', () => {
    const many: ChangeInput[] = [
      { kind: 'serviceProtection', service: 's3', scope: 'aws/org' },
      ...Array.from({ length: 40 }, (_, i) => ({
        kind: 'identityExemption' as const,
        arnPattern: `arn:aws:iam::*:role/${'x'.repeat(150)}-${i}`,
        scope: 'aws/org',
        types: ['protectedServices' as const],
      })),
    ];
    const r = buildTemplate(many);
    expect(!r.ok && r.reason).toBe('policy-too-large');
    const s = fire(start(m), { type: 'stage', change: many[0] });
    const full = many.slice(1).reduce((acc, c) => fire(acc, { type: 'stage', change: c }), s);
    expect(refused(full, { type: 'submit' }).message).toMatch(/5,120/);
  });
});

describe('pending changes property', () => {
  it('deploy always clears every pending entry', () => {
    fc.assert(
      fc.property(fc.array(arbCommand(m), { maxLength: 30 }), (commands) => {
        for (const s of run(m, {}, commands)) {
          if (s.command.kind === 'event' && s.command.type === 'deploy' && s.ok) {
            expect(s.after).toBe('clean');
            expect((s.context as unknown as ChangesContext).pending).toEqual([]);
            expect(m.states[s.after as ChangesState].pending).toBeFalsy();
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
