import { routeOf, siteHref } from '../routes';

/**
 * The static regions of pages (components/shared/Dehydrated.tsx), by route and name. A page's regions are written once,
 * in its HTML: the first page takes them from the document it hydrates, and a page reached by client-side navigation
 * fetches its HTML (warmed on intent, like the router's own prefetch) and reads them from there. Kept for the
 * most recent pages of the visit.
 */
const pages = new Map<string, Promise<Map<string, string>>>();
const KEEP = 32;

/** The route of a location as the site names it: no base path, no trailing slash, '/' for the welcome page. */
export function pageRoute(pathname: string): string {
  const route = routeOf(pathname) ?? pathname;
  return route.length > 1 ? route.replace(/\/+$/, '') : route;
}

/** A fetch of a page's own HTML that failed: the page could not be loaded (Retry), not a crash. */
export class PageLoadError extends Error {
  constructor(route: string, status: number) {
    super(`Failed to fetch the page ${route} (HTTP ${status})`);
    this.name = 'PageLoadError';
  }
}

function keep(route: string, regions: Promise<Map<string, string>>): Promise<Map<string, string>> {
  pages.delete(route);
  pages.set(route, regions);
  if (pages.size > KEEP) pages.delete(pages.keys().next().value as string);
  return regions;
}

/** Every region in a document or in a page's HTML text. */
function regionsIn(source: ParentNode): Map<string, string> {
  return new Map([...source.querySelectorAll<HTMLElement>('[data-dehydrated]')].map((el) => [el.dataset.dehydrated ?? '', el.innerHTML]));
}

/** The regions of the page the browser loaded first, read from the document while it hydrates. */
export function rememberDocument(route: string): Map<string, string> {
  const regions = regionsIn(document);
  keep(route, Promise.resolve(regions));
  return regions;
}

/** Requests that failed: kept for the render that waits on them, replaced by the next intent to open the page. */
const failed = new WeakSet<Promise<Map<string, string>>>();

/**
 * The regions of another page: one request per page. A failed request stays failed for the render that waits on it
 * (so the page shows "could not be loaded" instead of asking again and again); a new intent to open the page
 * (`warmRegions`) asks once more.
 */
export function loadRegions(route: string): Promise<Map<string, string>> {
  const known = pages.get(route);
  if (known) return known;
  const loading = fetch(siteHref(route)).then(async (response) => {
    if (!response.ok) throw new PageLoadError(route, response.status);
    return regionsIn(new DOMParser().parseFromString(await response.text(), 'text/html'));
  });
  loading.catch(() => failed.add(loading));
  return keep(route, loading);
}

/** Fetches a page's regions ahead of a navigation the reader shows intent for, asking again if an earlier request failed. */
export function warmRegions(route: string): Promise<Map<string, string>> {
  const known = pages.get(route);
  if (known && failed.has(known)) pages.delete(route);
  return loadRegions(route);
}
