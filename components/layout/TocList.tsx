import type { Heading } from '@/lib/content/types';
import Breakable from '@/components/shared/Breakable';
import InlineScript from '@/components/shared/InlineScript';
import { markLandedSection } from '@/lib/browser/tocLanding';
import BackToTop from './BackToTop';

export interface TocProps {
  /** The page's h2-h4. */
  headings: Heading[];
}

/**
 * The entries of "On this page", none marked: from its top a page is read in its introduction, which has no entry (as
 * Docusaurus has it); a page opened at a section marks that one (the script that follows each list), and once the
 * reader scrolls, lib/browser/toc.ts marks the section being read.
 */
export default function TocList({ headings }: TocProps) {
  return (
    <ul data-toc-list="">
      {headings.map((h) => (
        <li key={h.id} className={`toc-depth-${h.depth}`}>
          <a href={`#${h.id}`}>
            <Breakable text={h.text} />
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * Below 1280 px the table of contents folds into a bar above the article that sticks under the navbar (app/toc-bar.css):
 * it names the section being read, none in the introduction (lib/browser/toc.ts follows the scroll position), and
 * opens into the page's table of contents, a <details>, so it opens and closes without JavaScript; Back to top sits
 * at its end.
 */
export function TocMobile({ headings }: TocProps) {
  if (headings.length === 0) return null;
  return (
    <div className="toc-bar" data-testid="toc-bar">
      <details className="toc-mobile" data-testid="toc-mobile">
        <summary>
          <span className="toc-bar-label">On this page</span>
          <span className="toc-bar-current" data-toc-current="" />
        </summary>
        <nav className="toc-bar-panel" aria-label="On this page">
          <TocList headings={headings} />
        </nav>
      </details>
      <BackToTop compact />
      <InlineScript fn={markLandedSection} args={[]} />
    </div>
  );
}
