// What a docs page does once the reader starts to use it: the drawer's controls, the table of contents following
// the scroll position (and its sticky bar on narrower windows), and Back to top on long pages. Loaded by
// components/layout/Enhancements.tsx on the reader's first scroll, key, pointer or touch, not with the page: a page
// that is only read from the top needs none of it (the server marks the first TOC entry as current).
import { watchBackToTop } from './backToTop';
import { setDrawer, watchDrawer } from './drawer';
import { watchToc } from './toc';
import { watchTocBar } from './tocBar';

let started = false;

/** Starts every behaviour once per page; they listen on the document. */
export function startPageBehaviours(): void {
  if (started) return;
  started = true;
  watchBackToTop();
  watchDrawer();
  watchTocBar();
  watchToc();
}

export { setDrawer };
