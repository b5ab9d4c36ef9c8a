// <StateDiagram machine="…">: the machine it names, as text (machineText.ts) in the page and its copies, and drawn by
// the page's island.
import { isMachineId, MACHINE_IDS, machines } from '../../domain/registry';
import { VIEW_NAMES, viewOf } from '../../domain/views';
import { machineText } from './machineText';
import { define } from './types';

export const StateDiagram = define({
  kind: 'island',
  page: 'text',
  props: { machine: { required: true, values: MACHINE_IDS }, view: { values: VIEW_NAMES } },
  text: ({ props }) => (isMachineId(props.machine) ? machineText(machines[props.machine], viewOf(props.machine, props.view)) : []),
});
