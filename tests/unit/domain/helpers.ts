// Shared fast-check arbitraries and a driver that replays random commands (events and clock moves) on a machine the
// way the diagram's controls do: each event carries the payload of one of its buttons (components/diagrams/
// presentation), an event in the presentation's `confirm` list carries the answer of the dialog, and the timers that
// are due at once fire right after the event.
import fc from 'fast-check';
import { presentations } from '@/components/diagrams/presentation';
import {
  advanceClock,
  DAY_MS,
  HOUR_MS,
  MINUTE_MS,
  nextTimer,
  start,
  transition,
  type AnyMachine,
  type Clocked,
  type Machine,
  type MachineEvent,
  type Refusal,
  type Snapshot,
} from '@/lib/domain';

export type Command = { kind: 'event'; type: string; variant: number; message: string; confirmed: boolean } | { kind: 'clock'; ms: number };

export const MESSAGES = ['', '   ', 'Needed for the release', 'undo', ' undo ', 'UNDO', 'yes'];

export const CLOCK_STEPS = [
  MINUTE_MS,
  5 * MINUTE_MS,
  10 * MINUTE_MS,
  14 * MINUTE_MS,
  15 * MINUTE_MS,
  HOUR_MS,
  2 * HOUR_MS,
  24 * HOUR_MS,
  30 * DAY_MS,
  90 * DAY_MS,
];

/** Every combination of a machine's scenario switches (each machine has a handful). */
export function allOptionSets(machine: AnyMachine): Record<string, string>[] {
  let sets: Record<string, string>[] = [{}];
  for (const p of machine.scenario ?? []) sets = sets.flatMap((s) => p.values.map((v) => ({ ...s, [p.key]: v })));
  return sets;
}

export function arbOptions(machine: AnyMachine): fc.Arbitrary<Record<string, string>> {
  const entries = (machine.scenario ?? []).map((p) => fc.constantFrom(...p.values).map((v) => [p.key, v] as const));
  return entries.length ? fc.tuple(...entries).map((pairs) => Object.fromEntries(pairs)) : fc.constant({});
}

export function arbCommand(machine: AnyMachine): fc.Arbitrary<Command> {
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record({
        kind: fc.constant('event' as const),
        type: fc.constantFrom(...Object.keys(machine.events)),
        variant: fc.nat({ max: 3 }),
        message: fc.constantFrom(...MESSAGES),
        confirmed: fc.boolean(),
      }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('clock' as const), ms: fc.constantFrom(...CLOCK_STEPS) }) },
  );
}

/** How many buttons the diagram offers for an event (its example payloads), at least one. */
export function variantCount(machine: AnyMachine, type: string): number {
  return Math.max(1, presentations[machine.id].buttons?.[type]?.length ?? 0);
}

/** The event a command fires: the payload of one of the event's buttons, the dialog's answer and the typed message. */
export function eventFor(machine: AnyMachine, cmd: Extract<Command, { kind: 'event' }>): MachineEvent & Record<string, unknown> {
  const presentation = presentations[machine.id];
  const variants = presentation.buttons?.[cmd.type] ?? [];
  const payload = variants.length ? variants[cmd.variant % variants.length].payload : {};
  const confirm = (presentation.confirm ?? []).includes(cmd.type) ? { confirmed: cmd.confirmed } : {};
  return { ...payload, ...confirm, message: cmd.message, type: cmd.type };
}

/** One state change: an event that was accepted, or a timer that fired. */
export interface Move<S extends string = string> {
  from: S;
  event: string;
  to: S;
}

export interface StepRecord<S extends string = string, C extends Clocked = Clocked> {
  before: S;
  after: S;
  command: Command;
  ok: boolean;
  /** The refusal's reason when the event was refused. */
  reason: string | null;
  context: C;
  /** The accepted event (if any), then each timer that fired, in order. */
  moves: Move<S>[];
}

/** Fire one event as the diagram does: on success, the timers due at once fire too. */
export function fireSettled<S extends string, E extends string, C extends Clocked, Ev extends MachineEvent<E>>(
  machine: Machine<S, E, C, Ev>,
  snap: Snapshot<S, C>,
  event: Ev,
): { snap: Snapshot<S, C>; ok: boolean; reason: string | null; moves: Move<S>[] } {
  const r = transition(machine, snap.state, event, snap.context);
  if (!r.ok) return { snap, ok: false, reason: r.reason, moves: [] };
  const settled = advanceClock(machine, r.state, r.context, 0);
  const moves: Move<S>[] = [{ from: snap.state, event: event.type, to: r.state }];
  let from = r.state;
  for (const f of settled.fired) {
    moves.push({ from, event: f.event, to: f.state });
    from = f.state;
  }
  return { snap: { state: settled.state, context: settled.context }, ok: true, reason: null, moves };
}

/**
 * The one way the domain tests drive a machine by hand: `fire` an event the machine must accept (it throws with the
 * refusal's message otherwise), `refusal` of an event it must refuse, `wait` to move the clock. With `settle`, the
 * timers due at once fire right after each accepted event, as the diagram does.
 */
export function driver<S extends string, E extends string, C extends Clocked, Ev extends MachineEvent<E>>(
  machine: Machine<S, E, C, Ev>,
  { settle = false }: { settle?: boolean } = {},
) {
  type Snap = Snapshot<S, C>;
  const wait = (snap: Snap, ms: number): Snap => {
    const r = advanceClock(machine, snap.state, snap.context, ms);
    return { state: r.state, context: r.context };
  };
  const fire = (snap: Snap, event: Ev): Snap => {
    const r = transition(machine, snap.state, event, snap.context);
    if (!r.ok) throw new Error(`${machine.id}: ${event.type} refused in ${snap.state}: ${r.message}`);
    const next = { state: r.state, context: r.context };
    return settle ? wait(next, 0) : next;
  };
  const refusal = (snap: Snap, event: Ev): Refusal => {
    const r = transition(machine, snap.state, event, snap.context);
    if (r.ok) throw new Error(`${machine.id}: ${event.type} should be refused in ${snap.state}, and led to ${r.state}`);
    return r;
  };
  return { fire, refusal, wait };
}

/** Move the clock, recording each timer that fired. */
export function waitSettled<S extends string, E extends string, C extends Clocked, Ev extends MachineEvent<E>>(
  machine: Machine<S, E, C, Ev>,
  snap: Snapshot<S, C>,
  ms: number,
): { snap: Snapshot<S, C>; moves: Move<S>[] } {
  const r = advanceClock(machine, snap.state, snap.context, ms);
  const moves: Move<S>[] = [];
  let from = snap.state;
  for (const f of r.fired) {
    moves.push({ from, event: f.event, to: f.state });
    from = f.state;
  }
  return { snap: { state: r.state, context: r.context }, moves };
}

/** Replay commands from the start state of the scenario; returns each step. */
export function run<S extends string, E extends string, C extends Clocked, Ev extends MachineEvent<E>>(
  machine: Machine<S, E, C, Ev>,
  options: Record<string, string>,
  commands: Command[],
  from: Snapshot<S, C> = start(machine, options, 0),
): StepRecord<S, C>[] {
  // A machine over its own types is an AnyMachine (see machine.ts), so the presentations can be read for it.
  const any: AnyMachine = machine;
  let snap = from;
  const steps: StepRecord<S, C>[] = [];
  for (const command of commands) {
    const before = snap.state;
    if (command.kind === 'clock') {
      const w = waitSettled(machine, snap, command.ms);
      snap = w.snap;
      steps.push({ before, after: snap.state, command, ok: true, reason: null, context: snap.context, moves: w.moves });
    } else {
      // The event's payload comes from the presentation's buttons, which are typed for this machine's events.
      const f = fireSettled(machine, snap, eventFor(any, command) as Ev);
      snap = f.snap;
      steps.push({ before, after: snap.state, command, ok: f.ok, reason: f.reason, context: snap.context, moves: f.moves });
    }
  }
  return steps;
}

/** The context after the last step, or at the start. */
export function lastContext<S extends string, C extends Clocked>(steps: StepRecord<S, C>[], fallback: C): C {
  return steps.length ? steps[steps.length - 1].context : fallback;
}

/**
 * Every state some sequence of button presses (each variant, the dialog confirmed, a justification or the word
 * `undo` typed) and clock moves reaches from the start state of some scenario. Breadth first, a bounded frontier.
 */
export function reachableStates(machine: AnyMachine, depth = 10): Set<string> {
  const seen = new Set<string>();
  const key = (s: Snapshot) => `${s.state}|${JSON.stringify(s.context)}`;
  for (const options of allOptionSets(machine)) {
    let frontier: Snapshot[] = [start(machine, options, 0)];
    const visited = new Set<string>();
    for (let d = 0; d <= depth && frontier.length; d += 1) {
      const next = new Map<string, Snapshot>();
      for (const snap of frontier) {
        seen.add(snap.state);
        visited.add(key(snap));
        for (const type of Object.keys(machine.events)) {
          for (let variant = 0; variant < variantCount(machine, type); variant += 1) {
            for (const message of ['Needed for the release', 'undo']) {
              const f = fireSettled(machine, snap, eventFor(machine, { kind: 'event', type, variant, message, confirmed: true }));
              if (f.ok) next.set(key(f.snap), f.snap);
            }
          }
        }
        const timer = nextTimer(machine, snap.state, snap.context);
        const moves = timer ? [...CLOCK_STEPS, Math.max(0, timer.at - snap.context.now)] : CLOCK_STEPS;
        for (const ms of moves) {
          const w = waitSettled(machine, snap, ms);
          next.set(key(w.snap), w.snap);
        }
      }
      frontier = [...next.values()].filter((s) => !visited.has(key(s))).slice(0, 200);
    }
    for (const s of frontier) seen.add(s.state);
  }
  return seen;
}
