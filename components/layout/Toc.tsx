'use client';
import { useEffect, useState } from 'react';
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

/** Table of contents from the page's h2-h4, highlighting the section being read as the page scrolls. */
export default function Toc({ headings }: { headings: Heading[] }) {
  const [active, setActive] = useState<string | undefined>();
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
    <nav className="toc" aria-label="On this page" data-testid="toc">
      <p className="toc-title">On this page</p>
      <TocList headings={headings} active={active} />
    </nav>
  );
}
