// "On this page": its markup is static (components/layout/Toc.tsx, TocList.tsx); this marks the section being read
// as the page scrolls, in both lists (the right-hand column and the folded bar's, which phones use), names it in the
// bar, and keeps its entry inside each list's own scroll box on long pages. A landing on a section (the page opened at
// it, a choice in either list, a search suggestion, a link) keeps that heading marked (lib/browser/tocLanding.ts)
// until the reader scrolls on. Plain DOM code loaded on first use
// (lib/browser/pageBehaviours.ts), so the TOC costs no React on the client.
import { eachScrollFrame } from './scrollFrame';
import { markLandedSection } from './tocLanding';

const LISTS = '[data-toc-list]';

/** Whether the page is scrolled to its very end. */
const atPageEnd = () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;

/** The id of the last heading above the reading line (a quarter down the viewport); none in the introduction. */
function activeHeading(ids: string[]): string | undefined {
  // At the very bottom the last sections can never reach the reading line: the last visible one is active.
  const line = atPageEnd() ? window.innerHeight : window.innerHeight / 4;
  let active: string | undefined;
  for (const id of ids) {
    const element = document.getElementById(id);
    if (element && element.getBoundingClientRect().top <= line) active = id;
  }
  return active;
}

/**
 * Whether the element `id` (what the address names) is where a landing on it puts it: at its scroll margin below the
 * sticky bars, or lower where the page ends before it can get there.
 */
function atLandingPlace(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return true;
  const top = target.getBoundingClientRect().top;
  const margin = Number.parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
  return Math.abs(top - margin) <= 2 || (atPageEnd() && top > margin);
}

/** Keeps the marked entry inside its list's scroll box (never scrolls the page). */
function keepVisible(box: HTMLElement, link: HTMLElement): void {
  if (box.scrollHeight <= box.clientHeight || box.getClientRects().length === 0) return;
  const frame = box.getBoundingClientRect();
  const item = link.getBoundingClientRect();
  if (item.top < frame.top + 32) box.scrollTop -= frame.top + 32 - item.top;
  else if (item.bottom > frame.bottom - 32) box.scrollTop += item.bottom - (frame.bottom - 32);
}

/** Marks `active` in one list; returns its entry's text. */
function mark(list: Element, active: string | undefined): string {
  let text = '';
  for (const link of list.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')) {
    const current = active !== undefined && link.getAttribute('href') === `#${active}`;
    if (current) text = link.textContent ?? '';
    if (current === (link.getAttribute('aria-current') === 'true')) continue;
    if (current) {
      link.setAttribute('aria-current', 'true');
      const box = link.closest<HTMLElement>('.toc, .toc-bar-panel');
      if (box) keepVisible(box, link);
    } else link.removeAttribute('aria-current');
  }
  return text;
}

/**
 * Frames the browser has to put a landed section in its place: Chromium scrolls to a fragment at its next frame when
 * the page has layout to do, after hashchange. A landing not in its place by then is one the window has already left.
 */
const LANDING_FRAMES = 4;

/** Starts following the scroll position; returns the function that stops it. */
export function watchToc(): () => void {
  // Where the reader landed on a section: that section, while what the address names stays where the browser put
  // it. The browser may scroll to it after it fires hashchange (as when the bar's list closes on the choice): the
  // place is taken once the target is where a landing puts it, and the reader's own scrolling is counted from there.
  // The target's place, not the window's: when something above it grows late (an image, an island), the browser
  // keeps the target in view by scrolling the window (scroll anchoring), and that is not the reader scrolling on. A
  // landing whose target is not in its place within LANDING_FRAMES is over: the window has left it (the reader's
  // first scroll is what loads this code, and a script or a dragged scrollbar sends no wheel, touch or key).
  let landed: { id: string; target: string; top?: number } | undefined;
  const topOf = (id: string) => document.getElementById(id)?.getBoundingClientRect().top ?? 0;
  /** Takes the landed target's place, once; the reader's scrolling counts from there. */
  const takePosition = () => {
    if (landed && landed.top === undefined) landed.top = topOf(landed.target);
  };
  /** Marks the section being read (or landed on) in both lists and names it in the bar. */
  const update = () => {
    const lists = [...document.querySelectorAll(LISTS)];
    if (lists.length === 0) return;
    if (landed?.top === undefined) {
      if (landed && atLandingPlace(landed.target)) takePosition();
    } else if (Math.abs(topOf(landed.target) - landed.top) > 2) landed = undefined;
    const ids = [...lists[0].querySelectorAll<HTMLAnchorElement>('a[href^="#"]')].map((a) => a.getAttribute('href')!.slice(1));
    const active = landed?.id ?? activeHeading(ids);
    let text = '';
    for (const list of lists) text = mark(list, active) || text;
    const bar = document.querySelector('[data-toc-current]');
    if (bar && bar.textContent !== text) bar.textContent = text;
  };
  let settling = 0;
  /** Waits up to LANDING_FRAMES for the landed target to reach its place; a landing that never does is dropped. */
  const settle = (frames: number) => {
    if (!landed || landed.top !== undefined) return;
    if (atLandingPlace(landed.target)) takePosition();
    else if (frames > 1) settling = requestAnimationFrame(() => settle(frames - 1));
    else {
      landed = undefined;
      update();
    }
  };
  const land = () => {
    const id = markLandedSection();
    landed = id ? { id, target: decodeURIComponent(location.hash.slice(1)) } : undefined;
    cancelAnimationFrame(settling);
    settling = requestAnimationFrame(() => settle(LANDING_FRAMES));
  };
  land();
  // The reader's own scrolling starts with a wheel, a touch or a key: from then on it counts, wherever the landing got.
  const INPUTS = ['wheel', 'touchstart', 'keydown'] as const;
  for (const input of INPUTS) window.addEventListener(input, takePosition, { passive: true, capture: true });
  // A landing within the page: a new fragment (hashchange), or the section already in the address chosen again (its
  // link clicked after reading on), where the browser scrolls back to it but fires no hashchange; the mark follows
  // once the browser has scrolled.
  const again = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (link instanceof HTMLAnchorElement && !event.defaultPrevented && location.hash && link.href === location.href) requestAnimationFrame(land);
  };
  window.addEventListener('hashchange', land);
  document.addEventListener('click', again);
  const stop = eachScrollFrame(update);
  return () => {
    stop();
    cancelAnimationFrame(settling);
    window.removeEventListener('hashchange', land);
    document.removeEventListener('click', again);
    for (const input of INPUTS) window.removeEventListener(input, takePosition, { capture: true });
  };
}
