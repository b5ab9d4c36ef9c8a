// The whole-site half of the content step: from every page compiled on its own (lib/content/compile.ts) to the
// store's site index, search records and Markdown copies. It runs in the step's own thread on every pass; it is quick
// (no page is parsed here).
import path from 'node:path';
import { assembleContent, routeFromFile, type LoadOptions } from '../../lib/content/load';
import { contentDir } from '../../lib/content/paths';
import { buildSidebar, flattenSidebar } from '../../lib/content/sidebar';
import type { StoredSite, StoreSources } from '../../lib/content/store';
import type { ContentIssue, Page, SourcePage } from '../../lib/content/types';
import type { StoredSearch } from '../../lib/search/fromContent';
import { buildRecords } from '../../lib/search/records';
import { loadSynonyms, SYNONYMS_FILE, type SynonymRule } from '../../lib/search/synonyms';
import { site } from '../../lib/site';
import type { CompiledParts } from './parts';

export interface SiteParts {
  site: StoredSite;
  markdown: Record<string, string>;
  search: StoredSearch;
  /** Everything that fails a build, each naming its file (and line where it has one). */
  errors: ContentIssue[];
}

export const contentOptions = (cwd: string): LoadOptions => ({
  rootDir: contentDir(cwd),
  basePath: site.basePath,
  publicDir: path.join(cwd, 'public'),
});

/** A page as stored: what routes read, without the MDX body. */
function stored({ content: _content, bodyLine: _bodyLine, ...page }: SourcePage): Page {
  return page;
}

/** The errors by the route of the page file they name; errors in any other file (tags, categories) at ''. */
function brokenRoutes(errors: ContentIssue[], rootDir: string): [string, ContentIssue[]][] {
  const byRoute = new Map<string, ContentIssue[]>();
  const folder = path.basename(rootDir);
  for (const issue of errors) {
    const route = issue.file.endsWith('.mdx') && issue.file.startsWith(`${folder}/`) ? routeFromFile(issue.file.slice(folder.length + 1)) : '';
    byRoute.set(route, [...(byRoute.get(route) ?? []), issue]);
  }
  return [...byRoute];
}

/** The synonym rules of content/synonyms.yml; a malformed file is an error of that file. */
function synonymRules(cwd: string, errors: ContentIssue[]): SynonymRule[] {
  try {
    return loadSynonyms(cwd);
  } catch (error) {
    errors.push({ file: SYNONYMS_FILE, message: (error as Error).message.replace(`${SYNONYMS_FILE}: `, '') });
    return [];
  }
}

/** Assembles the site from its compiled pages (in pageFiles order); `key` and `sources` say what it is made from. */
export function assembleSite(cwd: string, compiled: CompiledParts[], key: string, sources: StoreSources): SiteParts {
  const options = contentOptions(cwd);
  const loaded = assembleContent(
    options,
    compiled.map((c) => c.parsed),
  );
  const synonyms = synonymRules(cwd, loaded.errors);
  const sidebar = buildSidebar(loaded.pages, loaded.categories);
  const order = flattenSidebar(sidebar);
  const rank = new Map(order.map((p, i) => [p.route, i]));
  const inOrder = [...loaded.pages].sort(
    (a, b) => (rank.get(a.route) ?? Number.MAX_SAFE_INTEGER) - (rank.get(b.route) ?? Number.MAX_SAFE_INTEGER) || a.route.localeCompare(b.route),
  );
  // The first file of a route serves it (assembleContent warns about any later one).
  const markdownOf = new Map<string, string>();
  for (const { parsed, markdown } of compiled)
    if (parsed.page && markdown !== undefined && !markdownOf.has(parsed.page.route)) markdownOf.set(parsed.page.route, markdown);
  // Records in reading order (the ranking's last tie-breaker), each page's tree with its components in their text
  // forms (lib/mdx/remarkComponents), so a word in a status table or a region list finds its section.
  const records = buildRecords(
    inOrder.map((page) => ({ route: page.route, title: page.title, description: page.description, tree: loaded.trees.get(page.route)! })),
  );
  return {
    site: {
      key,
      pages: loaded.pages.map(stored),
      toc: [...loaded.toc],
      tags: loaded.tags,
      categories: [...loaded.categories],
      sidebar,
      order,
      warnings: loaded.warnings,
      broken: brokenRoutes(loaded.errors, options.rootDir),
      sources,
    },
    markdown: Object.fromEntries(loaded.pages.map((page) => [page.route, markdownOf.get(page.route)!])),
    search: { records, synonyms },
    errors: loaded.errors,
  };
}
