// A machine of the firewall model as text: its statuses and the steps between them. The same sentences label the
// drawn diagram's arrows (components/diagrams), so the picture, the page's text version, the Markdown copy and search
// say one thing.
import { isMachineId, MACHINE_IDS, machines } from '../../domain/registry';
import type { AnyMachine } from '../../domain/machine';
import { captioned, list, paragraph, strong, table } from './mdast';
import { define } from './types';

type AnyTransition = AnyMachine['transitions'][number];

/** What an arrow says: the event, its branch condition and what the docs add ("after 24 h"). */
export function transitionText(m: AnyMachine, t: Pick<AnyTransition, 'event' | 'when' | 'edgeLabel'>): string {
  const event = m.events[t.event];
  return `${event.label}${t.when ? ` [${t.when.label}]` : ''}${t.edgeLabel ? ` (${t.edgeLabel})` : ''}`;
}

/** The sentence for a documented refusal: "In Denied, Attempt the action: the Request Denial Snooze Time applies." */
export function refusalText(m: AnyMachine, r: NonNullable<AnyMachine['refusals']>[number]): string {
  return `In ${r.from.map((s) => m.states[s].label).join(', ')}, ${m.events[r.event].label}: ${r.summary}.`;
}

export function stateLabel(m: AnyMachine, state: string): string {
  const s = m.states[state];
  return `${s.label}${s.terminal ? ' (final)' : ''}`;
}

export function machineText(m: AnyMachine) {
  const steps = m.transitions.map((t) => [
    t.from.map((s) => m.states[s].label).join(', '),
    `${transitionText(m, t)}${m.events[t.event].timer ? ' (timer)' : ''}`,
    m.states[t.to].label,
  ]);
  return [
    paragraph([strong(m.title)], `: ${m.description}`),
    ...captioned('Statuses', table(['Status', 'What it means'], Object.keys(m.states).map((s) => [stateLabel(m, s), m.states[s].description]))),
    ...captioned('Steps', table(['From', 'Step', 'To'], steps)),
    ...(m.refusals?.length ? [list(m.refusals.map((r) => refusalText(m, r)))] : []),
  ];
}

export const StateDiagram = define({
  kind: 'island',
  page: 'text',
  props: { machine: { required: true, values: MACHINE_IDS } },
  text: ({ props }) => (isMachineId(props.machine) ? machineText(machines[props.machine]) : []),
});
