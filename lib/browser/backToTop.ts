// Back to top on long pages. Its markup is static (components/layout/BackToTop.tsx), at the end of the "On this page"
// bar and under the right-hand contents, whichever the window shows; this shows them once the reader is well down a
// long page and, on click, returns to the top and moves focus to the content. Plain DOM code loaded on first use
// (lib/browser/pageBehaviours.ts), so the button costs no React component on the client.
import { eachScrollFrame } from './scrollFrame';

const SELECTOR = '.back-to-top';

function show(button: HTMLElement, shown: boolean): void {
  if (button.dataset.shown === String(shown)) return;
  button.dataset.shown = String(shown);
  button.setAttribute('aria-hidden', String(!shown));
  button.tabIndex = shown ? 0 : -1;
}

/** Starts watching the scroll position and the button, for the rest of the visit. */
export function watchBackToTop(): void {
  eachScrollFrame(() => {
    const long = document.documentElement.scrollHeight > window.innerHeight * 3;
    for (const button of document.querySelectorAll<HTMLElement>(SELECTOR)) show(button, long && window.scrollY > window.innerHeight * 1.5);
  });
  const onClick = (event: MouseEvent) => {
    if (!(event.target as Element | null)?.closest?.(SELECTOR)) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  document.addEventListener('click', onClick);
}
