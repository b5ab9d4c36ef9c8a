'use client';
import { useEffect, useRef, type ReactNode } from 'react';
import { rememberScroll, rememberedScroll } from '@/lib/browser/sidebarMemory';

/** Scrolls `container` by the least amount that shows `element` whole (never the page). */
function reveal(container: HTMLElement, element: HTMLElement): void {
  const box = container.getBoundingClientRect();
  const item = element.getBoundingClientRect();
  if (item.top < box.top) container.scrollTop -= box.top - item.top + 24;
  else if (item.bottom > box.bottom) container.scrollTop += item.bottom - box.bottom + 24;
}

/**
 * The docs sidebar's list. It keeps the sidebar's scroll position for the visit (client-side navigation and reload
 * render a new sidebar) and makes sure the current page's link is in view.
 */
export default function SidebarNav({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const nav = ref.current;
    const scroller = nav?.closest<HTMLElement>('.sidebar');
    if (!nav || !scroller) return undefined;
    // Categories the reader had opened open again after this runs, some only once their items arrive, so the list
    // grows for a moment: the remembered position is applied again as it grows, until the reader scrolls themselves.
    const target = rememberedScroll();
    const restore = () => {
      if (target !== undefined) scroller.scrollTop = target;
      const current = nav.querySelector<HTMLElement>('[aria-current="page"]');
      if (current) reveal(scroller, current);
    };
    const observer = new ResizeObserver(restore);
    observer.observe(nav);
    const settle = () => observer.disconnect();
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
      for (const type of inputs) scroller.removeEventListener(type, settle);
      scroller.removeEventListener('scroll', onScroll);
    };
  }, []);
  return (
    <nav aria-label="Docs" ref={ref}>
      {children}
    </nav>
  );
}
