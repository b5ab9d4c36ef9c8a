import type { Heading } from '@/lib/content/types';
import Dehydrated from '@/components/shared/Dehydrated';
import TocList from './TocList';

/**
 * Table of contents from the page's h2-h4. Static markup (it reaches the browser once, in the HTML) with the first
 * section marked current; once the reader scrolls, lib/browser/toc.ts highlights the section being read and keeps it
 * in view on long pages.
 */
export default function Toc({ headings }: { headings: Heading[] }) {
  if (headings.length === 0) return null;
  return (
    <Dehydrated dehydrate="page-toc">
      <nav className="toc" aria-label="On this page" data-testid="toc">
        <p className="toc-title">On this page</p>
        <TocList headings={headings} markFirst />
      </nav>
    </Dehydrated>
  );
}
