// Writing a store: its whole-site files and the files served as they are (store.ts). A build writes into a new folder;
// the dev step writes into the live one, and only the files whose bytes changed, each under a temporary name then
// renamed, the site index last: what the dev server reads is always whole.
import fs from 'node:fs';
import path from 'node:path';
import { PUBLIC_DIR, pageHtmlFile, STORE_FILES, writeStoreFile } from '../../lib/content/store';
import { navEntries } from '../../lib/content/sidebar';
import { markdownFiles } from '../../lib/markdown/fromContent';
import { SOCIAL_DIR, type SocialCard, socialCards } from '../../lib/social';
import type { SiteParts } from './site';

/** The link-preview cards of the assembled site. */
export function siteSocialCards(parts: SiteParts): SocialCard[] {
  return socialCards({ pages: parts.site.pages, categories: new Map(parts.site.categories), order: parts.site.order });
}

/** A store's files by path below its folder, as bytes: the whole-site files and the served ones. */
export function storeFiles(
  parts: SiteParts,
  origin: string,
  diagrams: Record<string, unknown>,
  cards: SocialCard[],
  images: ReadonlyMap<string, Uint8Array>,
): Map<string, string | Uint8Array> {
  const files = new Map<string, string | Uint8Array>();
  files.set(STORE_FILES.search, JSON.stringify(parts.search));
  files.set(STORE_FILES.diagrams, JSON.stringify(diagrams));
  files.set(STORE_FILES.social, JSON.stringify(cards));
  const served = (file: string) => path.join(PUBLIC_DIR, file);
  const markdown = new Map(Object.entries(parts.markdown));
  for (const [file, text] of markdownFiles({ pages: parts.site.pages, sidebar: parts.site.sidebar, markdown }, origin)) files.set(served(file), text);
  files.set(served('nav.json'), JSON.stringify(navEntries(parts.site.sidebar)));
  for (const card of cards) files.set(served(path.join(SOCIAL_DIR.slice(1), `${card.name}.png`)), images.get(card.name)!);
  // Last: the dev server reads the store again when the site index changes.
  files.set(STORE_FILES.site, JSON.stringify(parts.site));
  return files;
}

const same = (a: string | Uint8Array, b: string | Uint8Array | undefined) =>
  b !== undefined && (typeof a === 'string' && typeof b === 'string' ? a === b : Buffer.from(a).equals(Buffer.from(b)));

/**
 * Writes `files` into the store folder `dir`: those that differ from `previous` (all when there is none), then removes
 * the files of `previous` that are gone (a page deleted or renamed). Returns the paths written and removed.
 */
export function writeStore(
  dir: string,
  files: ReadonlyMap<string, string | Uint8Array>,
  previous?: ReadonlyMap<string, string | Uint8Array>,
): { written: string[]; removed: string[] } {
  const written: string[] = [];
  for (const [file, data] of files) {
    if (previous && same(data, previous.get(file))) continue;
    writeStoreFile(path.join(dir, file), data);
    written.push(file);
  }
  const removed = [...(previous?.keys() ?? [])].filter((file) => !files.has(file));
  for (const file of removed) fs.rmSync(path.join(dir, file), { force: true });
  return { written, removed };
}

/** The page HTML files a store holds that no page of `pages` owns any more. */
export function strayPageFiles(dir: string, files: readonly string[]): string[] {
  const owned = new Set(files.map((file) => path.join(dir, pageHtmlFile(file))));
  const root = path.join(dir, 'pages');
  if (!fs.existsSync(root)) return [];
  const stray: string[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!owned.has(full)) stray.push(full);
    }
  };
  walk(root);
  return stray;
}
