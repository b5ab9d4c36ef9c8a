// How a machine of lib/domain is shown: the buttons a simulation offers (with their example payloads), which events
// open the product's confirmation dialog first, the wording of scenario switches, boxes around states, the clock moves
// and the facts listed beside the diagram. The model holds none of this; the arrows' words come from the model itself
// (lib/domain/wording.ts), so the drawing and the text version say the same. Where a page starts a machine is a view
// of lib/domain/views.ts.
import type { Clocked, MachineEvent } from '@/lib/domain/machine';

/** How a step the docs do not give is labelled wherever a simulation needs one: the same words everywhere. */
export const EXAMPLE = '(example)';

export interface EventButton<Ev> {
  label: string;
  payload: Omit<Ev, 'type'>;
}

export interface ScenarioWording {
  label: string;
  /** Wording of each value the machine's scenario switch takes. */
  values: Record<string, string>;
}

export interface MachinePresentation<S extends string = string, E extends string = string, C = Clocked, Ev = MachineEvent> {
  /** The buttons an event gets; without, one button with the event's label and no payload. */
  buttons?: Partial<Record<E, readonly EventButton<Ev>[]>>;
  /** Events whose button first asks Confirm or Cancel, as the product's dialog does. */
  confirm?: readonly E[];
  /** Wording of the machine's scenario switches, by key. */
  scenario?: Record<string, ScenarioWording>;
  /** States drawn inside one box, labelled. */
  groups?: readonly { id: string; label: string; states: readonly S[] }[];
  /**
   * The order a reader follows the states in, when it is not the model's: the layout breaks cycles against it, so a
   * flow that stages then deploys reads top to bottom instead of putting every settled status in the first row.
   */
  order?: readonly S[];
  /** Which way the layers of the diagram run (default DOWN). */
  direction?: 'DOWN' | 'RIGHT';
  /** Clock moves offered besides "to the next timer". */
  clock?: readonly { label: string; ms: number }[];
  /** A button's name with what it counts filled in, as the product shows it ("Submit all 2 Changes"). */
  label?(label: string, ctx: C): string;
  /** Facts about the simulation worth showing beside the diagram (timers, entries). */
  details?(state: S, ctx: C): { label: string; value: string }[];
}

export type AnyPresentation = MachinePresentation<string, string, Clocked, MachineEvent>;

export const SCOPE_WORDING: ScenarioWording = {
  label: 'Scope',
  values: { ou: 'An OU with accounts beneath it', account: 'A single account' },
};
