// A machine of the firewall model as text: its statuses and the steps between them, in the words of
// lib/domain/wording.ts, which also label the drawn diagram's arrows (components/diagrams): the picture, the page's
// text version, the Markdown copy and search say one thing. Used by <StateDiagram> and the islands' text forms; it
// takes the machine it writes out and knows no other (the content step keys a page on the machines it names).
import type { AnyMachine } from '../../domain/machine';
import { startView, type MachineView } from '../../domain/views';
import { fromText, refusalText, stateLabel, transitionText } from '../../domain/wording';
import { captioned, list, paragraph, strong, table } from './mdast';

/** Where a page's simulation starts and which steps it offers, in one sentence. */
function viewText(m: AnyMachine, view: MachineView) {
  const steps = (view.steps ?? Object.keys(m.events).filter((e) => !m.events[e].timer)).map((e) => m.events[e].label);
  return paragraph(
    'This simulation shows ',
    view.title,
    ': it starts at ',
    [strong(m.states[startView(m, view).state].label)],
    `, and its steps are ${steps.join(', ')}.`,
  );
}

export function machineText(m: AnyMachine, view?: MachineView) {
  const steps = m.transitions.map((t) => [fromText(m, t), `${transitionText(m, t)}${m.events[t.event].timer ? ' (timer)' : ''}`, m.states[t.to].label]);
  return [
    paragraph([strong(m.title)], `: ${m.description}`),
    ...(view ? [viewText(m, view)] : []),
    ...captioned(
      'Statuses',
      table(
        ['Status', 'What it means'],
        Object.keys(m.states).map((s) => [stateLabel(m, s), m.states[s].description]),
      ),
    ),
    ...captioned('Steps', table(['From', 'Step', 'To'], steps)),
    ...(m.refusals?.length ? [list(m.refusals.map((r) => refusalText(m, r)))] : []),
  ];
}
