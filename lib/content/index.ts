import fs from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import { hashFiles, listFiles } from '../../scripts/files.mjs';
import { timed } from '../buildTimings';
import { site } from '../site';
import { computeOnce, writeJson } from './buildCache';
import { withLastUpdated } from './lastUpdated';
import { loadContent, type CategoryMeta } from './load';
import { buildSidebar, flattenSidebar, type SidebarItem } from './sidebar';
import { formatIssue, type Heading, type Page, type TagInfo } from './types';

export type { Page, Heading, TagInfo } from './types';
export type { SidebarItem } from './sidebar';

/** What every route needs about the site; each page's tree is read on its own (getTree). */
export interface SiteContent {
  pages: Page[];
  tags: TagInfo[];
  categories: Map<string, CategoryMeta>;
  toc: Map<string, Heading[]>;
  sidebar: SidebarItem[];
  order: { route: string; title: string }[];
}

interface Loaded {
  key: string;
  content: SiteContent;
  /** In development the trees stay in memory; a build writes one file per page and reads it when asked. */
  trees?: Map<string, Root>;
  treeDir?: string;
}

type Meta = Omit<SiteContent, 'sidebar' | 'order'>;

let loaded: Loaded | undefined;
const DEVELOPMENT = process.env.NODE_ENV === 'development';

function finish(cwd: string, meta: Meta): SiteContent {
  const pages = withLastUpdated(meta.pages, path.join(cwd, 'content'));
  const sidebar = buildSidebar(pages, meta.categories);
  return { ...meta, pages, sidebar, order: flattenSidebar(sidebar) };
}

function parse(cwd: string): { meta: Meta; trees: Map<string, Root> } {
  const { pages, tags, categories, toc, trees, warnings } = timed('content parse (once per build)', () =>
    loadContent({ rootDir: path.join(cwd, 'content'), basePath: site.basePath, publicDir: path.join(cwd, 'public') }),
  );
  for (const warning of warnings) console.warn(`[content] warning: ${formatIssue(warning)}`);
  return { meta: { pages, tags, categories, toc }, trees };
}

/** What the writer can change while `npm run dev` runs: every content and public file, by path, time and size. */
function devSignature(cwd: string): string {
  return ['content', 'public']
    .flatMap((folder) => listFiles(path.join(cwd, folder)))
    .map((file) => {
      const stat = fs.statSync(file);
      return `${file}:${stat.mtimeMs}:${stat.size}`;
    })
    .join('\n');
}

const encode = (m: Meta) => ({ ...m, categories: [...m.categories], toc: [...m.toc] });
const decode = (json: unknown): Meta => {
  const m = json as ReturnType<typeof encode>;
  if (!Array.isArray(m.pages) || !Array.isArray(m.toc)) throw new Error('not a content cache');
  return { ...m, categories: new Map(m.categories), toc: new Map(m.toc) };
};

/** A tree as stored for the build's other processes: positions go (they only served the load's own messages). */
function withoutPositions<T>(node: T): T {
  return JSON.parse(JSON.stringify(node, (key, value) => (key === 'position' ? undefined : value))) as T;
}

function load(cwd: string): Loaded {
  if (DEVELOPMENT) {
    const key = devSignature(cwd);
    if (loaded?.key === key) return loaded;
    const { meta, trees } = parse(cwd);
    return { key, content: finish(cwd, meta), trees };
  }
  if (loaded) return loaded;
  const key = hashFiles(cwd, ['content', 'lib', 'public', 'scripts/files.mjs']);
  const dir = path.join(cwd, '.next', 'cache', 'bulwark', key);
  const meta = computeOnce(
    path.join(dir, 'content.json'),
    () => {
      const { meta, trees } = parse(cwd);
      meta.pages.forEach((page, i) => writeJson(path.join(dir, 'trees', `${i}.json`), withoutPositions(trees.get(page.route))));
      return meta;
    },
    encode,
    decode,
  );
  return { key, content: finish(cwd, meta), treeDir: path.join(dir, 'trees') };
}

/**
 * The site's content. A build parses ./content once: the first process parses it (printing the warnings, or throwing
 * the errors, which name file and line) and the build's other processes read its result from .next/cache. Under
 * `npm run dev` it is parsed again whenever a file of content/ or public/ changes, so a writer's edit, a new page or a
 * fixed error shows on the next request.
 */
export function getContent(): SiteContent {
  loaded = load(process.cwd());
  return loaded.content;
}

/** Whether this process is `npm run dev`, where content is read again on change and outputs are made per request. */
export function inDevelopment(): boolean {
  return DEVELOPMENT;
}

const perContentResults = new Map<string, { content: SiteContent; value: Map<string, unknown> }>();

/**
 * A result computed from the whole site, as entries by key (every page's Markdown copy, the search index's files):
 * once per build, the first process to need it computing it and the others reading it from the build's cache
 * (.next/cache/bulwark/<key of the content>/<name>, lib/content/buildCache.ts), and again under `npm run dev`
 * whenever the content changes.
 */
export function perContent<V>(name: string, compute: () => Map<string, V>): Map<string, V> {
  const { key, content } = (loaded = load(process.cwd()));
  const known = perContentResults.get(name);
  if (known?.content === content) return known.value as Map<string, V>;
  const decode = (json: unknown): Map<string, V> => {
    if (!Array.isArray(json)) throw new Error(`not a cache of ${name}`);
    return new Map(json);
  };
  const file = path.join(process.cwd(), '.next', 'cache', 'bulwark', key, name);
  const value = DEVELOPMENT ? compute() : computeOnce(file, compute, (map) => [...map], decode);
  perContentResults.set(name, { content, value });
  return value;
}

/** One page's tree: the one all outputs read (page, Markdown copy, llms files, search). */
export function getTree(route: string): Root {
  const { content, trees, treeDir } = (loaded = load(process.cwd()));
  const tree = trees?.get(route);
  if (tree) return tree;
  const index = content.pages.findIndex((p) => p.route === route);
  if (index < 0 || !treeDir) throw new Error(`No page at ${route}`);
  return JSON.parse(fs.readFileSync(path.join(treeDir, `${index}.json`), 'utf8')) as Root;
}

export function getAllPages(): Page[] {
  return getContent().pages;
}

export function getPageBySlug(slug: string[] | undefined): Page | undefined {
  const route = !slug || slug.length === 0 ? '/' : '/' + slug.map(decodeURIComponent).join('/');
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
