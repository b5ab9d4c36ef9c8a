import type { Heading } from '@/lib/content/types';

export default function TocList({ headings, active }: { headings: Heading[]; active?: string }) {
  return (
    <ul>
      {headings.map((h) => (
        <li key={h.id} className={`toc-depth-${h.depth}`}>
          <a href={`#${h.id}`} aria-current={h.id === active ? 'true' : undefined}>
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
