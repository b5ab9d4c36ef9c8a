import { routeOf } from '../routes';

/**
 * The static regions of the page the browser loaded first (components/shared/Dehydrated.tsx), by name. Their markup
 * is in that page's HTML only: postbuild removed it from the page's inline payload, so hydration reads it from the
 * document. Client-side navigation needs none of this: the RSC files of every page carry their regions in full.
 */
let first: { route: string; regions: Map<string, string> } | undefined;

/** The route of a location as the site names it: no base path, no trailing slash, '/' for the welcome page. */
export function pageRoute(pathname: string): string {
  const route = routeOf(pathname) ?? pathname;
  return route.length > 1 ? route.replace(/\/+$/, '') : route;
}

/** The regions of the document the browser loaded, read once while it hydrates; undefined for any other route. */
export function documentRegions(route: string): Map<string, string> | undefined {
  if (typeof document === 'undefined') return undefined;
  first ??= {
    route: pageRoute(window.location.pathname),
    regions: new Map([...document.querySelectorAll<HTMLElement>('[data-dehydrated]')].map((el) => [el.dataset.dehydrated ?? '', el.innerHTML])),
  };
  return first.route === route ? first.regions : undefined;
}

/** The page's HTML no longer holds a region its payload points at (a deploy between load and hydration). */
export class StaleRegionError extends Error {
  constructor(name: string) {
    super(`This page changed while it loaded (region ${name}): load it again.`);
    this.name = 'PageLoadError';
  }
}
