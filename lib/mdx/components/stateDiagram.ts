// A machine of the firewall model as text: its statuses and the steps between them, in the words of
// lib/domain/wording.ts, which also label the drawn diagram's arrows (components/diagrams): the picture, the page's
// text version, the Markdown copy and search say one thing.
import { isMachineId, MACHINE_IDS, machines } from '../../domain/registry';
import type { AnyMachine } from '../../domain/machine';
import { fromText, refusalText, stateLabel, transitionText } from '../../domain/wording';
import { captioned, list, paragraph, strong, table } from './mdast';
import { define } from './types';

export function machineText(m: AnyMachine) {
  const steps = m.transitions.map((t) => [
    fromText(m, t),
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
