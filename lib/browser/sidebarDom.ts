import type { NavEntry } from '../content/sidebar';
import { siteHref } from '../routes';
import { withBasePath } from '../basePath';

// Loaded only when a reader first opens a section the page did not carry.

let nav: Promise<NavEntry[]> | undefined;

/** The site's navigation file, fetched once per visit (a failed fetch may be tried again). */
export function loadNav(fetcher: typeof fetch = fetch): Promise<NavEntry[]> {
  nav ??= fetcher(withBasePath('/nav.json'))
    .then((response) => {
      if (!response.ok) throw new Error(`nav.json: HTTP ${response.status}`);
      return response.json() as Promise<NavEntry[]>;
    })
    .catch((error: unknown) => {
      nav = undefined;
      throw error;
    });
  return nav;
}

/** A category's entries in the navigation file, by id. */
export function findCategory(entries: NavEntry[], id: string): Extract<NavEntry, { id: string }> | undefined {
  for (const entry of entries) {
    if (!('id' in entry)) continue;
    if (entry.id === id) return entry;
    const inner = findCategory(entry.c, id);
    if (inner) return inner;
  }
  return undefined;
}

/**
 * Builds sidebar items from the navigation file with the same markup the server renders (components/layout/
 * Sidebar.tsx), for the sections a page did not carry. Text goes in as text, never as HTML.
 */
export function navItems(entries: NavEntry[], current: string): HTMLUListElement {
  const list = document.createElement('ul');
  for (const entry of entries) {
    const item = document.createElement('li');
    if ('r' in entry || entry.c.length === 0) {
      const route = 'r' in entry ? entry.r : entry.h;
      if (route === undefined) continue;
      item.append(link(route, 'r' in entry ? entry.t : entry.l, current));
    } else {
      item.className = entry.h ? 'sidebar-category has-link' : 'sidebar-category';
      if (entry.h) item.append(link(entry.h, entry.l, entry.o ? current : undefined));
      const details = document.createElement('details');
      details.dataset.category = entry.id;
      const summary = document.createElement('summary');
      summary.setAttribute('aria-label', `${entry.l}: show or hide its pages`);
      details.append(summary, navItems(entry.c, current));
      item.append(details);
    }
    list.append(item);
  }
  return list;
}

function link(route: string, text: string, current: string | undefined): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = siteHref(route);
  anchor.textContent = text;
  if (route === current) anchor.setAttribute('aria-current', 'page');
  return anchor;
}
