import path from 'node:path';
import { site } from '../site';
import { loadContent, type LoadedContent } from './load';
import { buildSidebar, flattenSidebar, type SidebarItem } from './sidebar';
import { formatIssue, type Page } from './types';

export type { Page, Heading, TagInfo } from './types';
export type { SidebarItem } from './sidebar';

let cache: (LoadedContent & { sidebar: SidebarItem[]; order: { route: string; title: string }[] }) | undefined;

/** The site's content, loaded once per process from ./content (warnings printed once, errors thrown). */
export function getContent() {
  if (!cache) {
    const cwd = process.cwd();
    const loaded = loadContent({ rootDir: path.join(cwd, 'content'), basePath: site.basePath, publicDir: path.join(cwd, 'public') });
    for (const warning of loaded.warnings) console.warn(`[content] warning: ${formatIssue(warning)}`);
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
