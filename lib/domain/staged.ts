// What the service, region and third-party machines share: four or three settled statuses, each with a "(pending)"
// variant that a staged change shows until the template is deployed, and a confirmation dialog for some actions.
import { guard, type Guard } from './machine';

/** The "(pending)" variant of a status: `disabled` -> `disabledPending`. */
export type WithPending<S extends string> = S | `${S}Pending`;

export function pendingOf<S extends string>(status: S): `${S}Pending` {
  return `${status}Pending`;
}

/** The answer in a confirmation dialog, for events that open one. */
export interface Confirmable {
  confirmed?: boolean;
}

/** Refuses unless the reader confirmed the dialog; nothing is staged otherwise. */
export function confirmationGuard<C, Ev extends Confirmable>(): Guard<C, Ev> {
  return guard('needs-confirmation', (_ctx, ev) => ev.confirmed !== true, 'The change needs confirmation in the dialog; nothing was staged.');
}

/** One deploy transition per settled status: its pending variant becomes the status. */
export function deployTransitions<S extends string, E extends string, C>(
  settled: readonly S[],
  event: E,
  note: (status: S) => string,
): { from: readonly WithPending<S>[]; event: E; to: WithPending<S>; apply: (ctx: C) => { context: C; notes: string[] } }[] {
  return settled.map((status) => ({
    from: [pendingOf(status)],
    event,
    to: status,
    apply: (ctx: C) => ({ context: ctx, notes: [note(status)] }),
  }));
}
