// The runner: a few functions over a machine's data. Nothing here throws on user input: every refusal is a value
// with a reason code and a message for people.
import type { Clocked, Machine, MachineEvent, Refusal, Snapshot, TransitionResult } from './machine';

export function refuse(reason: string, message: string): Refusal {
  return { ok: false, reason, message };
}

export function start<S extends string, E extends string, C extends Clocked, Ev extends MachineEvent<E>>(
  machine: Machine<S, E, C, Ev>,
  options?: Record<string, string>,
  now = 0,
): Snapshot<S, C> {
  const context = machine.createContext(options, now);
  return { state: machine.startState ? machine.startState(context) : machine.initial, context };
}

/**
 * Apply one event. Returns the next state and context, or a refusal; never throws for an unknown or malformed event.
 */
export function transition<S extends string, E extends string, C extends Clocked, Ev extends MachineEvent<E>>(
  machine: Machine<S, E, C, Ev>,
  state: S,
  event: Ev,
  context: C,
): TransitionResult<S, C> {
  const type = (event as { type?: unknown } | null | undefined)?.type;
  if (typeof type !== 'string' || !Object.hasOwn(machine.events, type)) {
    return refuse('unknown-event', `This diagram has no event called "${String(type)}".`);
  }
  if (!Object.hasOwn(machine.states, state)) {
    return refuse('unknown-state', `This diagram has no state called "${String(state)}".`);
  }
  const eventDef = machine.events[type as E];
  const candidates = machine.transitions.filter((t) => t.event === type && t.from.includes(state));
  if (candidates.length === 0) {
    const documented = machine.refusals?.find((r) => r.event === type && r.from.includes(state));
    if (documented) return refuse(documented.id, documented.message(context, event));
    return refuse('not-allowed', `${eventDef.label} is not possible while ${machine.subject} is ${machine.states[state].label}.`);
  }
  for (const t of candidates) {
    if (t.when && !t.when.test(context, event)) continue;
    if (t.due) {
      const due = t.due(context);
      if (due === null) continue;
      if (context.now < due) {
        return refuse('not-due', `${eventDef.label} happens only after ${formatDuration(due - context.now)} more.`);
      }
    }
    const refusing = t.guards?.find((g) => g.refuses(context, event));
    if (refusing) return refuse(refusing.id, refusing.message(context, event));
    const applied = t.apply?.(context, event) ?? {};
    return { ok: true, state: t.to, context: applied.context ?? context, notes: applied.notes ?? [] };
  }
  return refuse('not-allowed', `${eventDef.label} is not possible while ${machine.subject} is ${machine.states[state].label} in this situation.`);
}

/** Events with at least one transition out of the state (what the diagram offers as buttons). */
export function eventsFrom<S extends string, E extends string, C extends Clocked, Ev extends MachineEvent<E>>(machine: Machine<S, E, C, Ev>, state: S): E[] {
  const seen = new Set<E>();
  for (const t of machine.transitions) if (t.from.includes(state)) seen.add(t.event);
  return (Object.keys(machine.events) as E[]).filter((e) => seen.has(e));
}

export interface TimerDue<E extends string> {
  event: E;
  at: number;
}

/** The earliest timer that will fire from this state, if any. */
export function nextTimer<S extends string, E extends string, C extends Clocked, Ev extends MachineEvent<E>>(
  machine: Machine<S, E, C, Ev>,
  state: S,
  context: C,
): TimerDue<E> | null {
  let best: TimerDue<E> | null = null;
  for (const t of machine.transitions) {
    if (!t.due || !t.from.includes(state)) continue;
    if (t.when && !t.when.test(context, { type: t.event } as Ev)) continue;
    const at = t.due(context);
    if (at === null) continue;
    if (!best || at < best.at) best = { event: t.event, at };
  }
  return best;
}

export interface ClockResult<S extends string, C> {
  state: S;
  context: C;
  fired: { event: string; at: number; state: S; notes: string[] }[];
}

/**
 * Move the clock forward by `ms` and fire every timer that falls due on the way, each at the moment it is due.
 */
export function advanceClock<S extends string, E extends string, C extends Clocked, Ev extends MachineEvent<E>>(
  machine: Machine<S, E, C, Ev>,
  state: S,
  context: C,
  ms: number,
): ClockResult<S, C> {
  const step = Number.isFinite(ms) && ms > 0 ? ms : 0;
  const target = context.now + step;
  let current = state;
  let ctx = context;
  const fired: ClockResult<S, C>['fired'] = [];
  // A timer moves to another state or changes the context so that it is no longer due; the cap only guards
  // against a malformed machine.
  for (let i = 0; i < 1000; i += 1) {
    const timer = nextTimer(machine, current, ctx);
    if (!timer || timer.at > target) break;
    const at = Math.max(timer.at, ctx.now);
    const result = transition(machine, current, { type: timer.event } as Ev, { ...ctx, now: at });
    if (!result.ok) break;
    current = result.state;
    ctx = result.context;
    fired.push({ event: timer.event, at, state: current, notes: result.notes });
  }
  return { state: current, context: { ...ctx, now: Math.max(ctx.now, target) }, fired };
}

/** "1 h 30 min", "2 d 3 h", "45 s": for refusal messages and the diagram clock. */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms)) return 'forever';
  const total = Math.max(0, Math.ceil(ms / 1000));
  const d = Math.floor(total / 86_400);
  const h = Math.floor((total % 86_400) / 3_600);
  const m = Math.floor((total % 3_600) / 60);
  const s = total % 60;
  const parts: string[] = [];
  if (d) parts.push(`${d} d`);
  if (h) parts.push(`${h} h`);
  if (m) parts.push(`${m} min`);
  if (s && !d && !h) parts.push(`${s} s`);
  return parts.length ? parts.join(' ') : '0 s';
}
