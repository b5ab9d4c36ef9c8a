// The site's content as the routes read it: from the content store (./store.ts), which the content step
// (scripts/content) writes before Next runs, and keeps up to date under `npm run dev` as the writer saves. Nothing
// here parses a page or computes a whole-site output: it reads.
import fs from 'node:fs';
import path from 'node:path';
import type { Root as HastRoot } from 'hast';
import type { CategoryMeta } from './load';
import type { SidebarItem } from './sidebar';
import { pageHtmlFile, readStoreJson, readStoreVersion, STORE_FILES, storeDir, type StoredSite } from './store';
import type { ContentIssue, Heading, Page, TagInfo } from './types';

export type { Page, Heading, TagInfo } from './types';
export type { SidebarItem } from './sidebar';

/** What every route needs about the site; each page's HTML tree is read on its own (getPageHtml). */
export interface SiteContent {
  pages: Page[];
  tags: TagInfo[];
  categories: Map<string, CategoryMeta>;
  toc: Map<string, Heading[]>;
  sidebar: SidebarItem[];
  order: { route: string; title: string }[];
  /** Under `npm run dev`: the routes of pages that failed, with their errors (a build fails instead). */
  broken: Map<string, ContentIssue[]>;
}

const DEVELOPMENT = process.env.NODE_ENV === 'development';

interface Loaded {
  version: string;
  content: SiteContent;
  files: Map<string, unknown>;
}

let loaded: Loaded | undefined;

/**
 * The store's version: under `npm run dev` the step writes a new one after each change, and the site reads the store
 * again (its file's time tells, without reading it each time); a build's store never changes while it is read.
 */
let versionSeen: { mtimeMs: number; version: string } | undefined;
export function storeVersion(): string {
  if (!DEVELOPMENT) return 'build';
  const file = path.join(storeDir(), STORE_FILES.version);
  const mtimeMs = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  if (versionSeen?.mtimeMs !== mtimeMs) versionSeen = { mtimeMs, version: readStoreVersion(storeDir()) };
  return versionSeen.version;
}

function read(version: string): Loaded {
  const stored = readStoreJson<StoredSite>(STORE_FILES.site);
  const dates = readStoreJson<Record<string, string>>(STORE_FILES.dates);
  const content: SiteContent = {
    pages: stored.pages.map((page) => (dates[page.file] ? { ...page, lastUpdated: dates[page.file] } : page)),
    tags: stored.tags,
    categories: new Map(stored.categories),
    toc: new Map(stored.toc),
    sidebar: stored.sidebar,
    order: stored.order,
    broken: new Map(stored.broken),
  };
  return { version, content, files: new Map() };
}

/** The store as last read; read again once the dev loop has written a new version. */
function current(): Loaded {
  const version = storeVersion();
  if (loaded?.version !== version) loaded = read(version);
  return loaded;
}

/** A whole-site file of the store, read once (per change of the store under `npm run dev`), as `decode` makes it. */
function storeFile<T>(name: string, decode: (json: never) => T = (json) => json): T {
  const { files } = current();
  if (!files.has(name)) files.set(name, decode(readStoreJson<never>(name)));
  return files.get(name) as T;
}

export function getContent(): SiteContent {
  return current().content;
}

/** Whether this process is `npm run dev`, where the store changes while the server runs. */
export function inDevelopment(): boolean {
  return DEVELOPMENT;
}

/**
 * The mistakes that keep the page at `route` from showing, if the dev loop found any (file, line and what is wrong),
 * with any site-wide one (a broken tags or category file). Empty in a build, which fails on any mistake instead.
 */
export function brokenIssues(route: string): ContentIssue[] {
  const { broken } = getContent();
  return [...(broken.get(route) ?? []), ...(broken.get('') ?? [])];
}

/** A page's HTML tree, as the page renders it (components/mdx/MdxContent). */
export function getPageHtml(page: Page): HastRoot {
  return readStoreJson<HastRoot>(pageHtmlFile(page.file));
}

/** The search records of every page (lib/search/records.ts), in reading order. */
export function getSearchRecords<T>(): T {
  return storeFile<T>(STORE_FILES.search);
}

/** Every machine's diagram layout by machine id. */
export function getDiagramLayouts<T>(): Record<string, T> {
  return storeFile<Record<string, T>>(STORE_FILES.diagrams);
}

export function getAllPages(): Page[] {
  return getContent().pages;
}

/** The route a slug names ('/' for none). */
export function routeOfSlug(slug: string[] | undefined): string {
  return !slug || slug.length === 0 ? '/' : `/${slug.map(decodeURIComponent).join('/')}`;
}

export function getPageBySlug(slug: string[] | undefined): Page | undefined {
  const route = routeOfSlug(slug);
  return getContent().pages.find((p) => p.route === route);
}

export function getPrevNext(route: string) {
  const { order } = getContent();
  const index = order.findIndex((p) => p.route === route);
  return { prev: index > 0 ? order[index - 1] : undefined, next: index >= 0 && index < order.length - 1 ? order[index + 1] : undefined };
}

export function getPagesWithTag(tag: string): Page[] {
  const { order, pages } = getContent();
  const rank = new Map(order.map((p, i) => [p.route, i]));
  return pages.filter((p) => p.tags.includes(tag)).sort((a, b) => (rank.get(a.route) ?? 0) - (rank.get(b.route) ?? 0));
}
