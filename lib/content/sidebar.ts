import type { CategoryMeta } from './load';
import type { Page } from './types';

export type SidebarItem =
  | { type: 'page'; route: string; title: string; position: number }
  | { type: 'category'; id: string; label: string; position: number; items: SidebarItem[] };

function humanise(segment: string): string {
  return segment.replace(/[-_]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}

function sortItems(items: SidebarItem[]): SidebarItem[] {
  return items.sort((a, b) => a.position - b.position || label(a).localeCompare(label(b)));
}

function label(item: SidebarItem): string {
  return item.type === 'page' ? item.title : item.label;
}

/** The sidebar tree: one category per folder (label and order from its _category.yml), pages by sidebar_position. */
export function buildSidebar(pages: Page[], categories: Map<string, CategoryMeta>): SidebarItem[] {
  const root: SidebarItem[] = [];
  const folders = new Map<string, SidebarItem[]>([['', root]]);
  const folderItems = (segments: string[]): SidebarItem[] => {
    const key = segments.join('/');
    const existing = folders.get(key);
    if (existing) return existing;
    const parent = folderItems(segments.slice(0, -1));
    const meta = categories.get('/' + key);
    const items: SidebarItem[] = [];
    parent.push({ type: 'category', id: key, label: meta?.label ?? humanise(segments[segments.length - 1]), position: meta?.position ?? 999, items });
    folders.set(key, items);
    return items;
  };
  for (const page of pages) {
    const folder = page.slug.slice(0, -1);
    folderItems(folder).push({ type: 'page', route: page.route, title: page.title, position: page.sidebarPosition });
  }
  const sortDeep = (items: SidebarItem[]): SidebarItem[] => {
    for (const item of items) if (item.type === 'category') sortDeep(item.items);
    return sortItems(items);
  };
  return sortDeep(root);
}

/** Pages in reading order: the sidebar walked depth first. Drives the previous/next links. */
export function flattenSidebar(items: SidebarItem[]): { route: string; title: string }[] {
  return items.flatMap((item) => (item.type === 'page' ? [{ route: item.route, title: item.title }] : flattenSidebar(item.items)));
}

/** The ids of the categories on the path to a route, so the page opens with its own category expanded. */
export function categoriesContaining(items: SidebarItem[], route: string): string[] {
  for (const item of items) {
    if (item.type === 'page') continue;
    if (flattenSidebar(item.items).some((p) => p.route === route)) return [item.id, ...categoriesContaining(item.items, route)];
  }
  return [];
}
