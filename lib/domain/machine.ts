// What a state machine of the firewall is: plain data (states, events, guarded transitions, timers, documented
// refusals) in the spec's own words. The same object drives the jest tests, the server-rendered diagram and the
// status tables; how it is drawn and which buttons a simulation offers live in components/diagrams.

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
  /** A simulation state, not a status the app shows (left out of status tables). */
  virtual?: boolean;
}

export interface EventDef {
  label: string;
  description: string;
  /** Fired by the clock, never by a person. */
  timer?: boolean;
  /** The event carries a free-text message (justification, typed confirmation word). */
  message?: { label: string };
  /** Added to the refusal when the event is not possible in the current state. */
  notAllowedHint?: string;
}

/** One switch of a scenario (who requests, which region ...) and the values it takes; the first is the default. */
export interface ScenarioParam {
  key: string;
  values: readonly string[];
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
  /** What the spec says about this branch when the event alone says too little, e.g. "after 24 h". */
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
  events: Record<E, EventDef>;
  transitions: readonly TransitionDef<S, E, C, Ev>[];
  /** Documented refusals for events that have no transition in some states. */
  refusals?: readonly RefusalDef<S, E, C, Ev>[];
  /** For terminal states: the only events that may leave them. */
  leavesBy?: Partial<Record<S, readonly E[]>>;
  /** Scenario switches. Changing one restarts the simulation. */
  scenario?: readonly ScenarioParam[];
  createContext(params?: Record<string, string>, now?: number): C;
  /** Start state for a context, when it is not always `initial` (a new region starts disabled). */
  startState?(ctx: C): S;
}

// Type-erased form used by the registry and the UI, which handle every machine alike.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyMachine = Machine<string, string, any, any>;

/** Read a scenario switch, falling back to its default for values it does not take. */
export function scenarioValue(params: Record<string, string> | undefined, param: ScenarioParam): string {
  const v = params?.[param.key];
  return v !== undefined && param.values.includes(v) ? v : param.values[0];
}

/** The switch shared by the machines whose behaviour differs between an OU and a single account. */
export const SCOPE_PARAM: ScenarioParam = { key: 'scope', values: ['ou', 'account'] };


export interface Snapshot<S extends string = string, C = Clocked> {
  state: S;
  context: C;
}

