// A machine of the firewall model as text: its statuses and the steps between them, in the words of
// lib/domain/wording.ts, which also label the drawn diagram's arrows (components/diagrams): the picture, the page's
// text version, the Markdown copy and search say one thing. Used by <StateDiagram> and the islands' text forms; it
// takes the machine it writes out and knows no other (the content step keys a page on the machines it names).
import type { AnyMachine } from '../../domain/machine';
import { startView, viewPart, type MachineView } from '../../domain/views';
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
  // A view shows the part of the machine its page's task reaches; the whole machine is on the page that shows it whole.
  const part = view ? viewPart(m, view) : { states: Object.keys(m.states), transitions: m.transitions };
  const steps = part.transitions.map((t) => [fromText(m, t), `${transitionText(m, t)}${m.events[t.event].timer ? ' (timer)' : ''}`, m.states[t.to].label]);
  const refusals = (m.refusals ?? []).filter((r) => part.transitions.some((t) => t.event === r.event) && r.from.some((s) => part.states.includes(s)));
  return [
    paragraph([strong(m.title)], `: ${m.description}`),
    ...(view ? [viewText(m, view)] : []),
    ...captioned(
      view ? 'Statuses on the way' : 'Statuses',
      table(
        ['Status', 'What it means'],
        part.states.map((s) => [stateLabel(m, s), m.states[s].description]),
      ),
    ),
    ...captioned(view ? 'Steps on the way' : 'Steps', table(['From', 'Step', 'To'], steps)),
    ...(refusals.length ? [list(refusals.map((r) => refusalText(m, r)))] : []),
  ];
}
