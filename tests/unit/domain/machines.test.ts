// Properties every machine must have: well-formed data, no throw on any input, terminal states left only by the
// documented events, every state reachable, and deploy clearing "(pending)".
import fc from 'fast-check';
import {
  advanceClock,
  isMachineId,
  MACHINE_IDS,
  machines,
  start,
  transition,
  type AnyMachine,
} from '@/lib/domain';
import { presentations } from '@/components/diagrams/presentation';
import { arbCommand, arbOptions, CLOCK_STEPS, eventFor, MESSAGES, run } from './helpers';

/** Every combination of scenario options (each machine has a handful). */
function allOptionSets(machine: AnyMachine): Record<string, string>[] {
  let sets: Record<string, string>[] = [{}];
  for (const p of machine.scenario ?? []) {
    sets = sets.flatMap((s) => p.values.map((v) => ({ ...s, [p.key]: v })));
  }
  return sets;
}

const all = MACHINE_IDS.map((id) => [id, machines[id]] as const);

describe('machine registry', () => {
  it('holds the six machines under the ids the diagrams use', () => {
    expect([...MACHINE_IDS].sort()).toEqual(['changes', 'podRequest', 'quarantine', 'region', 'service', 'thirdParty']);
    for (const id of MACHINE_IDS) expect(machines[id].id).toBe(id);
    expect(isMachineId('region')).toBe(true);
    expect(isMachineId('toString')).toBe(false);
    expect(isMachineId('nope')).toBe(false);
  });
});

describe.each(all)('%s machine data', (_id, machine: AnyMachine) => {
  it('describes every state and event in words', () => {
    for (const s of Object.values(machine.states)) {
      expect(s.label.trim()).not.toBe('');
      expect(s.description.length).toBeGreaterThan(20);
    }
    for (const e of Object.values(machine.events)) {
      expect(e.label.trim()).not.toBe('');
      expect(e.description.length).toBeGreaterThan(15);
    }
  });

  it('only names states and events that exist', () => {
    for (const t of machine.transitions) {
      expect(machine.events).toHaveProperty(t.event);
      expect(machine.states).toHaveProperty(t.to);
      for (const f of t.from) expect(machine.states).toHaveProperty(f);
    }
    expect(machine.states).toHaveProperty(machine.initial);
  });

  it('holds the spec\'s words and rules only: no coordinates, button wording or drawing', () => {
    for (const s of Object.values(machine.states)) {
      expect(Object.keys(s).every((k) => ['label', 'description', 'pending', 'terminal', 'virtual'].includes(k))).toBe(true);
    }
    for (const e of Object.values(machine.events)) {
      expect(Object.keys(e).every((k) => ['label', 'description', 'timer', 'message', 'notAllowedHint'].includes(k))).toBe(true);
    }
    const keys = Object.keys(machine);
    for (const drawing of ['groups', 'options', 'describe', 'layout']) expect(keys).not.toContain(drawing);
  });

  it('reaches every state from some scenario', () => {
    const seen = new Set<string>();
    const total = Object.keys(machine.states).length;
    for (const options of allOptionSets(machine)) {
      if (seen.size === total) break;
      // Breadth-first over events (with every variant and message) and clock moves.
      let frontier = [start(machine, options, 0)];
      const visited = new Set<string>();
      for (let depth = 0; depth < 8 && frontier.length; depth += 1) {
        const next: typeof frontier = [];
        for (const snap of frontier) {
          seen.add(snap.state);
          const key = `${snap.state}|${JSON.stringify(snap.context)}`;
          if (visited.has(key)) continue;
          visited.add(key);
          for (const type of Object.keys(machine.events)) {
            const variants = presentations[machine.id].buttons?.[type]?.length ?? 1;
            for (let v = 0; v < variants; v += 1) {
              const r = transition(machine, snap.state, eventFor(machine, { kind: 'event', type, variant: v, message: MESSAGES[2] }), snap.context);
              if (r.ok) next.push({ state: r.state, context: r.context });
              const u = transition(machine, snap.state, eventFor(machine, { kind: 'event', type, variant: v, message: 'undo' }), snap.context);
              if (u.ok) next.push({ state: u.state, context: u.context });
            }
          }
          for (const ms of CLOCK_STEPS) {
            const r = advanceClock(machine, snap.state, snap.context, ms);
            next.push({ state: r.state, context: r.context });
          }
        }
        const unique = new Map(next.map((n) => [`${n.state}|${JSON.stringify(n.context)}`, n]));
        frontier = [...unique.values()].filter((n) => !visited.has(`${n.state}|${JSON.stringify(n.context)}`)).slice(0, 150);
      }
      for (const s of frontier) seen.add(s.state);
    }
    expect([...seen].sort()).toEqual(Object.keys(machine.states).sort());
  });

  it('never throws, whatever is thrown at it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.keys(machine.states)),
        fc.anything(),
        (state, junk) => {
          const snap = start(machine, {}, 0);
          const r = transition(machine, state, junk as never, snap.context);
          expect(typeof r.ok).toBe('boolean');
          if (!r.ok) expect(r.message.length).toBeGreaterThan(0);
          const r2 = transition(machine, state, { type: 'approve', message: junk, durationMs: junk, confirmed: junk, change: junk, id: junk, accounts: junk } as never, snap.context);
          expect(typeof r2.ok).toBe('boolean');
        },
      ),
      { numRuns: 150 },
    );
  });

  it('refuses events with a message instead of changing state silently', () => {
    fc.assert(
      fc.property(arbOptions(machine), fc.array(arbCommand(machine), { maxLength: 25 }), (options, commands) => {
        const steps = run(machine, options, commands);
        for (const s of steps) if (!s.ok) expect(s.after).toBe(s.before);
      }),
      { numRuns: 150 },
    );
  });

  it('leaves a terminal state only by the documented events', () => {
    fc.assert(
      fc.property(arbOptions(machine), fc.array(arbCommand(machine), { maxLength: 30 }), (options, commands) => {
        for (const s of run(machine, options, commands)) {
          const def = machine.states[s.before];
          if (!def.terminal || s.after === s.before) continue;
          const allowed = machine.leavesBy?.[s.before] ?? [];
          const events = s.command.kind === 'event' ? [s.command.type] : s.fired;
          // The first event that fired from the terminal state is the one that left it.
          expect(allowed).toContain(events[0]);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe.each(all.filter(([id]) => id === 'service' || id === 'region' || id === 'thirdParty'))(
  '%s: deploy clears "(pending)"',
  (_id, machine: AnyMachine) => {
    it('every pending state deploys to a settled one, and settled states have nothing to deploy', () => {
      fc.assert(
        fc.property(arbOptions(machine), fc.array(arbCommand(machine), { maxLength: 30 }), (options, commands) => {
          const steps = run(machine, options, commands);
          const last = steps.length ? steps[steps.length - 1] : null;
          const snap = last ? { state: last.after, context: last.context } : start(machine, options, 0);
          const r = transition(machine, snap.state, { type: 'deploy' }, snap.context);
          if (machine.states[snap.state].pending) {
            expect(r.ok).toBe(true);
            if (r.ok) {
              expect(machine.states[r.state].pending).toBeFalsy();
              expect(machine.states[r.state].label).not.toMatch(/\(pending\)/i);
            }
          } else {
            expect(r.ok).toBe(false);
          }
        }),
        { numRuns: 300 },
      );
    });
  },
);
