'use client';
import { useEffect, useRef, useState } from 'react';
import type { Heading } from '@/lib/content/types';
import TocList from './TocList';

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
function keepVisible(toc: HTMLElement | null, id: string | undefined): void {
  const link = id ? toc?.querySelector<HTMLElement>(`a[href="#${CSS.escape(id)}"]`) : null;
  if (!toc || !link || toc.scrollHeight <= toc.clientHeight) return;
  const box = toc.getBoundingClientRect();
  const item = link.getBoundingClientRect();
  if (item.top < box.top + 32) toc.scrollTop -= box.top + 32 - item.top;
  else if (item.bottom > box.bottom - 32) toc.scrollTop += item.bottom - (box.bottom - 32);
}

/**
 * Table of contents from the page's h2-h4, highlighting the section being read as the page scrolls; on long pages
 * the TOC scrolls itself so the highlighted section stays in view.
 */
export default function Toc({ headings }: { headings: Heading[] }) {
  const [active, setActive] = useState<string | undefined>();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => keepVisible(ref.current, active), [active]);
  useEffect(() => {
    const ids = headings.map((h) => h.id);
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setActive(activeHeading(ids)));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [headings]);
  if (headings.length === 0) return null;
  return (
    <nav className="toc" aria-label="On this page" data-testid="toc" ref={ref}>
      <p className="toc-title">On this page</p>
      <TocList headings={headings} active={active} />
    </nav>
  );
}
