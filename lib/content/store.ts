// The content store: the plain files the content step (scripts/content) writes before Next runs, and the only thing
// the site's routes read about the content. `npm run build` writes `.content/build/`, `npm run dev` keeps
// `.content/dev/` up to date as the writer saves, so the two can run side by side:
//   site.json          the site index: pages, tags, categories, sidebar, reading order, TOCs, warnings, what each
//                      part was made from (the step's keys), and under `npm run dev` the pages that failed and why
//   pages/<file>.json  each page's HTML tree, highlighted, its static runs marked (lib/mdx/render.ts), by its file
//   search.json        the search records (lib/search/records.ts), in reading order
//   diagrams.json      every machine's diagram layout (components/diagrams/layout.ts)
//   social.json        the link-preview cards (lib/social.ts)
//   dates.json         each page file's last commit date (written on every run: a commit changes no bytes)
//   version.json       a new value each time the dev step changes the store; the site reads the store again then
//   public/            the files served as they are, at the same paths under `npm run dev` and in the export: each
//                      page's Markdown copy (<route>.md), llms.txt, llms-full.txt, nav.json, social/<card>.png
// A build writes the whole folder beside it and swaps it in, so a reader never sees half of one; the dev step
// rewrites single files the same way (write to a temporary name, then rename).
import fs from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import type { CategoryMeta } from './load';
import type { SidebarItem } from './sidebar';
import type { ContentIssue, Heading, Page, TagInfo } from './types';

/** The folder of the stores. */
export const STORE_DIR = '.content';

/** The store a build writes and the one `npm run dev` keeps up to date. */
export type StoreMode = 'build' | 'dev';

/** The folder of the files served as they are (below the store's folder). */
export const PUBLIC_DIR = 'public';

export const STORE_FILES = {
  site: 'site.json',
  search: 'search.json',
  diagrams: 'diagrams.json',
  dates: 'dates.json',
  social: 'social.json',
  version: 'version.json',
} as const;

/** The site index as stored: maps as entry lists. */
export interface StoredSite {
  /** What the store was made from (lib/files hashFiles over the sources, the lockfile and the settings). */
  key: string;
  pages: Page[];
  toc: [string, Heading[]][];
  tags: TagInfo[];
  categories: [string, CategoryMeta][];
  sidebar: SidebarItem[];
  order: { route: string; title: string }[];
  warnings: ContentIssue[];
  /** Under `npm run dev` only (a build fails instead): each failed page's route and its errors; site-wide errors at ''. */
  broken: [string, ContentIssue[]][];
  /** What each part was made from, by the step's keys (scripts/content/sources.ts): how it knows what is up to date. */
  sources: StoreSources;
}

export interface StoreSources {
  /** Each page file's key and the components its text forms were made from ('StateDiagram machine=region=<hash>'). */
  pages: [file: string, key: string, components: string[]][];
  /** Everything else the store is made from, as one key. */
  rest: string;
}

/** The store the running process reads: the dev store under `npm run dev`, the build's otherwise. */
export function storeMode(): StoreMode {
  return process.env.NODE_ENV === 'development' ? 'dev' : 'build';
}

/** A store of no pages: what the dev step writes before its first pass, so the dev server can start on something. */
export const EMPTY_SITE: StoredSite = {
  key: '',
  pages: [],
  toc: [],
  tags: [],
  categories: [],
  sidebar: [],
  order: [],
  warnings: [],
  broken: [],
  sources: { pages: [], rest: '' },
};

export function storeDir(cwd = process.cwd(), mode: StoreMode = storeMode()): string {
  return path.join(cwd, STORE_DIR, mode);
}

/** The version the dev step last wrote into the store in `dir` (a new one after each change); 'none' before its first. */
export function readStoreVersion(dir: string): string {
  const file = path.join(dir, STORE_FILES.version);
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : 'none';
}

/**
 * The file of a page's HTML tree in the store, named by the page's source file (content/a/b.mdx: pages/content/a/b.mdx.json),
 * so two files that claim one route never write the same file.
 */
export function pageHtmlFile(sourceFile: string): string {
  return path.join('pages', `${sourceFile}.json`);
}

/** Removes source positions from a tree, in place: stored trees do without them (they served the parse's messages). */
export function stripPositions<T>(node: T): T {
  if (node && typeof node === 'object') {
    delete (node as { position?: unknown }).position;
    const children = (node as { children?: unknown[] }).children;
    if (Array.isArray(children)) for (const child of children) stripPositions(child);
  }
  return node;
}

/** Writes a file under a temporary name first, so no reader ever sees half of it. */
export function writeStoreFile(file: string, data: string | Uint8Array): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${threadId}.tmp`;
  fs.writeFileSync(temp, data);
  fs.renameSync(temp, file);
}

export function writeJsonFile(file: string, value: unknown): void {
  writeStoreFile(file, JSON.stringify(value));
}

export class MissingStoreError extends Error {
  constructor(dir: string) {
    super(`No content store at ${dir}: run \`npm run content\`, \`npm run build\` or \`npm run dev\`, which build the content first (scripts/content).`);
    this.name = 'MissingStoreError';
  }
}

/** A file of the store, parsed; names the store when it is missing. */
export function readStoreJson<T>(name: string, dir = storeDir()): T {
  const file = path.join(dir, name);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    throw new MissingStoreError(dir);
  }
  return JSON.parse(text) as T;
}
