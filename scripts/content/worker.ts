// The content step's pool tasks (pool.ts runs them as one bundle in every thread): compiling one page file, laying out
// one machine's diagram, drawing the link-preview images. Each loads its modules on its first call and writes nothing
// but its own files, so tasks never wait on each other.
import path from 'node:path';
import type { DiagramLayout } from '../../components/diagrams/layout';
import type { MachineId } from '../../lib/domain/machine';
import type { SocialCard } from '../../lib/social';
import type { CompiledParts } from './site';

export interface CompileTask {
  file: string;
  rootDir: string;
  origin: string;
  /** The store folder being written: the page's HTML tree goes to its file there. */
  storeDir: string;
}

/** Compiles one page: writes its HTML tree to the store, returns the rest (its tree without positions) to the step. */
export async function compile({ file, rootDir, origin, storeDir }: CompileTask): Promise<CompiledParts> {
  const [{ compilePage }, { pageHtmlFile, stripPositions, writeJsonFile }] = await Promise.all([
    import('../../lib/content/compile'),
    import('../../lib/content/store'),
  ]);
  const { parsed, html, markdown } = await compilePage(file, rootDir, origin);
  if (parsed.page && html) writeJsonFile(path.join(storeDir, pageHtmlFile(parsed.page.file)), stripPositions(html));
  if (parsed.tree) stripPositions(parsed.tree);
  return { parsed, markdown };
}

/** One machine's diagram layout (ELK). */
export async function layout(id: MachineId): Promise<DiagramLayout> {
  const [{ layoutMachine }, { machines }, { presentations }] = await Promise.all([
    import('../../components/diagrams/layout'),
    import('../../lib/domain/registry'),
    import('../../components/diagrams/presentation'),
  ]);
  return layoutMachine(machines[id], presentations[id]);
}

/** The link-preview images of `cards` (next/og: Satori, then resvg), by card name. */
export async function social(cards: SocialCard[]): Promise<Record<string, Uint8Array>> {
  const { socialImage } = await import('../../components/social/SocialImage');
  const images: Record<string, Uint8Array> = {};
  for (const card of cards) images[card.name] = new Uint8Array(await socialImage(card).arrayBuffer());
  return images;
}
