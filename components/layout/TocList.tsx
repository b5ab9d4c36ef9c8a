import type { Heading } from '@/lib/content/types';

/** `markFirst`: the first entry is the current section, as it is while the page is read from its top. */
export default function TocList({ headings, markFirst = false }: { headings: Heading[]; markFirst?: boolean }) {
  return (
    <ul>
      {headings.map((h, i) => (
        <li key={h.id} className={`toc-depth-${h.depth}`}>
          <a href={`#${h.id}`} aria-current={markFirst && i === 0 ? 'true' : undefined}>
            {h.text}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * Below 1280 px the table of contents folds into a bar above the article that sticks under the navbar (app/toc-bar.css):
 * it names the section being read (the first until lib/browser/toc.ts follows the scroll position) and opens into
 * the page's table of contents. A <details>, so it opens and closes without JavaScript.
 */
export function TocMobile({ headings }: { headings: Heading[] }) {
  if (headings.length === 0) return null;
  return (
    <details className="toc-mobile" data-testid="toc-mobile">
      <summary>
        <span className="toc-bar-label">On this page</span>
        <span className="toc-bar-current" data-toc-current="">
          {headings[0].text}
        </span>
      </summary>
      <nav className="toc-bar-panel" aria-label="On this page">
        <TocList headings={headings} />
      </nav>
    </details>
  );
}
