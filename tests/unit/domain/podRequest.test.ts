// A Permissions on Demand request: its statuses, the justification step, the approvers' decisions and the no-request
// cases. Timers, duplicates and the order of statuses are in podRequestTimers.test.ts.
import fc from 'fast-check';
import {
  eventsFrom,
  HOUR_MS,
  MINUTE_MS,
  podRequestMachine as m,
  POD_UNSUPPORTED_REGIONS,
  start,
  transition,
  type PodContext,
  type PodState,
} from '@/lib/domain';
import { arbCommand, driver, run } from './helpers';

type Snap = { state: PodState; context: PodContext };

const { fire, refusal, wait } = driver(m);
const human = () => start(m, {}, 0);
const pending = () => fire(fire(human(), { type: 'attempt' }), { type: 'justify', message: 'Release hotfix' });
const kinds = (s: Snap) => s.context.notifications.map((n) => n.kind);

describe('PoD request: the statuses', () => {
  it('are the seven of the docs, after the non-exempt start', () => {
    expect(Object.values(m.states).map((s) => s.label)).toEqual([
      'Not exempt',
      'Requested',
      'Pending',
      'Approved',
      'Denied',
      'Expired',
      'Abandoned',
      'Abandoned (expired)',
    ]);
    expect(start(m, {}).state).toBe('notExempt');
  });
});

describe('PoD request: justification step', () => {
  it('asks a person with an e-mail in a ChatOps org for a justification first', () => {
    const s = fire(human(), { type: 'attempt' });
    expect(s.state).toBe('requested');
    expect(kinds(s)).toEqual(['justificationRequest']);
    const p = fire(s, { type: 'justify', message: 'Release hotfix' });
    expect(p.state).toBe('pending');
    expect(kinds(p)).toEqual(['justificationRequest', 'approvalRequest']);
  });

  it.each([
    [{ identity: 'machine' }, 'machine identities'],
    [{ chatOps: 'no' }, 'without ChatOps'],
    [{ identity: 'humanNoEmail' }, 'without an e-mail'],
    [{ requesterIsApprover: 'yes' }, 'sees only the approval request'],
  ])('skips the justification for %j: Requested, then the approvers at once', (options, why) => {
    const r = transition(m, 'notExempt', { type: 'attempt' }, start(m, options, 0).context);
    expect(r.ok && r.state).toBe('requested');
    if (!r.ok) return;
    expect(r.notes.join(' ')).toContain(why);
    expect(r.context.notifications).toEqual([]);
    const s = { state: r.state, context: r.context };
    expect(refusal(s, { type: 'justify', message: 'why' }).reason).toBe('no-justification-step');
    expect(refusal(s, { type: 'declineJustification' }).reason).toBe('no-justification-step');
    const p = wait(s, 0);
    expect(p.state).toBe('pending');
    expect(kinds(p)).toEqual(['approvalRequest']);
  });

  it('needs text to justify', () => {
    const s = fire(human(), { type: 'attempt' });
    expect(refusal(s, { type: 'justify', message: '  ' }).reason).toBe('justification-needs-text');
    expect(refusal(s, { type: 'justify' }).reason).toBe('justification-needs-text');
  });

  it('answering No abandons the request for good', () => {
    const s = fire(fire(human(), { type: 'attempt' }), { type: 'declineJustification' });
    expect(s.state).toBe('abandoned');
    expect(refusal(s, { type: 'attempt' }).reason).toBe('not-allowed');
  });

  it('no justification within 24 hours: Abandoned (expired)', () => {
    const s = fire(human(), { type: 'attempt' });
    expect(wait(s, 24 * HOUR_MS - 1).state).toBe('requested');
    expect(wait(s, 24 * HOUR_MS).state).toBe('abandonedExpired');
  });
});

describe('PoD request: approvers', () => {
  it('approve and deny each need a message with the justification', () => {
    expect(refusal(pending(), { type: 'approve' }).reason).toBe('decision-needs-message');
    const deny = refusal(pending(), { type: 'deny', message: ' ' });
    expect(deny.reason).toBe('decision-needs-message');
    expect(deny.message).toMatch(/justification/);
  });

  it('approval makes the user exempt, forever by default', () => {
    const a = fire(pending(), { type: 'approve', message: 'ok' });
    expect(a.state).toBe('approved');
    expect(a.context.exempt).toBe(true);
    expect(a.context.approvalDurationMs).toBeNull();
    expect(wait(a, 365 * 24 * HOUR_MS).context.exempt).toBe(true);
    const again = refusal(a, { type: 'attempt' });
    expect(again.reason).toBe('approved-attempt');
    expect(again.message).toMatch(/allowed/);
  });

  it('a timed approval is revoked within 5 minutes after it ends, with an access-denied style error', () => {
    const a = fire(pending(), { type: 'approve', message: 'ok', durationMs: HOUR_MS });
    expect(a.context.approvalDurationMs).toBe(HOUR_MS);
    expect(wait(a, HOUR_MS + 5 * MINUTE_MS - 1).context.exempt).toBe(true);
    const after = wait(a, HOUR_MS + 5 * MINUTE_MS);
    expect(after.state).toBe('approved');
    expect(after.context.exempt).toBe(false);
    expect(refusal(after, { type: 'attempt' }).message).toMatch(/access-denied style error/);
  });

  it('denial keeps the user non-exempt', () => {
    const d = fire(pending(), { type: 'deny', message: 'no' });
    expect(d.state).toBe('denied');
    expect(d.context.exempt).toBe(false);
  });
});

describe('PoD request: Denied', () => {
  const denied = () => fire(pending(), { type: 'deny', message: 'no' });

  it('names the Request Denial Snooze Time and its default, and claims nothing about a later attempt', () => {
    const p = pending();
    const d = transition(m, p.state, { type: 'deny', message: 'no' }, p.context);
    expect(d.ok && d.notes.join(' ')).toMatch(/Request Denial Snooze Time \(a setting\): 15 min by default/);
    expect(m.states.denied.description).toMatch(/Request Denial Snooze Time setting is 15 minutes by default/);
    // The spec gives no rule for an attempt after a denial: the model documents no refusal for it.
    expect((m.refusals ?? []).filter((r) => r.from.includes('denied'))).toEqual([]);
    expect(eventsFrom(m, 'denied')).toEqual([]);
  });

  it('has no step out of Denied in the data', () => {
    expect(m.transitions.filter((t) => t.from.includes('denied'))).toEqual([]);
    expect(m.leavesBy?.denied).toEqual([]);
  });

  it('property: a Denied request never leaves Denied, whatever happens next', () => {
    fc.assert(
      fc.property(fc.array(arbCommand(m), { maxLength: 25 }), (commands) => {
        for (const s of run(m, {}, commands, denied())) {
          expect(s.after).toBe('denied');
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('PoD request: no request at all', () => {
  it.each(POD_UNSUPPORTED_REGIONS.map((r) => r.regionId))('is not triggered in %s', (region) => {
    const r = refusal(start(m, { region }, 0), { type: 'attempt' });
    expect(r.reason).toBe('unsupported-region');
    expect(r.message).toContain(region);
    expect(r.message).toMatch(/exempt the identity/);
  });

  it('is not created for a disabled service: the console error and a ChatOps message instead', () => {
    const r = refusal(start(m, { service: 'disabled' }, 0), { type: 'attempt' });
    expect(r.reason).toBe('service-disabled');
    expect(r.message).toMatch(/ChatOps message/);
  });

  it('property: in an unsupported region or for a disabled service the user stays Not exempt', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...POD_UNSUPPORTED_REGIONS.map((r) => ({ region: r.regionId })), { service: 'disabled' }),
        fc.array(arbCommand(m), { maxLength: 30 }),
        (options, commands) => {
          for (const s of run(m, options, commands)) expect(s.after).toBe('notExempt');
        },
      ),
    );
  });
});
