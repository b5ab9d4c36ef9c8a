// Every machine's diagram layout, as the content step laid it out with ELK (scripts/content, layout.ts) and stored
// it: the page renders synchronously from it, with no layout work and no ELK in Next's processes.
import { getDiagramLayouts } from '@/lib/content';
import type { MachineId } from '@/lib/domain/machine';
import type { DiagramLayout } from './layoutTypes';

export function diagramLayout(id: MachineId): DiagramLayout {
  const layout = getDiagramLayouts<DiagramLayout>()[id];
  if (!layout) throw new Error(`No diagram layout for the machine "${id}" in the content store: run the content step again (npm run build).`);
  return layout;
}
