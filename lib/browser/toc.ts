// The table of contents of a page: its markup is static (components/layout/Toc.tsx); this highlights the section
// being read as the page scrolls, keeps that entry inside the TOC's own scroll box on long pages, and names it in the
// sticky "On this page" bar of narrower windows. Plain DOM code
// loaded on first use (lib/browser/pageBehaviours.ts), so the TOC costs no React on the client.
import { eachScrollFrame } from './scrollFrame';

const TOC = '[data-testid="toc"]';

/** The id of the last heading above the reading line (a quarter down the viewport), or the first heading. */
function activeHeading(ids: string[]): string | undefined {
  // At the very bottom the last sections can never reach the reading line: the last visible one is active.
  const atBottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
  const line = atBottom ? window.innerHeight : window.innerHeight / 4;
  let active = ids[0];
  for (const id of ids) {
    const element = document.getElementById(id);
    if (element && element.getBoundingClientRect().top <= line) active = id;
  }
  return active;
}

/** Keeps the highlighted entry inside the TOC's own scroll box (never scrolls the page). */
function keepVisible(toc: HTMLElement, link: HTMLElement): void {
  if (toc.scrollHeight <= toc.clientHeight) return;
  const box = toc.getBoundingClientRect();
  const item = link.getBoundingClientRect();
  if (item.top < box.top + 32) toc.scrollTop -= box.top + 32 - item.top;
  else if (item.bottom > box.bottom - 32) toc.scrollTop += item.bottom - (box.bottom - 32);
}

/** Starts following the scroll position; returns the function that stops it (run again for each new page). */
export function watchToc(): () => void {
  return eachScrollFrame(() => {
    const toc = document.querySelector<HTMLElement>(TOC);
    if (!toc) return;
    const links = [...toc.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
    const ids = links.map((a) => decodeURIComponent(a.hash.slice(1)));
    const active = activeHeading(ids);
    // The folded TOC's sticky bar names the same section (components/layout/TocList.tsx).
    const bar = document.querySelector('[data-toc-current]');
    const text = links[ids.indexOf(active ?? '')]?.textContent ?? '';
    if (bar && bar.textContent !== text) bar.textContent = text;
    for (const [i, link] of links.entries()) {
      const current = ids[i] === active;
      if (current === (link.getAttribute('aria-current') === 'true')) continue;
      if (current) {
        link.setAttribute('aria-current', 'true');
        keepVisible(toc, link);
      } else link.removeAttribute('aria-current');
    }
  });
}
