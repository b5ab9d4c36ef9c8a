import fc from 'fast-check';
import {
  advanceClock,
  DUPLICATE_WINDOW_MS,
  HOUR_MS,
  MINUTE_MS,
  podRequestMachine as m,
  POD_UNSUPPORTED_REGIONS,
  start,
  transition,
  type PodContext,
  type PodEvent,
  type PodState,
} from '@/lib/domain';
import { arbCommand, arbOptions, run } from './helpers';

type Snap = { state: PodState; context: PodContext };

function fire(snap: Snap, event: PodEvent): Snap {
  const r = transition(m, snap.state, event, snap.context);
  if (!r.ok) throw new Error(`refused ${event.type}: ${r.message}`);
  return { state: r.state, context: r.context };
}
function refusal(snap: Snap, event: PodEvent) {
  const r = transition(m, snap.state, event, snap.context);
  if (r.ok) throw new Error(`${event.type} should be refused`);
  return r;
}
function wait(snap: Snap, ms: number): Snap {
  const r = advanceClock(m, snap.state, snap.context, ms);
  return { state: r.state, context: r.context };
}
const human = () => start(m, {}, 0);
const withOptions = (o: Record<string, string>) => start(m, o, 0);

describe('PoD request: the seven statuses', () => {
  it('names the statuses of the spec, plus the start', () => {
    expect(Object.values(m.states).map((s) => s.label)).toEqual([
      'No open request',
      'Requested',
      'Pending',
      'Approved',
      'Denied',
      'Expired',
      'Abandoned',
      'Abandoned (expired)',
    ]);
  });
});

describe('PoD request: justification step', () => {
  it('asks a person with an e-mail in a ChatOps org for a justification first', () => {
    const s = fire(human(), { type: 'attempt' });
    expect(s.state).toBe('requested');
    expect(s.context.notifications.map((n) => n.kind)).toEqual(['justificationRequest']);
    const p = fire(s, { type: 'justify', message: 'Release hotfix' });
    expect(p.state).toBe('pending');
    expect(p.context.justification).toBe('Release hotfix');
    expect(p.context.notifications.map((n) => n.kind)).toEqual(['justificationRequest', 'approvalRequest']);
  });

  it.each([
    [{ identity: 'machine' }, 'machine identities'],
    [{ chatOps: 'no' }, 'without ChatOps'],
    [{ identity: 'humanNoEmail' }, 'without an e-mail'],
    [{ requesterIsApprover: 'yes' }, 'sees only the approval request'],
    [{ requestUserJustification: 'unchecked' }, 'Request User Justification'],
  ])('skips justification for %j: Requested, then the approvers at once', (options, why) => {
    const s = transition(m, 'none', { type: 'attempt' }, withOptions(options).context);
    expect(s.ok && s.state).toBe('requested');
    if (!s.ok) return;
    expect(s.notes.join(' ')).toContain(why);
    expect(s.context.notifications).toEqual([]);
    expect(refusal({ state: s.state, context: s.context }, { type: 'justify', message: 'why' }).reason).toBe(
      'no-justification-step',
    );
    const p = wait({ state: s.state, context: s.context }, 0);
    expect(p.state).toBe('pending');
    expect(p.context.notifications.map((n) => n.kind)).toEqual(['approvalRequest']);
  });

  it('an approver who is the requester gets only the approval request, no justification prompt', () => {
    const s = wait(fire(withOptions({ requesterIsApprover: 'yes' }), { type: 'attempt' }), 0);
    expect(s.context.notifications.map((n) => n.kind)).toEqual(['approvalRequest']);
  });

  it('needs text to justify', () => {
    const s = fire(human(), { type: 'attempt' });
    expect(refusal(s, { type: 'justify', message: '  ' }).reason).toBe('needs-message');
  });

  it('answering No abandons the request', () => {
    const s = fire(fire(human(), { type: 'attempt' }), { type: 'declineJustification' });
    expect(s.state).toBe('abandoned');
  });

  it('no justification within 24 hours: Abandoned (expired)', () => {
    const s = fire(human(), { type: 'attempt' });
    expect(wait(s, 24 * HOUR_MS - 1).state).toBe('requested');
    expect(wait(s, 24 * HOUR_MS).state).toBe('abandonedExpired');
  });
});

describe('PoD request: approvers', () => {
  const pending = () => fire(fire(human(), { type: 'attempt' }), { type: 'justify', message: 'why' });

  it('approve and deny each need a message', () => {
    expect(refusal(pending(), { type: 'approve' }).reason).toBe('needs-message');
    expect(refusal(pending(), { type: 'deny', message: '' }).message).toMatch(/justification/);
  });

  it('approval makes the identity exempt, forever by default', () => {
    const a = fire(pending(), { type: 'approve', message: 'ok' });
    expect(a.state).toBe('approved');
    expect(a.context.exempt).toBe(true);
    expect(a.context.approvalDurationMs).toBeNull();
    expect(wait(a, 365 * 24 * HOUR_MS).context.exempt).toBe(true);
  });

  it('a timed approval is revoked within 5 minutes after it ends', () => {
    const a = fire(pending(), { type: 'approve', message: 'ok', durationMs: HOUR_MS });
    expect(wait(a, HOUR_MS).context.exempt).toBe(true);
    const after = wait(a, HOUR_MS + 5 * MINUTE_MS);
    expect(after.context.exempt).toBe(false);
    expect(after.state).toBe('none');
    // The next attempt raises a new request.
    expect(fire(after, { type: 'attempt' }).context.request).toBe(2);
  });

  it('denial keeps the identity non-exempt; the request stays Denied and names the snooze setting', () => {
    const d = fire(pending(), { type: 'deny', message: 'no' });
    expect(d.state).toBe('denied');
    expect(d.context.exempt).toBe(false);
    const later = wait(d, 15 * MINUTE_MS);
    expect(later.state).toBe('denied');
    expect(refusal(later, { type: 'attempt' }).message).toMatch(/Request Denial Snooze Time \(15 min\)/);
  });

  it('an abandoned request stays closed', () => {
    const ab = fire(fire(human(), { type: 'attempt' }), { type: 'declineJustification' });
    expect(refusal(ab, { type: 'attempt' }).reason).toBe('closed');
  });

  it('an exempt identity raises no new request', () => {
    const a = fire(pending(), { type: 'approve', message: 'ok' });
    expect(refusal(a, { type: 'attempt' }).reason).toBe('exempt');
  });
});

describe('PoD request: timers', () => {
  const pending = () => wait(fire(withOptions({ identity: 'machine' }), { type: 'attempt' }), 0);

  it('escalates to the next approver level up after 1 hour, once', () => {
    const p = pending();
    expect(wait(p, HOUR_MS - 1).context.escalated).toBe(false);
    const e = wait(p, HOUR_MS);
    expect(e.state).toBe('pending');
    expect(e.context.escalated).toBe(true);
    expect(e.context.notifications.filter((n) => n.kind === 'escalation')).toHaveLength(1);
    expect(wait(e, 5 * HOUR_MS).context.notifications.filter((n) => n.kind === 'escalation')).toHaveLength(1);
  });

  it('expires after 24 hours without action, and the next attempt resubmits it', () => {
    const p = pending();
    expect(wait(p, 24 * HOUR_MS - 1).state).toBe('pending');
    const x = wait(p, 24 * HOUR_MS);
    expect(x.state).toBe('expired');
    const r = fire(x, { type: 'attempt' });
    expect(r.state).toBe('requested');
    expect(r.context.request).toBe(1);
    const p2 = wait(r, 0);
    expect(p2.state).toBe('pending');
    expect(p2.context.notifications.at(-1)?.kind).toBe('approvalRequest');
  });

  it('resets the expiry timer when approvers are notified after a justification', () => {
    const s = fire(human(), { type: 'attempt' });
    const later = wait(s, 20 * HOUR_MS);
    const p = fire(later, { type: 'justify', message: 'why' });
    expect(wait(p, 23 * HOUR_MS).state).toBe('pending');
    expect(wait(p, 24 * HOUR_MS).state).toBe('expired');
  });

  it('refuses a timer event fired by hand before it is due', () => {
    expect(refusal(pending(), { type: 'expire' }).reason).toBe('not-due');
  });
});

describe('PoD request: no request', () => {
  it.each(POD_UNSUPPORTED_REGIONS.map((r) => r.regionId))('is not triggered in %s', (region) => {
    const r = refusal(withOptions({ region }), { type: 'attempt' });
    expect(r.reason).toBe('unsupported-region');
    expect(r.message).toContain(region);
    expect(r.message).toMatch(/exempt the identity/);
  });

  it('is not created for a disabled service', () => {
    const r = refusal(withOptions({ service: 'disabled' }), { type: 'attempt' });
    expect(r.reason).toBe('service-disabled');
    expect(r.message).toMatch(/ChatOps message/);
  });
});

describe('PoD request: duplicates', () => {
  it('does not send the same request again within 15 minutes', () => {
    const p = wait(fire(withOptions({ identity: 'machine' }), { type: 'attempt' }), 0);
    const dup = transition(m, p.state, { type: 'attempt' }, { ...p.context, now: DUPLICATE_WINDOW_MS - 1 });
    expect(dup.ok && dup.context.notifications).toHaveLength(1);
    expect(dup.ok && dup.notes[0]).toMatch(/not sent again/);
    const resend = transition(m, p.state, { type: 'attempt' }, { ...p.context, now: DUPLICATE_WINDOW_MS });
    expect(resend.ok && resend.context.notifications).toHaveLength(2);
  });

  it('property: no request is sent twice to the same audience inside 15 minutes', () => {
    fc.assert(
      fc.property(arbOptions(m), fc.array(arbCommand(m), { maxLength: 40 }), (options, commands) => {
        const steps = run(m, options, commands);
        const ctx = (steps.at(-1)?.context ?? start(m, options, 0).context) as unknown as PodContext;
        const byKey = new Map<string, number[]>();
        for (const n of ctx.notifications) {
          const key = `${n.request}:${n.kind}`;
          byKey.set(key, [...(byKey.get(key) ?? []), n.at]);
        }
        for (const times of byKey.values()) {
          for (let i = 1; i < times.length; i += 1) expect(times[i] - times[i - 1]).toBeGreaterThanOrEqual(DUPLICATE_WINDOW_MS);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('property: a request is never created in an unsupported region or for a disabled service', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...POD_UNSUPPORTED_REGIONS.map((r) => ({ region: r.regionId })), { service: 'disabled' }),
        fc.array(arbCommand(m), { maxLength: 30 }),
        (options, commands) => {
          for (const s of run(m, options, commands)) expect(s.after).toBe('none');
        },
      ),
    );
  });
});

describe('PoD request: the spec rules as properties', () => {
  /** Replays commands and returns every state the request passes through, timers that fire at once included. */
  function trail(options: Record<string, string>, commands: ReturnType<typeof arbCommand> extends fc.Arbitrary<infer T> ? T[] : never) {
    let snap: Snap = start(m, options, 0);
    const states: PodState[] = [snap.state];
    for (const c of commands) {
      if (c.kind === 'clock') {
        const r = advanceClock(m, snap.state, snap.context, c.ms);
        for (const f of r.fired) states.push(f.state);
        snap = { state: r.state, context: r.context };
      } else {
        const r = transition(m, snap.state, { type: c.type as PodEvent['type'], message: c.message }, snap.context);
        if (!r.ok) continue;
        states.push(r.state);
        const settled = advanceClock(m, r.state, r.context, 0);
        for (const f of settled.fired) states.push(f.state);
        snap = { state: settled.state, context: settled.context };
      }
    }
    return states;
  }

  it('every transition into Pending starts from Requested (or stays in Pending)', () => {
    for (const t of m.transitions.filter((x) => x.to === 'pending')) {
      for (const from of t.from) expect(['requested', 'pending']).toContain(from);
    }
  });

  it('property: every request passes through Requested before Pending', () => {
    fc.assert(
      fc.property(arbOptions(m), fc.array(arbCommand(m), { maxLength: 40 }), (options, commands) => {
        const states = trail(options, commands);
        states.forEach((s, i) => {
          if (s === 'pending' && i > 0 && states[i - 1] !== 'pending') expect(states[i - 1]).toBe('requested');
        });
      }),
      { numRuns: 500 },
    );
  });

  it('a status from which the request is resubmitted is not final', () => {
    const open: PodState[] = ['requested', 'pending'];
    for (const t of m.transitions.filter((x) => open.includes(x.to))) {
      for (const from of t.from) expect(m.states[from].terminal ?? false).toBe(false);
    }
    expect(m.states.expired.terminal ?? false).toBe(false);
  });

  it('property: Denied is final and nothing is invented about the snooze (no timer or event leaves it)', () => {
    expect(m.transitions.filter((t) => t.from.includes('denied'))).toEqual([]);
    const denied = () => {
      const p = fire(fire(human(), { type: 'attempt' }), { type: 'justify', message: 'why' });
      return fire(p, { type: 'deny', message: 'no' });
    };
    fc.assert(
      fc.property(fc.array(arbCommand(m), { maxLength: 20 }), (commands) => {
        let snap = denied();
        for (const c of commands) {
          if (c.kind === 'clock') {
            const r = advanceClock(m, snap.state, snap.context, c.ms);
            snap = { state: r.state, context: r.context };
          } else {
            const r = transition(m, snap.state, { type: c.type as PodEvent['type'], message: c.message }, snap.context);
            if (r.ok) snap = { state: r.state, context: r.context };
          }
          expect(snap.state).toBe('denied');
        }
      }),
      { numRuns: 300 },
    );
    expect(m.states.denied.description).toMatch(/Request Denial Snooze Time setting \(15 minutes by default\)/);
  });
});
