// The sticky "On this page" bar below 1280 px (components/layout/TocList.tsx) is a <details> that opens over the
// article. This closes it when the reader picks an entry (the page scrolls to it; an open list would cover it), on
// Escape (focus back on the bar) and on a click elsewhere. Plain DOM code loaded on first use
// (lib/browser/pageBehaviours.ts): opening the bar is itself the first use.
const BAR = 'details.toc-mobile';

export function watchTocBar(): void {
  const openBar = () => document.querySelector<HTMLDetailsElement>(`${BAR}[open]`);
  document.addEventListener('click', (event) => {
    const bar = openBar();
    const target = event.target as Element | null;
    if (!bar || (bar.contains(target) && !target?.closest?.('a'))) return;
    bar.open = false;
  });
  document.addEventListener('keydown', (event) => {
    const bar = openBar();
    if (event.key !== 'Escape' || !bar) return;
    bar.open = false;
    bar.querySelector('summary')?.focus({ preventScroll: true });
  });
}
