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

/** Below 996 px the table of contents folds into a disclosure above the article. */
export function TocMobile({ headings }: { headings: Heading[] }) {
  if (headings.length === 0) return null;
  return (
    <details className="toc-mobile" data-testid="toc-mobile">
      <summary>On this page</summary>
      <TocList headings={headings} />
    </details>
  );
}
