import { STATIC_REGION_ATTRIBUTE } from '../staticRegion';

/**
 * The static regions of the page (components/shared/StaticRegion.tsx), by name. Their markup is in the page's HTML
 * only: postbuild removed it from the page's inline payload, so hydration reads it from the document.
 */
let first: Map<string, string> | undefined;

/** The regions of the document, read once while it hydrates. */
export function documentRegions(): Map<string, string> | undefined {
  if (typeof document === 'undefined') return undefined;
  first ??= new Map(
    [...document.querySelectorAll<HTMLElement>(`[${STATIC_REGION_ATTRIBUTE}]`)].map((el) => [el.getAttribute(STATIC_REGION_ATTRIBUTE) ?? '', el.innerHTML]),
  );
  return first;
}

/** The page's HTML no longer holds a region its payload points at (a deploy between load and hydration). */
export class StaleRegionError extends Error {
  constructor(name: string) {
    super(`This page changed while it loaded (region ${name}): load it again.`);
    this.name = 'PageLoadError';
  }
}
