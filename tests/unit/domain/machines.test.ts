// Properties every machine must have: data in the spec's words and nothing about drawing, no throw on any input,
// refusals named by the rule that refused, terminal states left only by the documented events, every state reachable
// except the statuses the docs name without steps, and deploy clearing "(pending)".
import fc from 'fast-check';
import { isMachineId, MACHINE_IDS, machines, start, transition, type AnyMachine, type MachineEvent } from '@/lib/domain';
import { arbCommand, arbOptions, reachableStates, run } from './helpers';

const all = MACHINE_IDS.map((id) => [id, machines[id]] as const);

/** The statuses the docs name but give no steps for: no sequence of steps reaches them. */
const NAMED_WITHOUT_STEPS: Record<string, string[]> = {
  service: ['partiallyProtected', 'partiallyProtectedPending'],
  region: ['enabledPending', 'partiallyDisabled', 'partiallyDisabledPending', 'partiallyEnabled', 'partiallyEnabledPending'],
  thirdParty: ['partiallyBlocked', 'partiallyBlockedPending'],
};

/** Reasons the runner itself gives, besides the guards' and the documented refusals' ids. */
const RUNNER_REASONS = ['unknown-event', 'unknown-state', 'not-allowed', 'not-due'];

describe('machine registry', () => {
  it('holds the thirteen machines under the ids the diagrams use', () => {
    expect([...MACHINE_IDS].sort()).toEqual([
      'apiToken',
      'changes',
      'collectorStack',
      'exemptionRevocation',
      'identityMapping',
      'onboarding',
      'podRequest',
      'quarantine',
      'region',
      'removal',
      'service',
      'teamsRegistration',
      'thirdParty',
    ]);
    for (const id of MACHINE_IDS) expect(machines[id].id).toBe(id);
    expect(isMachineId('region')).toBe(true);
    expect(isMachineId('toString')).toBe(false);
    expect(isMachineId('nope')).toBe(false);
  });
});

describe.each(all)('%s machine data', (id, machine: AnyMachine) => {
  it('describes every state and event in words', () => {
    for (const s of Object.values(machine.states)) {
      expect(s.label.trim()).not.toBe('');
      expect(s.description.length).toBeGreaterThan(10);
    }
    for (const e of Object.values(machine.events)) {
      expect(e.label.trim()).not.toBe('');
      expect(e.description.length).toBeGreaterThan(10);
    }
  });

  it('only names states and events that exist', () => {
    for (const t of machine.transitions) {
      expect(machine.events).toHaveProperty(t.event);
      expect(machine.states).toHaveProperty(t.to);
      for (const f of t.from) expect(machine.states).toHaveProperty(f);
    }
    for (const r of machine.refusals ?? []) {
      expect(machine.events).toHaveProperty(r.event);
      for (const f of r.from) expect(machine.states).toHaveProperty(f);
    }
    expect(machine.states).toHaveProperty(machine.initial);
    expect(Object.keys(machine.leavesBy ?? {}).sort()).toEqual(
      Object.keys(machine.states)
        .filter((s) => machine.states[s].terminal)
        .sort(),
    );
  });

  it("holds the spec's words and rules only: no coordinates, buttons, dialogs or drawing", () => {
    for (const s of Object.values(machine.states)) {
      expect(Object.keys(s).filter((k) => !['label', 'description', 'pending', 'terminal'].includes(k))).toEqual([]);
    }
    for (const e of Object.values(machine.events)) {
      expect(Object.keys(e).filter((k) => !['label', 'description', 'timer', 'message'].includes(k))).toEqual([]);
    }
    const machineKeys = [
      'id',
      'title',
      'subject',
      'description',
      'initial',
      'states',
      'events',
      'transitions',
      'refusals',
      'leavesBy',
      'scenario',
      'createContext',
      'startState',
    ];
    expect(Object.keys(machine).filter((k) => !machineKeys.includes(k))).toEqual([]);
    const transitionKeys = ['from', 'event', 'to', 'when', 'guards', 'apply', 'due', 'edgeLabel'];
    for (const t of machine.transitions) expect(Object.keys(t).filter((k) => !transitionKeys.includes(k))).toEqual([]);
  });

  it('keeps its guards as data: an id, when it refuses, and a message', () => {
    for (const t of machine.transitions) {
      for (const g of t.guards ?? []) {
        expect(g.id).toMatch(/^[a-z][a-z-]*$/);
        expect(typeof g.refuses).toBe('function');
        expect(g.message(machine.createContext({}, 0), { type: t.event }).length).toBeGreaterThan(10);
      }
    }
  });

  it(`reaches every state from its start states except the statuses the docs name without steps`, () => {
    const reached = reachableStates(machine);
    const unreachable = Object.keys(machine.states)
      .filter((s) => !reached.has(s))
      .sort();
    expect(unreachable).toEqual(NAMED_WITHOUT_STEPS[id] ?? []);
  });

  it('never throws, whatever is thrown at it', () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(machine.states)), fc.anything(), fc.anything(), (state, junk, payload) => {
        const snap = start(machine, {}, 0);
        // Junk where an event should be: the runner must refuse it, not throw.
        const r = transition(machine, state, junk as MachineEvent, snap.context);
        expect(typeof r.ok).toBe('boolean');
        if (!r.ok) expect(r.message.length).toBeGreaterThan(0);
        for (const type of Object.keys(machine.events)) {
          const event = {
            type,
            message: payload,
            durationMs: payload,
            confirmed: payload,
            change: payload,
            id: payload,
            controls: payload,
            field: payload,
            expiresIn: payload,
          };
          expect(typeof transition(machine, state, event, snap.context).ok).toBe('boolean');
        }
      }),
      { numRuns: 100 },
    );
  });

  it('refuses with the id of the rule that refused, and changes nothing', () => {
    const ids = new Set([
      ...machine.transitions.flatMap((t) => (t.guards ?? []).map((g) => g.id)),
      ...(machine.refusals ?? []).map((r) => r.id),
      ...RUNNER_REASONS,
    ]);
    fc.assert(
      fc.property(arbOptions(machine), fc.array(arbCommand(machine), { maxLength: 25 }), (options, commands) => {
        for (const s of run(machine, options, commands)) {
          if (s.ok) continue;
          expect(s.after).toBe(s.before);
          expect(ids).toContain(s.reason);
          const cmd = s.command;
          if (cmd.kind !== 'event') continue;
          // A guard's refusal names a guard of a branch of this very event from this state.
          const own = machine.transitions.filter((t) => t.event === cmd.type && t.from.includes(s.before)).flatMap((t) => (t.guards ?? []).map((g) => g.id));
          const documented = (machine.refusals ?? []).filter((r) => r.event === cmd.type && r.from.includes(s.before)).map((r) => r.id);
          expect([...own, ...documented, ...RUNNER_REASONS]).toContain(s.reason);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('takes a step out of a terminal state only by an event of leavesBy', () => {
    for (const t of machine.transitions) {
      for (const from of t.from) if (machine.states[from].terminal) expect(machine.leavesBy?.[from] ?? []).toContain(t.event);
    }
    fc.assert(
      fc.property(arbOptions(machine), fc.array(arbCommand(machine), { maxLength: 30 }), (options, commands) => {
        for (const move of run(machine, options, commands).flatMap((s) => s.moves)) {
          if (machine.states[move.from].terminal) expect(machine.leavesBy?.[move.from] ?? []).toContain(move.event);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe.each(all.filter(([id]) => id === 'service' || id === 'region' || id === 'thirdParty'))('%s: deploy clears "(pending)"', (_id, machine: AnyMachine) => {
  it('every pending state reached deploys to a settled one; a settled one has nothing to deploy', () => {
    fc.assert(
      fc.property(arbOptions(machine), fc.array(arbCommand(machine), { maxLength: 30 }), (options, commands) => {
        const steps = run(machine, options, commands);
        for (const move of steps.flatMap((s) => s.moves)) {
          if (move.event === 'deploy') expect(machine.states[move.to].pending).toBeFalsy();
        }
        const last = steps.length ? { state: steps[steps.length - 1].after, context: steps[steps.length - 1].context } : start(machine, options, 0);
        const r = transition(machine, last.state, { type: 'deploy' }, last.context);
        if (machine.states[last.state].pending) {
          expect(r.ok).toBe(true);
          if (r.ok) {
            expect(machine.states[r.state].pending).toBeFalsy();
            expect(machine.states[r.state].label).not.toMatch(/\(pending\)/i);
            expect(`${machine.states[r.state].label} (pending)`.toLowerCase()).toBe(machine.states[last.state].label.toLowerCase());
          }
        } else {
          expect(r.ok).toBe(false);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe.each([
  ['region', machines.region, ['us-east-1', 'us-west-2'].map((region) => ({ region }))],
  [
    'service',
    machines.service,
    [
      { locked: 'yes', scope: 'ou' },
      { locked: 'yes', scope: 'account' },
    ],
  ],
] as const)('locked %s', (_id, machine, lockedScenarios) => {
  it('is never disabled, nor staged to be', () => {
    fc.assert(
      fc.property(fc.constantFrom(...lockedScenarios), fc.array(arbCommand(machine), { maxLength: 40 }), (options, commands) => {
        const disableFrom: readonly string[] = machine.transitions.filter((t) => t.event === 'disable').flatMap((t) => t.from);
        expect(start(machine, options, 0).state).not.toMatch(/^disabled/);
        for (const s of run(machine, options, commands)) {
          expect(s.after).not.toMatch(/^disabled/);
          // Where Disable is a step at all, the lock is what refuses it (before any dialog).
          if (s.command.kind === 'event' && s.command.type === 'disable' && disableFrom.includes(s.before)) expect(s.reason).toBe('locked');
        }
      }),
      { numRuns: 400 },
    );
  });
});
