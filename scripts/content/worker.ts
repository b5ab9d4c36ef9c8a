// The content step's pool tasks (scripts/content/build.ts runs them in one worker thread per core): compiling one page
// file, and laying out one machine's diagram. Each writes nothing but its own files, so tasks never wait on each other.
import path from 'node:path';
import { compilePage } from '../../lib/content/compile';
import { pageHtmlFile, stripPositions, writeJsonFile } from '../../lib/content/store';
import type { MachineId } from '../../lib/domain/machine';
import { machines } from '../../lib/domain/registry';
import { layoutMachine, type DiagramLayout } from '../../components/diagrams/layout';
import { presentations } from '../../components/diagrams/presentation';
import { socialImage } from '../../components/social/SocialImage';
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
export default async function compile({ file, rootDir, origin, storeDir }: CompileTask): Promise<CompiledParts> {
  const { parsed, html, markdown } = await compilePage(file, rootDir, origin);
  if (parsed.page && html) writeJsonFile(path.join(storeDir, pageHtmlFile(parsed.page.file)), stripPositions(html));
  if (parsed.tree) stripPositions(parsed.tree);
  return { parsed, markdown };
}

/** The link-preview images of `cards` (next/og: Satori, then resvg), by card name. */
export async function social(cards: SocialCard[]): Promise<Record<string, Uint8Array>> {
  const images: Record<string, Uint8Array> = {};
  for (const card of cards) images[card.name] = new Uint8Array(await socialImage(card).arrayBuffer());
  return images;
}

/** One machine's diagram layout (ELK). */
export function layout(id: MachineId): Promise<DiagramLayout> {
  return layoutMachine(machines[id], presentations[id]);
}
