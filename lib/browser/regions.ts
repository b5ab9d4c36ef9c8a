/**
 * The static regions of the page the browser loaded first (components/shared/Dehydrated.tsx), by name. Their markup
 * is in that page's HTML only: postbuild removed it from the page's inline payload, so hydration reads it from the
 * document. Client-side navigation needs none of this: the RSC files of every page carry their regions in full.
 */
let first: Map<string, string> | undefined;

/**
 * The regions of the document the browser loaded, read once while it hydrates. Only that document's payload lacks
 * them, so every region rendered without children is one of these: the first page's own, or the layout's (a layout
 * stays mounted, and is rendered again from that first payload, on every later page).
 */
export function documentRegions(): Map<string, string> | undefined {
  if (typeof document === 'undefined') return undefined;
  first ??= new Map([...document.querySelectorAll<HTMLElement>('[data-dehydrated]')].map((el) => [el.dataset.dehydrated ?? '', el.innerHTML]));
  return first;
}

/** The page's HTML no longer holds a region its payload points at (a deploy between load and hydration). */
export class StaleRegionError extends Error {
  constructor(name: string) {
    super(`This page changed while it loaded (region ${name}): load it again.`);
    this.name = 'PageLoadError';
  }
}
