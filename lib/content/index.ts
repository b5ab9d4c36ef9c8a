import path from 'node:path';
import { site } from '../site';
import { computeOnce, sourcesKey } from './buildCache';
import { withLastUpdated } from './lastUpdated';
import { loadContent, type LoadedContent } from './load';
import { buildSidebar, flattenSidebar, type SidebarItem } from './sidebar';
import { formatIssue, type Page } from './types';

export type { Page, Heading, TagInfo } from './types';
export type { SidebarItem } from './sidebar';

let cache: (LoadedContent & { sidebar: SidebarItem[]; order: { route: string; title: string }[] }) | undefined;

/** LoadedContent as JSON: its maps as entry lists. */
const encode = (c: LoadedContent) => ({ ...c, categories: [...c.categories], toc: [...c.toc], trees: [...c.trees] });
const decode = (json: unknown): LoadedContent => {
  const c = json as ReturnType<typeof encode>;
  if (!Array.isArray(c.pages) || !Array.isArray(c.trees)) throw new Error('not a content cache');
  return { ...c, categories: new Map(c.categories), toc: new Map(c.toc), trees: new Map(c.trees) };
};

/**
 * The site's content, loaded from ./content once per build: the first process parses it (printing the warnings, or
 * throwing the errors), the build's other processes read its result from .next/cache (see computeOnce).
 */
export function getContent() {
  if (!cache) {
    const cwd = process.cwd();
    const file = path.join(cwd, '.next', 'cache', 'bulwark', `content-${sourcesKey(cwd, ['content', 'lib', 'public'])}.json`);
    const compute = () => {
      const result = loadContent({ rootDir: path.join(cwd, 'content'), basePath: site.basePath, publicDir: path.join(cwd, 'public') });
      for (const warning of result.warnings) console.warn(`[content] warning: ${formatIssue(warning)}`);
      return result;
    };
    const cached = computeOnce(file, compute, encode, decode);
    const loaded = { ...cached, pages: withLastUpdated(cached.pages, path.join(cwd, 'content')) };
    const sidebar = buildSidebar(loaded.pages, loaded.categories);
    cache = { ...loaded, sidebar, order: flattenSidebar(sidebar) };
  }
  return cache;
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
