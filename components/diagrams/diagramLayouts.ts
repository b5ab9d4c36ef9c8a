// Every machine's layout, computed once when the server module loads (ELK is asynchronous). StateDiagram then
// renders synchronously: an awaited component makes React flush the page's payload at timing-dependent points, and
// two builds of the same sources would no longer be byte-identical.
import { MACHINE_IDS, machines } from '@/lib/domain/registry';
import type { MachineId } from '@/lib/domain/machine';
import { timedAsync } from '@/lib/buildTimings';
import { layoutMachine, type DiagramLayout } from './layout';
import { presentations } from './presentation';

export const DIAGRAM_LAYOUTS: Record<MachineId, DiagramLayout> = Object.fromEntries(
  await timedAsync('diagram layout (ELK, once per process)', () =>
    Promise.all(MACHINE_IDS.map(async (id) => [id, await layoutMachine(machines[id], presentations[id])] as const)),
  ),
) as Record<MachineId, DiagramLayout>;
