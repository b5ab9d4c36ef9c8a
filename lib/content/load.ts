import fs from 'node:fs';
import path from 'node:path';
import { load as loadYaml } from 'js-yaml';
import { visit } from 'unist-util-visit';
import { listFiles } from '../../scripts/files.mjs';
import { CODE_LANGUAGES, PLAIN_LANGUAGES } from '../mdx/codeLanguages';
import { parseMdx } from '../mdx/parse';
import { parseFrontMatter } from './frontMatter';
import { extractHeadings } from './headings';
import { checkLinks } from './links';
import { checkPageTags, parseTags } from './tags';
import { ContentError, type ContentIssue, type Heading, type Page, type TagInfo } from './types';
import type { Root } from 'mdast';

export interface CategoryMeta {
  label: string;
  position: number;
  /** File name (without .mdx) of the folder's overview page, which the category's label links to. */
  overview?: string;
}

export interface LoadedContent {
  pages: Page[];
  tags: TagInfo[];
  categories: Map<string, CategoryMeta>;
  toc: Map<string, Heading[]>;
  trees: Map<string, Root>;
  /** Problems that only warn: broken links and anchors, duplicate routes. */
  warnings: ContentIssue[];
}

export interface LoadOptions {
  rootDir: string;
  basePath: string;
  /** Where public assets live, for image and asset link checks. */
  publicDir?: string;
}

export function routeFromFile(relative: string): string {
  const withoutExt = relative.replace(/\\/g, '/').replace(/\.mdx$/, '');
  const parts = withoutExt.split('/');
  if (parts[parts.length - 1] === 'index') parts.pop();
  return '/' + parts.join('/');
}

/**
 * Loads every page under rootDir. Errors (bad front matter, invalid MDX, an undeclared tag) throw one ContentError
 * that lists every problem with its file; warnings are returned for the caller to print.
 */
export function loadContent({ rootDir, basePath, publicDir }: LoadOptions): LoadedContent {
  const repoRoot = path.dirname(rootDir);
  const rel = (file: string) => path.relative(repoRoot, file).replace(/\\/g, '/');
  const errors: ContentIssue[] = [];
  const warnings: ContentIssue[] = [];
  const pages: Page[] = [];
  const toc = new Map<string, Heading[]>();
  const trees = new Map<string, Root>();
  const headingIds = new Map<string, Set<string>>();
  const categories = new Map<string, CategoryMeta>();
  const files = listFiles(rootDir);

  for (const file of files) {
    const relative = path.relative(rootDir, file).replace(/\\/g, '/');
    if (path.basename(file) === '_category.yml') {
      const folder = path.dirname(relative) === '.' ? '' : path.dirname(relative);
      try {
        const data = loadYaml(fs.readFileSync(file, 'utf8')) as { label?: unknown; position?: unknown; overview?: unknown } | null;
        if (!data || typeof data.label !== 'string') throw new Error('field "label" is required and must be a string');
        if (data.overview !== undefined && (typeof data.overview !== 'string' || !fs.existsSync(path.join(path.dirname(file), `${data.overview}.mdx`)))) {
          throw new Error(`field "overview" must name a page in this folder (no ${String(data.overview)}.mdx next to it)`);
        }
        categories.set('/' + folder, {
          label: data.label,
          position: typeof data.position === 'number' ? data.position : 999,
          ...(typeof data.overview === 'string' ? { overview: data.overview } : {}),
        });
      } catch (error) {
        errors.push({ file: rel(file), message: `category file: ${(error as Error).message.split('\n')[0]}` });
      }
      continue;
    }
    if (!file.endsWith('.mdx')) continue;
    const source = fs.readFileSync(file, 'utf8');
    const front = parseFrontMatter(source, rel(file));
    if (!front.ok) {
      errors.push(...front.issues);
      continue;
    }
    const route = routeFromFile(relative);
    const parsed = parseMdx(front.content);
    if (!parsed.ok) {
      const line = parsed.line ? parsed.line + front.bodyLine - 1 : undefined;
      errors.push({ file: rel(file), line, message: `invalid MDX: ${parsed.message}` });
      continue;
    }
    const duplicate = pages.find((p) => p.route === route);
    if (duplicate) {
      warnings.push({ file: rel(file), message: `duplicate route ${route}: ${duplicate.file} already serves it; this file is ignored` });
      continue;
    }
    visit(parsed.tree, 'code', (node) => {
      if (node.lang && !PLAIN_LANGUAGES.has(node.lang) && !(CODE_LANGUAGES as readonly string[]).includes(node.lang)) {
        const line = node.position ? node.position.start.line + front.bodyLine - 1 : undefined;
        warnings.push({ file: rel(file), line, message: `code block language "${node.lang}" is not highlighted (add it to lib/mdx/codeLanguages.ts)` });
      }
    });
    const headings = extractHeadings(parsed.tree);
    toc.set(route, headings.toc);
    trees.set(route, parsed.tree);
    headingIds.set(route, headings.ids);
    pages.push({
      route,
      slug: route === '/' ? [] : route.slice(1).split('/'),
      file: rel(file),
      title: front.data.title,
      description: front.data.description,
      tags: front.data.tags,
      sidebarPosition: front.data.sidebarPosition ?? 999,
      content: front.content,
      bodyLine: front.bodyLine,
    });
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
  errors.push(...checkPageTags(pages, tags, rel(tagsFile)));
  if (errors.length > 0) throw new ContentError(errors);

  const assetExists = (assetPath: string) => (publicDir ? fs.existsSync(path.join(publicDir, decodeURIComponent(assetPath))) : true);
  warnings.push(
    ...checkLinks(
      pages.map((p) => ({ route: p.route, file: p.file, tree: trees.get(p.route)!, headingIds: headingIds.get(p.route)!, lineOffset: p.bodyLine - 1 })),
      basePath,
      assetExists,
    ),
  );
  return { pages, tags, categories, toc, trees, warnings };
}
