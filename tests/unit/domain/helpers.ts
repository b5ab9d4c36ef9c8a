// Shared fast-check arbitraries and a driver that replays random commands (events and clock moves) on a machine.
import fc from 'fast-check';
import { presentations } from '@/components/diagrams/presentation';
import {
  advanceClock,
  DAY_MS,
  HOUR_MS,
  MINUTE_MS,
  start,
  transition,
  type AnyMachine,
  type Clocked,
  type Machine,
  type MachineEvent,
} from '@/lib/domain';

export type Command =
  | { kind: 'event'; type: string; variant: number; message: string }
  | { kind: 'clock'; ms: number };

export const MESSAGES = ['', '   ', 'Needed for the release', 'undo', 'UNDO'];

export const CLOCK_STEPS = [MINUTE_MS, 5 * MINUTE_MS, 14 * MINUTE_MS, 15 * MINUTE_MS, HOUR_MS, 24 * HOUR_MS, 90 * DAY_MS];

export function arbOptions(machine: AnyMachine): fc.Arbitrary<Record<string, string>> {
  const entries = (machine.scenario ?? []).map((p) => fc.constantFrom(...p.values).map((v) => [p.key, v] as const));
  return entries.length ? fc.tuple(...entries).map((pairs) => Object.fromEntries(pairs)) : fc.constant({});
}

export function arbCommand(machine: AnyMachine): fc.Arbitrary<Command> {
  const types = Object.keys(machine.events);
  return fc.oneof(
    { weight: 4, arbitrary: fc.record({
      kind: fc.constant('event' as const),
      type: fc.constantFrom(...types),
      variant: fc.nat({ max: 3 }),
      message: fc.constantFrom(...MESSAGES),
    }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('clock' as const), ms: fc.constantFrom(...CLOCK_STEPS) }) },
  );
}

/** The event a command fires, with the payload of one of the buttons the diagram offers for it. */
export function eventFor(machine: AnyMachine, cmd: Extract<Command, { kind: 'event' }>): Record<string, unknown> {
  const variants = presentations[machine.id].buttons?.[cmd.type] ?? [];
  const payload = variants.length ? variants[cmd.variant % variants.length].payload : {};
  return { type: cmd.type, ...payload, message: cmd.message };
}

export interface StepRecord<C extends Clocked = Clocked> {
  before: string;
  after: string;
  command: Command;
  ok: boolean;
  context: C;
  /** For clock moves: the timers that fired. */
  fired: string[];
}

/** Replay commands; returns each step. */
export function run<S extends string, E extends string, C extends Clocked, Ev extends MachineEvent<E>>(
  machine: Machine<S, E, C, Ev>,
  options: Record<string, string>,
  commands: Command[],
): StepRecord<C>[] {
  let snap = start(machine, options, 0);
  const steps: StepRecord<C>[] = [];
  for (const command of commands) {
    const before = snap.state;
    if (command.kind === 'clock') {
      const r = advanceClock(machine, snap.state, snap.context, command.ms);
      snap = { state: r.state, context: r.context };
      steps.push({ before, after: snap.state, command, ok: true, context: snap.context, fired: r.fired.map((f) => f.event) });
    } else {
      const r = transition(machine, snap.state, eventFor(machine, command) as Ev, snap.context);
      if (r.ok) snap = { state: r.state, context: r.context };
      steps.push({ before, after: snap.state, command, ok: r.ok, context: snap.context, fired: [] });
    }
  }
  return steps;
}
