import fs from 'node:fs';
import path from 'node:path';
import { load as loadYaml } from 'js-yaml';
import { visit } from 'unist-util-visit';
import { listFiles } from '../files';
import { pageFiles, repoFile } from './paths';
import { CODE_LANGUAGES, PLAIN_LANGUAGES } from '../mdx/codeLanguages';
import { parseMdx, type ComponentUse } from '../mdx/parse';
import { parseFrontMatter, sourcePage } from './frontMatter';
import { extractHeadings } from './headings';
import { checkLinks, linkRefs, type LinkRef } from './links';
import { checkPageTags, parseTags } from './tags';
import { ContentError, type ContentIssue, type Heading, type SourcePage, type TagInfo } from './types';
import type { Root } from 'mdast';

export { pageFiles, repoFile, routeFromFile } from './paths';

export interface CategoryMeta {
  label: string;
  position: number;
  /** File name (without .mdx) of the folder's overview page, which the category's label links to. */
  overview?: string;
}

export interface LoadedContent {
  pages: SourcePage[];
  tags: TagInfo[];
  categories: Map<string, CategoryMeta>;
  toc: Map<string, Heading[]>;
  trees: Map<string, Root>;
  /** Problems that only warn: broken links and anchors, duplicate routes. */
  warnings: ContentIssue[];
  /**
   * Problems that fail a build, each naming its file: bad front matter, invalid MDX, an undeclared tag, a broken
   * category or tags file. The pages they name are left out of `pages`.
   */
  errors: ContentIssue[];
}

export interface LoadOptions {
  rootDir: string;
  basePath: string;
  /** Where public assets live, for image and asset link checks. */
  publicDir?: string;
}

/**
 * One page file parsed on its own: all the whole-site step (assembleContent) needs from it. The content step parses
 * files in worker threads (scripts/content), so this is plain data that crosses threads.
 */
export interface ParsedFile {
  /** The page, absent when the file has errors. */
  page?: SourcePage;
  toc?: Heading[];
  headingIds?: string[];
  links?: LinkRef[];
  tree?: Root;
  /** The components the page uses, with their attributes. */
  components?: ComponentUse[];
  errors: ContentIssue[];
  warnings: ContentIssue[];
}

/** Parses one .mdx file below rootDir: front matter, MDX, headings and links; never throws. */
export function parsePageFile(file: string, rootDir: string): ParsedFile {
  const rel = repoFile(rootDir, file);
  const source = fs.readFileSync(file, 'utf8');
  const front = parseFrontMatter(source, rel);
  if (!front.ok) return { errors: front.issues, warnings: [] };
  const parsed = parseMdx(front.content);
  if (!parsed.ok) {
    const line = parsed.line ? parsed.line + front.bodyLine - 1 : undefined;
    return { errors: [{ file: rel, line, message: `invalid MDX: ${parsed.message}` }], warnings: [] };
  }
  const warnings: ContentIssue[] = [];
  visit(parsed.tree, 'code', (node) => {
    if (node.lang && !PLAIN_LANGUAGES.has(node.lang) && !(CODE_LANGUAGES as readonly string[]).includes(node.lang)) {
      const line = node.position ? node.position.start.line + front.bodyLine - 1 : undefined;
      warnings.push({ file: rel, line, message: `code block language "${node.lang}" is not highlighted (add it to lib/mdx/codeLanguages.ts)` });
    }
  });
  const headings = extractHeadings(parsed.tree);
  return {
    page: sourcePage(file, rootDir, front),
    toc: headings.toc,
    headingIds: [...headings.ids],
    links: linkRefs(parsed.tree, front.bodyLine - 1),
    tree: parsed.tree,
    components: parsed.components,
    errors: [],
    warnings,
  };
}

function readCategory(file: string): CategoryMeta {
  const data = loadYaml(fs.readFileSync(file, 'utf8')) as { label?: unknown; position?: unknown; overview?: unknown } | null;
  if (!data || typeof data.label !== 'string') throw new Error('field "label" is required and must be a string');
  if (data.overview !== undefined && (typeof data.overview !== 'string' || !fs.existsSync(path.join(path.dirname(file), `${data.overview}.mdx`)))) {
    throw new Error(`field "overview" must name a page in this folder (no ${String(data.overview)}.mdx next to it)`);
  }
  return {
    label: data.label,
    position: typeof data.position === 'number' ? data.position : 999,
    ...(typeof data.overview === 'string' ? { overview: data.overview } : {}),
  };
}

/**
 * The whole site from its parsed page files (in listFiles order): category files, tags, duplicate routes and links.
 * Never throws: errors (bad front matter, invalid MDX, an undeclared tag) and warnings come back naming their files,
 * and a page with an error is left out, so a writer's broken page breaks only itself (the build fails on any error).
 */
export function assembleContent({ rootDir, basePath, publicDir }: LoadOptions, parsed: ParsedFile[]): LoadedContent {
  const rel = (file: string) => repoFile(rootDir, file);
  const errors: ContentIssue[] = [];
  const warnings: ContentIssue[] = [];
  const pages: SourcePage[] = [];
  const toc = new Map<string, Heading[]>();
  const trees = new Map<string, Root>();
  const categories = new Map<string, CategoryMeta>();
  const links: { route: string; file: string; headingIds: Set<string>; links: LinkRef[] }[] = [];

  for (const file of listFiles(rootDir).filter((f) => path.basename(f) === '_category.yml')) {
    const folder = path.dirname(path.relative(rootDir, file).replace(/\\/g, '/'));
    try {
      categories.set(folder === '.' ? '/' : `/${folder}`, readCategory(file));
    } catch (error) {
      errors.push({ file: rel(file), message: `category file: ${(error as Error).message.split('\n')[0]}` });
    }
  }
  for (const result of parsed) {
    errors.push(...result.errors);
    const { page } = result;
    if (!page) continue;
    const duplicate = pages.find((p) => p.route === page.route);
    if (duplicate) {
      warnings.push({ file: page.file, message: `duplicate route ${page.route}: ${duplicate.file} already serves it; this file is ignored` });
      continue;
    }
    warnings.push(...result.warnings);
    pages.push(page);
    toc.set(page.route, result.toc ?? []);
    if (result.tree) trees.set(page.route, result.tree);
    links.push({ route: page.route, file: page.file, headingIds: new Set(result.headingIds), links: result.links ?? [] });
  }

  const tagsFile = path.join(rootDir, 'tags.yml');
  let tags: TagInfo[] = [];
  if (fs.existsSync(tagsFile)) {
    const parsedTags = parseTags(fs.readFileSync(tagsFile, 'utf8'), rel(tagsFile));
    tags = parsedTags.tags;
    errors.push(...parsedTags.issues);
  } else {
    errors.push({ file: rel(tagsFile), message: 'missing: declare every tag here' });
  }
  const tagErrors = checkPageTags(pages, tags, rel(tagsFile));
  errors.push(...tagErrors);
  const failed = new Set(tagErrors.map((issue) => issue.file));
  const kept = pages.filter((page) => !failed.has(page.file));
  for (const page of pages) {
    if (!failed.has(page.file)) continue;
    toc.delete(page.route);
    trees.delete(page.route);
  }

  const assetExists = (assetPath: string) => (publicDir ? fs.existsSync(path.join(publicDir, decodeURIComponent(assetPath))) : true);
  warnings.push(...checkLinks(links, basePath, assetExists));
  return { pages: kept, tags, categories, toc, trees, warnings, errors };
}

/** Loads every page under rootDir in this process (tests); throws one ContentError listing every error. */
export function loadContent(options: LoadOptions): LoadedContent {
  const loaded = assembleContent(
    options,
    pageFiles(options.rootDir).map((file) => parsePageFile(file, options.rootDir)),
  );
  if (loaded.errors.length > 0) throw new ContentError(loaded.errors);
  return loaded;
}
