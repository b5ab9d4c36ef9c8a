'use client';
import { useEffect, useRef, type ReactNode } from 'react';
import { rememberOpen, rememberScroll, rememberedScroll, restoreSidebar, SIDEBAR_MEMORY_KEY } from '@/lib/browser/sidebarMemory';

/** Scrolls `container` by the least amount that shows `element` whole (never the page). */
function reveal(container: HTMLElement, element: HTMLElement): void {
  const box = container.getBoundingClientRect();
  const item = element.getBoundingClientRect();
  if (item.top < box.top) container.scrollTop -= box.top - item.top + 24;
  else if (item.bottom > box.bottom) container.scrollTop += item.bottom - box.bottom + 24;
}

/** The toggle of a category the page did not carry, with the same markup the server gives a carried one. */
function addToggle(item: HTMLElement): void {
  const id = item.dataset.lazy ?? '';
  const label = item.querySelector(':scope > a')?.textContent ?? '';
  const details = document.createElement('details');
  details.dataset.category = id;
  details.dataset.lazy = '';
  const summary = document.createElement('summary');
  summary.setAttribute('aria-label', `${label}: show or hide its pages`);
  details.append(summary);
  item.append(details);
  item.removeAttribute('data-lazy');
}

/** Fills a lazy category the first time it is open, from the site's navigation file. */
async function fill(details: HTMLDetailsElement, current: string, onFilled: (root: HTMLElement) => void): Promise<void> {
  if (details.dataset.filled !== undefined) return;
  details.dataset.filled = 'loading';
  const note = document.createElement('p');
  note.className = 'sidebar-note';
  note.setAttribute('role', 'status');
  note.textContent = 'Loading…';
  details.append(note);
  try {
    const { findCategory, loadNav, navItems } = await import('@/lib/browser/sidebarDom');
    const entries = findCategory(await loadNav(), details.dataset.category ?? '')?.c ?? [];
    const list = navItems(entries, current);
    note.replaceWith(list);
    details.dataset.filled = 'true';
    onFilled(list);
  } catch {
    note.textContent = 'This section could not be loaded. Close it and open it again to retry.';
    delete details.dataset.filled;
    details.addEventListener('toggle', () => !details.open && note.remove(), { once: true });
  }
}

/**
 * The behaviour of the docs sidebar, whose markup is static: categories open and close only when the reader says so
 * (never auto-collapse) and stay that way for the visit (every page and reload renders a new sidebar);
 * sections the page did not carry load from nav.json when first opened; the scroll position is kept and the current
 * page's link is in view.
 */
export default function SidebarNav({ current, children }: { current: string; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const nav = ref.current;
    const scroller = nav?.closest<HTMLElement>('.sidebar');
    if (!nav || !scroller) return undefined;
    let restoring = true;
    const target = rememberedScroll();
    const restore = () => {
      if (!restoring) return;
      if (target !== undefined) scroller.scrollTop = target;
      const link = nav.querySelector<HTMLElement>('[aria-current="page"]');
      if (link) reveal(scroller, link);
    };
    for (const item of nav.querySelectorAll<HTMLElement>('li[data-lazy]')) addToggle(item);
    const applyMemory = (root: HTMLElement) => {
      restoreSidebar(SIDEBAR_MEMORY_KEY, root);
      for (const details of root.querySelectorAll<HTMLDetailsElement>('details[data-category][data-lazy]')) {
        if (details.open) void fill(details, current, applyMemory);
      }
      restore();
    };
    const onToggle = (event: Event) => {
      const details = event.target as HTMLDetailsElement;
      if (!(details instanceof HTMLDetailsElement) || !details.dataset.category) return;
      rememberOpen(details.dataset.category, details.open);
      if (details.open && details.dataset.lazy !== undefined) void fill(details, current, applyMemory);
    };
    // `toggle` does not bubble; listen in the capture phase. Setting `open` from memory fires it too (harmlessly).
    nav.addEventListener('toggle', onToggle, true);
    applyMemory(nav);
    // Sections open again as their items arrive, so the list grows for a moment: the remembered position is applied
    // again as it grows, until the reader scrolls themselves.
    const observer = new ResizeObserver(restore);
    observer.observe(nav);
    const settle = () => {
      restoring = false;
      observer.disconnect();
    };
    const stop = window.setTimeout(settle, 1500);
    const inputs = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
    for (const type of inputs) scroller.addEventListener(type, settle, { passive: true, once: true });
    let pending = 0;
    const onScroll = () => {
      cancelAnimationFrame(pending);
      pending = requestAnimationFrame(() => rememberScroll(scroller.scrollTop));
    };
    scroller.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      settle();
      window.clearTimeout(stop);
      cancelAnimationFrame(pending);
      nav.removeEventListener('toggle', onToggle, true);
      for (const type of inputs) scroller.removeEventListener(type, settle);
      scroller.removeEventListener('scroll', onScroll);
    };
  }, [current]);
  return (
    <nav aria-label="Docs" ref={ref}>
      {children}
    </nav>
  );
}
