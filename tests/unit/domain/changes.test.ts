// The change flow: stage, review on the Pending Changes page, submit (a template download that deploys nothing), deploy.
import fc from 'fast-check';
import { changesMachine as m, describeChange, start, transition, type ChangeInput } from '@/lib/domain';
import { arbCommand, driver, run } from './helpers';

const { fire, refusal: refused } = driver(m);

const block: ChangeInput = { kind: 'serviceBlock', service: 's3', scope: 'aws/org/ou/111122223333' };
const protect: ChangeInput = { kind: 'serviceProtection', service: 'iam', scope: 'aws/org/ou' };
const exempt: ChangeInput = { kind: 'identityExemption', arnPattern: 'arn:aws:iam::*:root', scope: 'aws/org' };
const two = () => fire(fire(start(m), { type: 'stage', change: block }), { type: 'stage', change: protect });

describe('change flow', () => {
  it('stage, review, submit (downloads the template, deploys nothing), deploy', () => {
    const s = two();
    expect(s.state).toBe('pending');
    expect(s.context.pending.map((p) => p.kind)).toEqual(['serviceBlock', 'serviceProtection']);
    const sub = transition(m, s.state, { type: 'submit' }, s.context);
    expect(sub.ok && sub.state).toBe('submitted');
    expect(sub.ok && sub.notes.join(' ')).toMatch(/downloaded\. Nothing is deployed yet/);
    expect(sub.ok && sub.context.pending).toHaveLength(2);
    const dep = fire(fire(s, { type: 'submit' }), { type: 'deploy' });
    expect(dep.state).toBe('deployed');
    // What the page lists after a deploy is not shown: the simulation starts its next list from nothing.
    expect(dep.context.pending).toEqual([]);
    expect(fire(dep, { type: 'stage', change: { kind: 'serviceBlock', service: 's3', scope: 'aws/o' } }).state).toBe('pending');
  });

  it('lists the three kinds of change the page shows, in plain words', () => {
    expect([block, protect, exempt].map(describeChange)).toEqual([
      'Disable s3 at aws/org/ou/111122223333',
      'Protect iam at aws/org/ou',
      'Exempt arn:aws:iam::*:root at aws/org',
    ]);
  });

  it('cannot deploy before submitting, nor submit with nothing staged', () => {
    expect(refused(two(), { type: 'deploy' }).reason).toBe('not-allowed');
    expect(refused(start(m), { type: 'deploy' }).reason).toBe('not-allowed');
    expect(refused(start(m), { type: 'submit' }).reason).toBe('not-allowed');
  });

  it('stages only a change: none, or one of no known kind, stages nothing', () => {
    expect(refused(start(m), { type: 'stage' }).reason).toBe('needs-change');
    for (const junk of [null, 42, 'serviceBlock', {}, { kind: 'serviceBlock', scope: 'aws/org' }, { kind: 'quarantine', service: 's3', scope: 'aws/org' }]) {
      const r = transition(m, 'clean', { type: 'stage', change: junk as ChangeInput }, start(m).context);
      expect(r.ok).toBe(false);
    }
  });

  it('discards one entry with the trash icon or all of them, at any point', () => {
    const s = two();
    const one = fire(s, { type: 'delete', id: s.context.pending[0].id });
    expect(one.state).toBe('pending');
    expect(one.context.pending.map((p) => p.kind)).toEqual(['serviceProtection']);
    expect(fire(one, { type: 'delete' }).state).toBe('clean');
    expect(fire(s, { type: 'deleteAll' }).context.pending).toEqual([]);
    const sub = fire(s, { type: 'submit' });
    expect(fire(sub, { type: 'deleteAll' }).state).toBe('clean');
    expect(fire(sub, { type: 'delete' }).state).toBe('pending');
  });

  it('staging after a submit needs a new submit before a deploy', () => {
    const again = fire(fire(two(), { type: 'submit' }), { type: 'stage', change: exempt });
    expect(again.state).toBe('pending');
    expect(refused(again, { type: 'deploy' }).reason).toBe('not-allowed');
  });

  it('has no removal or recovery steps: those are the removal machine', () => {
    expect(Object.keys(m.events).sort()).toEqual(['delete', 'deleteAll', 'deploy', 'stage', 'submit']);
  });
});

describe('change flow properties', () => {
  it('deploys only right after a submit, and a deploy leaves nothing pending', () => {
    fc.assert(
      fc.property(fc.array(arbCommand(m), { maxLength: 30 }), (commands) => {
        for (const s of run(m, {}, commands)) {
          for (const move of s.moves) {
            // Template downloaded is entered only by a submit, and a deploy leaves only from there.
            if (move.to === 'submitted') expect(move.event).toBe('submit');
            if (move.event === 'deploy') {
              expect(move.from).toBe('submitted');
              expect(s.context.pending).toEqual([]);
              expect(m.states[move.to].pending).toBeFalsy();
            }
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('the page lists exactly the entries staged and not discarded or deployed', () => {
    fc.assert(
      fc.property(fc.array(arbCommand(m), { maxLength: 30 }), (commands) => {
        for (const s of run(m, {}, commands)) {
          expect(s.after === 'clean' || s.after === 'deployed').toBe(s.context.pending.length === 0);
          expect(new Set(s.context.pending.map((p) => p.id)).size).toBe(s.context.pending.length);
        }
      }),
      { numRuns: 300 },
    );
  });
});
