// What a state machine of the firewall is: plain data (states, events, guarded transitions, timers, refusals) in the
// docs' own words. Every part has a rule id (see rules.ts), and each rule id has a quote of the spec in a
// `*.sources.ts` file beside the machine, which only the sources check and the tests read, so no quote reaches the
// browser. How a machine is drawn and which buttons a simulation offers live in components/diagrams.

export type MachineId =
  | 'podRequest'
  | 'service'
  | 'region'
  | 'thirdParty'
  | 'quarantine'
  | 'changes'
  | 'removal'
  | 'onboarding'
  | 'teamsRegistration'
  | 'identityMapping'
  | 'apiToken'
  | 'exemptionRevocation'
  | 'collectorStack';

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
  /** The rule that refused: a guard or refusal id of the machine ('locked', 'needs-confirmation'), or a runner code. */
  reason: string;
  /** A sentence a reader understands; shown as-is by the diagrams. */
  message: string;
}

export interface Step<S extends string, C> {
  ok: true;
  state: S;
  context: C;
  /** What else happened (notifications, timers started), in plain sentences. */
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
}

export interface EventDef {
  label: string;
  description: string;
  /** Fired by the clock, never by a person. */
  timer?: boolean;
  /** The event carries a free-text message (justification, typed confirmation word). */
  message?: { label: string };
}

/** One switch of a scenario (who requests, which region ...) and the values it takes; the first is the default. */
export interface ScenarioParam {
  key: string;
  values: readonly string[];
}

/** A rule that can stop a transition: `refuses` says when, `message` says why to the reader. */
export interface Guard<C, Ev> {
  id: string;
  refuses(ctx: C, ev: Ev): boolean;
  message(ctx: C, ev: Ev): string;
}

/** A branch of one event from some states. The first transition whose `when` holds is taken. */
export interface TransitionDef<S extends string, E extends string, C extends Clocked, Ev extends MachineEvent<E>> {
  from: readonly S[];
  event: E;
  to: S;
  /** Branch condition; its label continues the event's ("Protect" + "with no controls"); its id names the rule. */
  when?: { id: string; label: string; test(ctx: C, ev: Ev): boolean };
  /** Checked in order; the first that refuses stops the transition. */
  guards?: readonly Guard<C, Ev>[];
  /** Context update and notes. */
  apply?(ctx: C, ev: Ev): { context?: C; notes?: string[] };
  /** Timers: the absolute time (ms) at which the transition becomes due, or null when no timer runs. */
  due?(ctx: C): number | null;
  /** What the docs say about this branch when the event alone says too little, e.g. "after 24 h". */
  edgeLabel?: string;
}

/** A documented reason why an event changes nothing in some states (listed with the transitions too). */
export interface RefusalDef<S extends string, E extends string, C extends Clocked, Ev extends MachineEvent<E>> {
  id: string;
  from: readonly S[];
  event: E;
  message(ctx: C, ev: Ev): string;
  /** The rule in a few words for the text list, e.g. "the Request Denial Snooze Time applies". */
  summary: string;
}

export interface Machine<S extends string = string, E extends string = string, C extends Clocked = Clocked, Ev extends MachineEvent<E> = MachineEvent<E>> {
  id: MachineId;
  title: string;
  /** The thing whose status this is, with article: "the request", "the region". */
  subject: string;
  description: string;
  initial: S;
  states: Record<S, StateDef>;
  events: Record<E, EventDef>;
  transitions: readonly TransitionDef<S, E, C, Ev>[];
  refusals?: readonly RefusalDef<S, E, C, Ev>[];
  /** For terminal states: the only events that may leave them. */
  leavesBy?: Partial<Record<S, readonly E[]>>;
  /** Scenario switches. Changing one restarts the simulation. */
  scenario?: readonly ScenarioParam[];
  createContext(params?: Record<string, string>, now?: number): C;
  /** Start state for a context, when it is not always `initial` (a new region starts disabled). */
  startState?(ctx: C): S;
}

/**
 * A machine seen from code that handles every machine alike (the registry, the runner's callers, the diagrams). The
 * function members above are declared as methods, so a machine over its own context and event types is one of these
 * without a cast (method parameters are compared both ways).
 */
export type AnyMachine = Machine<string, string, Clocked, MachineEvent>;

/** Read a scenario switch, falling back to its default for values it does not take. */
export function scenarioValue(params: Record<string, string> | undefined, param: ScenarioParam): string {
  const v = params?.[param.key];
  return v !== undefined && param.values.includes(v) ? v : param.values[0];
}

export interface Snapshot<S extends string = string, C = Clocked> {
  state: S;
  context: C;
}

/** A guard from its parts, so machines read as data: `guard('locked', (ctx) => ctx.locked, () => '…')`. */
export function guard<C, Ev>(id: string, refuses: (ctx: C, ev: Ev) => boolean, message: string | ((ctx: C, ev: Ev) => string)): Guard<C, Ev> {
  return { id, refuses, message: typeof message === 'string' ? () => message : message };
}

/** The switch shared by the machines whose behaviour differs between an OU and a single account. */
export const SCOPE_PARAM: ScenarioParam = { key: 'scope', values: ['ou', 'account'] };
