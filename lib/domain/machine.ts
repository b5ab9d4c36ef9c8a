// The generic state-machine runner. A machine is plain data (states, events, guarded transitions) so the same object
// drives the jest tests, the server-rendered diagram and the status tables; the runner is a few functions over it.
// Nothing here throws on user input: every refusal is a value with a reason code and a message for people.

export type MachineId = 'podRequest' | 'service' | 'region' | 'thirdParty' | 'quarantine' | 'changes';

/** Every machine context carries the simulated clock (ms). */
export interface Clocked {
  now: number;
}

/** Every event is an object with a type; machines add optional payload fields. */
export interface MachineEvent<E extends string = string> {
  type: E;
}

export interface Refusal {
  ok: false;
  /** Stable code for tests and UI logic, e.g. 'not-allowed', 'locked', 'needs-confirmation'. */
  reason: string;
  /** A sentence a reader understands; shown as-is by the diagrams. */
  message: string;
}

export interface Step<S extends string, C> {
  ok: true;
  state: S;
  context: C;
  /** What else happened (notifications sent or suppressed, timers started), in plain sentences. */
  notes: string[];
}

export type TransitionResult<S extends string, C> = Step<S, C> | Refusal;

export interface StateDef {
  label: string;
  description: string;
  /** A change is staged and waits for a deploy. */
  pending?: boolean;
  /** A final status; it is left only by the events listed in leavesBy. */
  terminal?: boolean;
  /** Drawn in the diagram but not a status the app shows (left out of status tables). */
  virtual?: boolean;
  /** Grid cell of the state in the diagram (column, row), both from 0. */
  layout: { col: number; row: number };
}

export interface EventVariant<Ev> {
  /** Button text. */
  label: string;
  payload: Omit<Ev, 'type'>;
}

export interface EventDef<Ev> {
  label: string;
  /** Shorter label for diagram edges, when `label` is long. */
  short?: string;
  description: string;
  /** Fired by the clock, never by a person. */
  timer?: boolean;
  /** The event carries a free-text message (justification, typed confirmation word). */
  message?: { label: string };
  /** Named payloads the diagram offers as separate buttons. Without variants the event is one button. */
  variants?: EventVariant<Ev>[];
  /** Added to the refusal when the event is not possible in the current state. */
  notAllowedHint?: string;
}

/** States drawn inside one box; a transition from two or more of them is drawn from the box. */
export interface StateGroup<S extends string> {
  id: string;
  label: string;
  states: readonly S[];
}

export interface OptionDef {
  key: string;
  label: string;
  choices: { value: string; label: string }[];
}

/** A branch of one event from some states. The first transition whose `when` holds is taken. */
export interface TransitionDef<S extends string, E extends string, C extends Clocked, Ev extends MachineEvent<E>> {
  from: readonly S[];
  event: E;
  to: S;
  /** Branch condition, shown on the diagram edge as [condition]. */
  when?: { label: string; test: (ctx: C, ev: Ev) => boolean };
  /** Returns a refusal (reason + message) or null when the transition may happen. */
  guard?: (ctx: C, ev: Ev) => { reason: string; message: string } | null;
  /** Context update and notes. */
  apply?: (ctx: C, ev: Ev) => { context?: C; notes?: string[] };
  /** Timers: the absolute time (ms) at which the transition becomes due, or null when no timer runs. */
  due?: (ctx: C) => number | null;
  /** Short text for the diagram edge when the event label alone says too little, e.g. "after 24 h". */
  edgeLabel?: string;
}

/** A documented reason why an event does nothing in some states (shown in the diagram's text list too). */
export interface RefusalDef<S extends string, E extends string, C extends Clocked, Ev extends MachineEvent<E>> {
  from: readonly S[];
  event: E;
  reason: string;
  message: (ctx: C, ev: Ev) => string;
  /** The rule in a few words for the text list, e.g. "during the 15-minute snooze". */
  summary: string;
}

export interface Machine<
  S extends string = string,
  E extends string = string,
  C extends Clocked = Clocked,
  Ev extends MachineEvent<E> = MachineEvent<E>,
> {
  id: MachineId;
  title: string;
  /** The thing whose status this is, with article: "the request", "the region". */
  subject: string;
  description: string;
  initial: S;
  states: Record<S, StateDef>;
  events: Record<E, EventDef<Ev>>;
  transitions: readonly TransitionDef<S, E, C, Ev>[];
  /** Documented refusals for events that have no transition in some states. */
  refusals?: readonly RefusalDef<S, E, C, Ev>[];
  groups?: readonly StateGroup<S>[];
  /** For terminal states: the only events that may leave them. */
  leavesBy?: Partial<Record<S, readonly E[]>>;
  /** Scenario switches (who requests, which region ...). Changing one restarts the simulation. */
  options?: OptionDef[];
  createContext: (options?: Record<string, string>, now?: number) => C;
  /** Start state for a context, when it is not always `initial` (a new region starts disabled). */
  startState?: (ctx: C) => S;
  /** Facts about the context worth showing next to the diagram (timers, notifications). */
  describe?: (state: S, ctx: C) => { label: string; value: string }[];
}

// Type-erased form used by the registry and the UI, which handle every machine alike.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyMachine = Machine<string, string, any, any>;

export interface Snapshot<S extends string = string, C = Clocked> {
  state: S;
  context: C;
}

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
  if (typeof type !== 'string' || !Object.prototype.hasOwnProperty.call(machine.events, type)) {
    return refuse('unknown-event', `This diagram has no event called "${String(type)}".`);
  }
  if (!Object.prototype.hasOwnProperty.call(machine.states, state)) {
    return refuse('unknown-state', `This diagram has no state called "${String(state)}".`);
  }
  const eventDef = machine.events[type as E];
  const candidates = machine.transitions.filter((t) => t.event === type && t.from.includes(state));
  const hint = eventDef.notAllowedHint ? ` ${eventDef.notAllowedHint}` : '';
  if (candidates.length === 0) {
    const documented = machine.refusals?.find((r) => r.event === type && r.from.includes(state));
    if (documented) return refuse(documented.reason, documented.message(context, event));
    return refuse(
      'not-allowed',
      `${eventDef.label} is not possible while ${machine.subject} is ${machine.states[state].label}.${hint}`,
    );
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
    const refusal = t.guard?.(context, event);
    if (refusal) return refuse(refusal.reason, refusal.message);
    const applied = t.apply?.(context, event) ?? {};
    return { ok: true, state: t.to, context: applied.context ?? context, notes: applied.notes ?? [] };
  }
  return refuse(
    'not-allowed',
    `${eventDef.label} is not possible while ${machine.subject} is ${machine.states[state].label} in this situation.${hint}`,
  );
}

/** Events that would succeed now (timers excluded unless includeTimers). */
export function allowedEvents<S extends string, E extends string, C extends Clocked, Ev extends MachineEvent<E>>(
  machine: Machine<S, E, C, Ev>,
  state: S,
  context: C,
  includeTimers = false,
): E[] {
  const out: E[] = [];
  for (const type of Object.keys(machine.events) as E[]) {
    if (!includeTimers && machine.events[type].timer) continue;
    if (transition(machine, state, { type } as Ev, context).ok) out.push(type);
  }
  return out;
}

/** Events with at least one transition out of the state (what the diagram offers as buttons). */
export function eventsFrom<S extends string, E extends string, C extends Clocked, Ev extends MachineEvent<E>>(
  machine: Machine<S, E, C, Ev>,
  state: S,
): E[] {
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

/** Read a scenario option with a fallback, ignoring values the option does not offer. */
/** The scenario choice shared by the machines whose behaviour differs between an OU and a single account. */
export const SCOPE_OPTION: OptionDef = {
  key: 'scope',
  label: 'Scope',
  choices: [
    { value: 'ou', label: 'An OU with several accounts beneath it' },
    { value: 'account', label: 'A single account' },
  ],
};

export function optionValue(options: Record<string, string> | undefined, def: OptionDef): string {
  const v = options?.[def.key];
  return v !== undefined && def.choices.some((c) => c.value === v) ? v : def.choices[0].value;
}
