// A Permissions on Demand request over time: escalation, expiry and resubmission, duplicate suppression, and the
// order of statuses (Pending only after Requested).
import fc from 'fast-check';
import { DUPLICATE_WINDOW_MS, HOUR_MS, podRequestMachine as m, start, transition, type PodContext, type PodState } from '@/lib/domain';
import { arbCommand, arbOptions, driver, lastContext, run } from './helpers';

type Snap = { state: PodState; context: PodContext };

// As the diagram does: timers due at once fire right after an event.
const { fire, wait } = driver(m, { settle: true });
const machineRequest = () => fire(start(m, { identity: 'machine' }, 0), { type: 'attempt' });
const count = (s: Snap, kind: string) => s.context.notifications.filter((n) => n.kind === kind).length;

describe('PoD request: escalation and expiry', () => {
  it('escalates to the next approver level up after 1 hour, once', () => {
    const p = machineRequest();
    expect(p.state).toBe('pending');
    expect(wait(p, HOUR_MS - 1).context.escalated).toBe(false);
    const e = wait(p, HOUR_MS);
    expect(e.state).toBe('pending');
    expect(e.context.escalated).toBe(true);
    expect(count(e, 'escalation')).toBe(1);
    expect(count(wait(e, 5 * HOUR_MS), 'escalation')).toBe(1);
  });

  it("expires after 24 hours without action and is resubmitted on the user's next attempt", () => {
    const p = machineRequest();
    expect(wait(p, 24 * HOUR_MS - 1).state).toBe('pending');
    const x = wait(p, 24 * HOUR_MS);
    expect(x.state).toBe('expired');
    const r = transition(m, x.state, { type: 'attempt' }, x.context);
    expect(r.ok && r.state).toBe('requested');
    expect(r.ok && r.notes.join(' ')).toMatch(/resubmitted/);
    const again = fire(x, { type: 'attempt' });
    expect(again.state).toBe('pending');
    expect(again.context.timerStartedAt).toBe(24 * HOUR_MS);
  });

  it('resets the expiry timer when the approvers are notified after a justification', () => {
    const s = fire(start(m, {}, 0), { type: 'attempt' });
    const p = fire(wait(s, 20 * HOUR_MS), { type: 'justify', message: 'why' });
    expect(wait(p, 24 * HOUR_MS - 1).state).toBe('pending');
    expect(wait(p, 24 * HOUR_MS).state).toBe('expired');
  });

  it('refuses a timer event fired by hand before it is due', () => {
    const r = transition(m, 'pending', { type: 'expire' }, machineRequest().context);
    expect(!r.ok && r.reason).toBe('not-due');
  });
});

describe('PoD request: duplicates within 15 minutes are not sent again', () => {
  it('a repeated attempt inside the window sends nothing and says so; one after it claims nothing either way', () => {
    const p = machineRequest();
    const dup = transition(m, p.state, { type: 'attempt' }, { ...p.context, now: DUPLICATE_WINDOW_MS - 1 });
    expect(dup.ok && dup.context.notifications).toHaveLength(1);
    expect(dup.ok && dup.notes[0]).toMatch(/not sent again/);
    const later = transition(m, p.state, { type: 'attempt' }, { ...p.context, now: DUPLICATE_WINDOW_MS });
    expect(later.ok && later.state).toBe('pending');
    expect(later.ok && later.context.notifications).toHaveLength(1);
    expect(later.ok && later.notes).toEqual([]);
  });

  it('a resubmitted request reaches the approvers again, and expires 24 hours after it was resubmitted', () => {
    // Notified at 0, expired at 24 h, resubmitted by the next attempt at 24 h.
    const expired = wait(machineRequest(), 24 * HOUR_MS);
    expect(expired.state).toBe('expired');
    const resubmitted = fire(expired, { type: 'attempt' });
    expect(resubmitted.state).toBe('pending');
    expect(count(resubmitted, 'approvalRequest')).toBe(2);
    // The resubmitted request still expires 24 hours after it was resubmitted.
    expect(wait(resubmitted, 24 * HOUR_MS - 1).state).toBe('pending');
    expect(wait(resubmitted, 24 * HOUR_MS).state).toBe('expired');
  });

  it('property: no notification of one kind is sent twice within 15 minutes', () => {
    fc.assert(
      fc.property(arbOptions(m), fc.array(arbCommand(m), { maxLength: 50 }), (options, commands) => {
        const ctx = lastContext(run(m, options, commands), start(m, options, 0).context);
        const byKind = new Map<string, number[]>();
        for (const n of ctx.notifications) byKind.set(n.kind, [...(byKind.get(n.kind) ?? []), n.at]);
        for (const times of byKind.values()) {
          for (let i = 1; i < times.length; i += 1) expect(times[i] - times[i - 1]).toBeGreaterThanOrEqual(DUPLICATE_WINDOW_MS);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('a requester without a justification step is never asked for one', () => {
    const requested = transition(m, 'notExempt', { type: 'attempt' }, start(m, { identity: 'machine' }, 0).context);
    if (!requested.ok) throw new Error(requested.message);
    // A second attempt before the approvers are notified.
    const again = transition(m, requested.state, { type: 'attempt' }, requested.context);
    expect(again.ok && again.context.notifications.filter((n) => n.kind === 'justificationRequest')).toEqual([]);
  });
});

describe('PoD request: Pending only through Requested', () => {
  it('every transition into Pending starts from Requested, or stays in Pending', () => {
    for (const t of m.transitions.filter((x) => x.to === 'pending')) {
      for (const from of t.from) expect(['requested', 'pending']).toContain(from);
    }
  });

  it('property: every request passes through Requested before it is Pending', () => {
    fc.assert(
      fc.property(arbOptions(m), fc.array(arbCommand(m), { maxLength: 40 }), (options, commands) => {
        for (const move of run(m, options, commands).flatMap((s) => s.moves)) {
          if (move.to === 'pending') expect(['requested', 'pending']).toContain(move.from);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('the statuses from which a request is resubmitted are not final', () => {
    for (const t of m.transitions.filter((x) => x.to === 'requested' || x.to === 'pending')) {
      for (const from of t.from) expect(m.states[from].terminal ?? false).toBe(false);
    }
  });
});
