import type { CategoryMeta } from './load';
import type { Page } from './types';

export type SidebarItem =
  | { type: 'page'; route: string; title: string; position: number }
  | {
      type: 'category';
      id: string;
      label: string;
      position: number;
      /**
       * Where the label links: the folder's overview page (not repeated among its items), or else its first page in
       * reading order (which stays among them). Every category has one once the tree is built.
       */
      href?: string;
      /** The label links to an overview page. */
      overview?: boolean;
      items: SidebarItem[];
    };

/**
 * What one page's sidebar carries. A category is expanded (its items rendered in the page) when it leads to the
 * current page. Any other category is lazy: its label links to its overview page or its first page, and its items are
 * fetched from the site's one navigation file when the reader opens it. So a page carries its own section, not the
 * whole site, whatever the folders look like; every page stays reachable by links alone (a category's label leads to
 * one of its pages, whose sidebar then lists the rest).
 */
export type SidebarView =
  | { type: 'page'; route: string; title: string }
  | { type: 'category'; id: string; label: string; href?: string; overview?: boolean; open: boolean; items?: SidebarView[] };

function humanise(segment: string): string {
  return segment.replace(/[-_]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}

function sortItems(items: SidebarItem[]): SidebarItem[] {
  return items.sort((a, b) => a.position - b.position || label(a).localeCompare(label(b)));
}

function label(item: SidebarItem): string {
  return item.type === 'page' ? item.title : item.label;
}

/**
 * The sidebar tree: one category per folder (label, order and overview page from its _category.yml), pages by
 * sidebar_position.
 */
export function buildSidebar(pages: Page[], categories: Map<string, CategoryMeta>): SidebarItem[] {
  const root: SidebarItem[] = [];
  const folders = new Map<string, Extract<SidebarItem, { type: 'category' }> | { items: SidebarItem[] }>([['', { items: root }]]);
  const folder = (segments: string[]) => {
    const key = segments.join('/');
    const existing = folders.get(key);
    if (existing) return existing;
    const parent = folder(segments.slice(0, -1));
    const meta = categories.get(`/${key}`);
    const category: Extract<SidebarItem, { type: 'category' }> = {
      type: 'category',
      id: key,
      label: meta?.label ?? humanise(segments[segments.length - 1]),
      position: meta?.position ?? 999,
      items: [],
    };
    parent.items.push(category);
    folders.set(key, category);
    return category;
  };
  for (const page of pages) {
    const parent = folder(page.slug.slice(0, -1));
    const overview = 'id' in parent ? categories.get(`/${parent.id}`)?.overview : undefined;
    if (overview !== undefined && page.slug[page.slug.length - 1] === overview && 'id' in parent) Object.assign(parent, { href: page.route, overview: true });
    else parent.items.push({ type: 'page', route: page.route, title: page.title, position: page.sidebarPosition });
  }
  const sortDeep = (items: SidebarItem[]): SidebarItem[] => {
    for (const item of items) if (item.type === 'category') sortDeep(item.items);
    return sortItems(items);
  };
  const linkFirstPages = (items: SidebarItem[]): void => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      linkFirstPages(item.items);
      item.href ??= flattenSidebar(item.items)[0]?.route;
    }
  };
  const tree = sortDeep(root);
  linkFirstPages(tree);
  return tree;
}

/** Pages in reading order: the sidebar walked depth first, a category's overview before its items. */
export function flattenSidebar(items: SidebarItem[]): { route: string; title: string }[] {
  return items.flatMap((item) =>
    item.type === 'page'
      ? [{ route: item.route, title: item.title }]
      : [...(item.overview && item.href ? [{ route: item.href, title: item.label }] : []), ...flattenSidebar(item.items)],
  );
}

function contains(item: SidebarItem, route: string): boolean {
  return item.type === 'page' ? item.route === route : item.href === route || item.items.some((child) => contains(child, route));
}

/** The sidebar as one page carries it (see SidebarView). */
export function sidebarView(items: SidebarItem[], route: string): SidebarView[] {
  return items.map((item): SidebarView => {
    if (item.type === 'page') return { type: 'page', route: item.route, title: item.title };
    const onPath = contains(item, route);
    // A category whose only page is its overview has nothing to fetch: its (empty) items travel with the page.
    const expanded = onPath || item.items.length === 0;
    return {
      type: 'category',
      id: item.id,
      label: item.label,
      href: item.href,
      overview: item.overview,
      open: onPath,
      items: expanded ? sidebarView(item.items, route) : undefined,
    };
  });
}

/** The whole tree in the compact form of the navigation file (`nav.json`), fetched when a lazy category opens. */
/** A page (title, route), or a category (id, label, link, o: its link is its overview page, children). */
export type NavEntry = { t: string; r: string } | { id: string; l: string; h?: string; o?: 1; c: NavEntry[] };

export function navEntries(items: SidebarItem[]): NavEntry[] {
  return items.map((item) =>
    item.type === 'page'
      ? { t: item.title, r: item.route }
      : { id: item.id, l: item.label, ...(item.href ? { h: item.href } : {}), ...(item.overview ? { o: 1 as const } : {}), c: navEntries(item.items) },
  );
}
