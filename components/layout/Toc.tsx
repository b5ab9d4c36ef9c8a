import StaticRegion from '@/components/shared/StaticRegion';
import InlineScript from '@/components/shared/InlineScript';
import { markLandedSection } from '@/lib/browser/tocLanding';
import BackToTop from './BackToTop';
import TocList, { type TocProps } from './TocList';

/**
 * Table of contents from the page's h2-h4, the right-hand column from 1280 px. Static markup (it reaches the browser
 * once, in the HTML). It marks the section the page was opened at (the script after it runs once the article is
 * parsed), and none while the introduction is read; once the reader scrolls, lib/browser/toc.ts follows them and
 * keeps the entry in view on long pages. Back to top stays under it.
 */
export default function Toc({ headings }: TocProps) {
  if (headings.length === 0) return null;
  return (
    <StaticRegion staticRegion="page-toc">
      <div className="toc-column">
        <nav className="toc" aria-label="On this page" data-testid="toc">
          <p className="toc-title">On this page</p>
          <TocList headings={headings} />
        </nav>
        <BackToTop />
        <InlineScript fn={markLandedSection} args={[]} />
      </div>
    </StaticRegion>
  );
}
