// How a machine of lib/domain is shown: edge wording, the buttons a simulation offers (with their example payloads),
// the wording of scenario switches, boxes around states, and the facts listed beside the diagram. The model holds
// none of this, so a machine stays the spec's states, events and guards.

export interface EventButton<Ev> {
  label: string;
  payload: Omit<Ev, 'type'>;
}

export interface ScenarioWording {
  label: string;
  /** Wording of each value the machine's scenario switch takes. */
  values: Record<string, string>;
}

export interface MachinePresentation<S extends string = string, E extends string = string, C = unknown, Ev = unknown> {
  /** Short text on diagram edges, per event (default: the event's label). */
  edgeLabels?: Partial<Record<E, string>>;
  /** The buttons an event gets; without, one button with the event's label and no payload. */
  buttons?: Partial<Record<E, readonly EventButton<Ev>[]>>;
  /** Wording of the machine's scenario switches, by key. */
  scenario?: Record<string, ScenarioWording>;
  /** States drawn inside one box; a transition from all of them is drawn from the box. */
  groups?: readonly { id: string; label: string; states: readonly S[] }[];
  /** Which way the layers of the diagram run (default DOWN). */
  direction?: 'DOWN' | 'RIGHT';
  /** Facts about the simulation worth showing beside the diagram (timers, notifications). */
  details?(state: S, ctx: C): { label: string; value: string }[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyPresentation = MachinePresentation<string, string, any, any>;

export const CONFIRM_BUTTONS = (verb: string) => [
  { label: `${verb}, then confirm`, payload: { confirmed: true } },
  { label: `${verb}, then cancel`, payload: { confirmed: false } },
];

export const SCOPE_WORDING: ScenarioWording = {
  label: 'Scope',
  values: { ou: 'An OU with several accounts beneath it', account: 'A single account' },
};
