// Every machine's layout, computed once when the server module loads (ELK is asynchronous). StateDiagram then
// renders synchronously: an awaited component makes React flush the page's payload at timing-dependent points, and
// two builds of the same sources would no longer be byte-identical. A build's processes share the machines out and
// read each other's layouts from the build's cache (lib/content/buildCache.ts), so each lays out only some of them.
import path from 'node:path';
import { MACHINE_IDS, machines } from '@/lib/domain/registry';
import type { MachineId } from '@/lib/domain/machine';
import { timedAsync } from '@/lib/buildTimings';
import { inDevelopment } from '@/lib/content';
import { buildCacheDir, computeSharedAsync } from '@/lib/content/buildCache';
import { layoutMachine, type DiagramLayout } from './layout';
import { presentations } from './presentation';

const layOut = (id: MachineId) => layoutMachine(machines[id], presentations[id]);

export const DIAGRAM_LAYOUTS: Record<MachineId, DiagramLayout> = Object.fromEntries(
  await timedAsync('diagram layout (ELK, shared by the build processes)', async () => {
    const layouts = inDevelopment()
      ? await Promise.all(MACHINE_IDS.map(layOut))
      : await computeSharedAsync(
          MACHINE_IDS.map((id) => ({
            file: path.join(buildCacheDir(), 'diagrams', `${id}.json`),
            compute: () => layOut(id),
            decode: (json: unknown) => json as DiagramLayout,
          })),
        );
    return MACHINE_IDS.map((id, i) => [id, layouts[i]] as const);
  }),
) as Record<MachineId, DiagramLayout>;
