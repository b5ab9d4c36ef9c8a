// Shared fast-check arbitraries and a driver that replays random commands (events and clock moves) on a machine.
import fc from 'fast-check';
import {
  advanceClock,
  DAY_MS,
  HOUR_MS,
  MINUTE_MS,
  start,
  transition,
  type AnyMachine,
  type Clocked,
} from '@/lib/domain';

export type Command =
  | { kind: 'event'; type: string; variant: number; message: string }
  | { kind: 'clock'; ms: number };

export const MESSAGES = ['', '   ', 'Needed for the release', 'undo', 'UNDO'];

export const CLOCK_STEPS = [MINUTE_MS, 5 * MINUTE_MS, 14 * MINUTE_MS, 15 * MINUTE_MS, HOUR_MS, 24 * HOUR_MS, 90 * DAY_MS];

/** Any machine: typed machines are not assignable to the erased form, so the helpers take `object`. */
type MachineLike = object;

export function arbOptions(machineLike: MachineLike): fc.Arbitrary<Record<string, string>> {
  const machine = machineLike as AnyMachine;
  const entries = (machine.options ?? []).map((o) =>
    fc.constantFrom(...o.choices.map((c) => c.value)).map((v) => [o.key, v] as const),
  );
  return entries.length ? fc.tuple(...entries).map((pairs) => Object.fromEntries(pairs)) : fc.constant({});
}

export function arbCommand(machineLike: MachineLike): fc.Arbitrary<Command> {
  const machine = machineLike as AnyMachine;
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

export function eventFor(machineLike: MachineLike, cmd: Extract<Command, { kind: 'event' }>): Record<string, unknown> {
  const machine = machineLike as AnyMachine;
  const def = machine.events[cmd.type];
  const variants = def.variants ?? [];
  const payload = variants.length ? variants[cmd.variant % variants.length].payload : {};
  return { type: cmd.type, ...payload, message: cmd.message };
}

export interface StepRecord {
  before: string;
  after: string;
  command: Command;
  ok: boolean;
  context: Clocked & Record<string, unknown>;
  /** For clock moves: the timers that fired. */
  fired: string[];
}

/** Replay commands; returns each step. */
export function run(machineLike: MachineLike, options: Record<string, string>, commands: Command[]): StepRecord[] {
  const machine = machineLike as AnyMachine;
  let snap = start(machine, options, 0);
  const steps: StepRecord[] = [];
  for (const command of commands) {
    const before = snap.state;
    if (command.kind === 'clock') {
      const r = advanceClock(machine, snap.state, snap.context, command.ms);
      snap = { state: r.state, context: r.context };
      steps.push({ before, after: snap.state, command, ok: true, context: snap.context, fired: r.fired.map((f) => f.event) });
    } else {
      const r = transition(machine, snap.state, eventFor(machine, command), snap.context);
      if (r.ok) snap = { state: r.state, context: r.context };
      steps.push({ before, after: snap.state, command, ok: r.ok, context: snap.context, fired: [] });
    }
  }
  return steps;
}
