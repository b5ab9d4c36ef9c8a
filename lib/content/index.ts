import fs from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import { listFiles } from '../../scripts/files.mjs';
import { timed } from '../buildTimings';
import { site } from '../site';
import { buildCacheDir, computeOnce, computeShared, writeJson } from './buildCache';
import { withLastUpdated } from './lastUpdated';
import { assembleContent, loadContent, pageFiles, parsePageFile, repoFile, type CategoryMeta, type LoadOptions, type ParsedFile } from './load';
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
  treeFile?: (page: Page) => string;
}

type Meta = Omit<SiteContent, 'sidebar' | 'order'>;

let loaded: Loaded | undefined;
const DEVELOPMENT = process.env.NODE_ENV === 'development';

function finish(cwd: string, meta: Meta): SiteContent {
  const pages = withLastUpdated(meta.pages, path.join(cwd, 'content'));
  const sidebar = buildSidebar(pages, meta.categories);
  return { ...meta, pages, sidebar, order: flattenSidebar(sidebar) };
}

const loadOptions = (cwd: string): LoadOptions => ({ rootDir: path.join(cwd, 'content'), basePath: site.basePath, publicDir: path.join(cwd, 'public') });

function printWarnings(warnings: { file: string; line?: number; message: string }[]): void {
  for (const warning of warnings) console.warn(`[content] warning: ${formatIssue(warning)}`);
}

function parse(cwd: string): { meta: Meta; trees: Map<string, Root> } {
  const { pages, tags, categories, toc, trees, warnings } = timed('content parse', () => loadContent(loadOptions(cwd)));
  printWarnings(warnings);
  return { meta: { pages, tags, categories, toc }, trees };
}

/** A build parses its pages in this many shards, which its processes share out (computeShared). */
const PARSE_SHARDS = 8;

/**
 * The build's parse: the page files in PARSE_SHARDS slices, each parsed by whichever build process takes it first,
 * each page's tree written to trees/<n>.json (n: the file's place in pageFiles); then the whole-site step once.
 */
function parseShared(cwd: string, dir: string, files: string[]): Meta {
  const options = loadOptions(cwd);
  const size = Math.ceil(files.length / PARSE_SHARDS);
  const numbered = files.map((file, n) => ({ file, n }));
  const slices = Array.from({ length: PARSE_SHARDS }, (_, s) => numbered.slice(s * size, (s + 1) * size));
  const parsed = computeShared(
    slices.map((slice, s) => ({
      file: path.join(dir, 'shards', `${s}.json`),
      compute: () =>
        timed('content parse (in shards, across processes)', () =>
          slice.map(({ file, n }): ParsedFile => {
            const { tree, ...rest } = parsePageFile(file, options.rootDir);
            if (tree) writeJson(path.join(dir, 'trees', `${n}.json`), tree, withoutPositions);
            return rest;
          }),
        ),
      encode: (value: ParsedFile[]) => value,
      decode: (json: unknown) => {
        if (!Array.isArray(json)) throw new Error('not a content shard');
        return json as ParsedFile[];
      },
    })),
  ).flat();
  return computeOnce(
    path.join(dir, 'content.json'),
    () => {
      const { pages, tags, categories, toc, warnings } = assembleContent(options, parsed);
      printWarnings(warnings);
      return { pages, tags, categories, toc };
    },
    encode,
    decode,
  );
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

/** A tree as stored for the build's processes: positions go (they only served the parse's own messages). */
const withoutPositions = (key: string, value: unknown) => (key === 'position' ? undefined : value);

function load(cwd: string): Loaded {
  if (DEVELOPMENT) {
    const key = devSignature(cwd);
    if (loaded?.key === key) return loaded;
    const { meta, trees } = parse(cwd);
    return { key, content: finish(cwd, meta), trees };
  }
  if (loaded) return loaded;
  const dir = buildCacheDir(cwd);
  const key = path.basename(dir);
  const files = pageFiles(path.join(cwd, 'content'));
  const meta = parseShared(cwd, dir, files);
  const place = new Map(files.map((file, n) => [repoFile(path.join(cwd, 'content'), file), n]));
  return { key, content: finish(cwd, meta), treeFile: (page) => path.join(dir, 'trees', `${place.get(page.file)}.json`) };
}

/**
 * The site's content. A build parses ./content once: its processes share the pages out in shards, one of them puts
 * the site together (printing the warnings, or throwing the errors, which name file and line) and every process reads
 * the result from .next/cache. Under `npm run dev` it is parsed again whenever a file of content/ or public/ changes,
 * so a writer's edit, a new page or a fixed error shows on the next request.
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

/** A result computed from the whole site, as entries by key (every page's Markdown copy, the search index's files). */
export interface SiteOutput<V> {
  /** Its file in the build's cache. */
  name: string;
  compute: () => Map<string, V>;
}

/**
 * Whole-site results, once per build: each computed by the first process to need it and read by the others from the
 * build's cache (buildCacheDir()/<name>, lib/content/buildCache.ts); processes that ask for the same outputs together
 * compute them side by side. Under `npm run dev`, computed again whenever the content changes.
 */
export function shareOutputs(outputs: SiteOutput<unknown>[]): Map<string, unknown>[] {
  const { content } = (loaded = load(process.cwd()));
  const decode = (name: string) => (json: unknown) => {
    if (!Array.isArray(json)) throw new Error(`not a cache of ${name}`);
    return new Map<string, unknown>(json);
  };
  const known = (output: SiteOutput<unknown>) => {
    const entry = perContentResults.get(output.name);
    return entry?.content === content ? entry.value : undefined;
  };
  const missing = outputs.filter((output) => !known(output));
  const values = DEVELOPMENT
    ? missing.map((output) => output.compute())
    : computeShared(
        missing.map(({ name, compute }) => ({
          file: path.join(buildCacheDir(), name),
          compute,
          encode: (map: Map<string, unknown>) => [...map],
          decode: decode(name),
        })),
      );
  missing.forEach((output, i) => perContentResults.set(output.name, { content, value: values[i] }));
  return outputs.map((output) => perContentResults.get(output.name)!.value);
}

/** One whole-site result (see shareOutputs). */
export function perContent<V>(output: SiteOutput<V>): Map<string, V> {
  return shareOutputs([output])[0] as Map<string, V>;
}

/** One page's tree: the one all outputs read (page, Markdown copy, llms files, search). */
export function getTree(route: string): Root {
  const { content, trees, treeFile } = (loaded = load(process.cwd()));
  const tree = trees?.get(route);
  if (tree) return tree;
  const page = content.pages.find((p) => p.route === route);
  if (!page || !treeFile) throw new Error(`No page at ${route}`);
  return JSON.parse(fs.readFileSync(treeFile(page), 'utf8')) as Root;
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
