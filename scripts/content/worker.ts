// The content step's pool tasks (pool.ts runs them as one bundle in every thread): compiling one page file, laying out
// one machine's diagram, drawing one link-preview image. Each loads its modules on its first call, stores what it made
// in the cache (cache.ts) under the key the step gave it, and writes nothing else but its own files, so tasks never
// wait on each other and the step's own thread stays free.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { DiagramLayout } from '../../components/diagrams/layout';
import type { MachineId } from '../../lib/domain/machine';
import type { SocialCard } from '../../lib/social';
import { ContentCache } from './cache';
import { componentKey } from './sources';
import type { CompiledParts, PageEntry } from './parts';

export interface CompileTask {
  cwd: string;
  file: string;
  rootDir: string;
  origin: string;
  /** The cache key of the page's source and the parse-and-render code. */
  key: string;
  /**
   * The SHA-256 of the page's bytes the key was made from. A page saved again after its key was made is compiled as
   * it is now: that compile is not stored under the old key, or a later return to the old bytes would show the new.
   */
  source: string;
  /** Each component's fingerprint by name, and by name and looked-up entry (`StateDiagram machine=region`). */
  components: Record<string, string>;
  /** The store folder being written: the page's HTML tree goes to its file there. */
  storeDir: string;
}

/** What the page's text forms were made from: each component it uses, with what it looked up, by fingerprint. */
export function usesFingerprint(uses: readonly { name: string; props: Readonly<Record<string, string>> }[], components: Record<string, string>): string {
  return [...new Set(uses.map((use) => componentKey(use.name, use.props)))]
    .sort()
    .map((key) => `${key}=${components[key] ?? ''}`)
    .join('\n');
}

/** Compiles one page: writes its HTML tree to the store and its parts to the cache, returns the parts to the step. */
export async function compile({ cwd, file, rootDir, origin, key, source, components, storeDir }: CompileTask): Promise<CompiledParts> {
  const [{ compilePage }, { pageHtmlFile, stripPositions, writeStoreFile }] = await Promise.all([
    import('../../lib/content/compile'),
    import('../../lib/content/store'),
  ]);
  const { parsed, html, markdown } = await compilePage(file, rootDir, origin);
  if (parsed.tree) stripPositions(parsed.tree);
  const htmlJson = parsed.page && html ? Buffer.from(JSON.stringify(stripPositions(html)), 'utf8') : undefined;
  if (parsed.page && htmlJson) writeStoreFile(path.join(storeDir, pageHtmlFile(parsed.page.file)), htmlJson);
  const parts: CompiledParts = { parsed, markdown };
  const entry: PageEntry = { parts, html: htmlJson, uses: usesFingerprint(parsed.components ?? [], components) };
  if (createHash('sha256').update(fs.readFileSync(file)).digest('hex') === source) new ContentCache(cwd).set('page', key, entry);
  return parts;
}

/** A machine's layout, and whether it was searched for (no recorded choice for it holds). */
export interface LayoutResult {
  layout: DiagramLayout;
  searched: boolean;
}

/**
 * One machine's diagram layout (ELK), stored in the cache under `key`: laid out from `chosen`, the candidate its
 * search recorded (choices.ts), when that is a candidate for the machine; searched for otherwise.
 */
export async function layout({ cwd, id, key, chosen }: { cwd: string; id: MachineId; key: string; chosen?: unknown }): Promise<LayoutResult> {
  const [{ layoutChosen }, { machines }, { presentations }] = await Promise.all([
    import('../../components/diagrams/layout'),
    import('../../lib/domain/registry'),
    import('../../components/diagrams/presentation'),
  ]);
  const result = await layoutChosen(machines[id], presentations[id], chosen);
  new ContentCache(cwd).set('layout', key, result.layout);
  return result;
}

/** One link-preview image (next/og: Satori, then resvg), stored in the cache under `key`. */
export async function social({ cwd, card, key }: { cwd: string; card: SocialCard; key: string }): Promise<Uint8Array> {
  const { socialImage } = await import('../../components/social/SocialImage');
  const image = new Uint8Array(await socialImage(card).arrayBuffer());
  new ContentCache(cwd).set('social', key, image);
  return image;
}
