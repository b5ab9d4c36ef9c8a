import type { ReactNode } from 'react';
import { ADMONITION_LABELS as LABELS, type AdmonitionKind } from '@/lib/mdx/remarkAdmonitions';

// One 24x24 path per kind, so each kind is recognisable without colour.
const ICONS: Record<AdmonitionKind, string> = {
  note: 'M4 3h12l4 4v14H4V3zm11 1.5V8h3.5L15 4.5zM7 11h10v2H7v-2zm0 4h10v2H7v-2z',
  tip: 'M12 2a7 7 0 0 0-4 12.7V17h8v-2.3A7 7 0 0 0 12 2zM9 19h6v2H9v-2z',
  info: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-6h2v6zm0-8h-2V7h2v2z',
  warning: 'M12 2 1 21h22L12 2zm1 16h-2v-2h2v2zm0-4h-2v-4h2v4z',
  danger: 'M8.3 2h7.4L22 8.3v7.4L15.7 22H8.3L2 15.7V8.3L8.3 2zM11 7v6h2V7h-2zm0 8v2h2v-2h-2z',
  bestpractice: 'M12 2 9.2 8.6 2 9.2l5.5 4.7L5.8 21 12 17.3 18.2 21l-1.7-7.1L22 9.2l-7.2-.6L12 2z',
};

/** `:::kind` blocks: a labelled region with its own icon and colour per kind. */
export default function Admonition({ kind, title, children }: { kind: AdmonitionKind; title?: string; children: ReactNode }) {
  const label = LABELS[kind] ?? LABELS.note;
  const heading = title ?? label;
  return (
    <aside className={`admonition admonition-${kind}`} aria-label={title ? `${label}: ${title}` : label} data-admonition={kind}>
      <p className="admonition-heading">
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d={ICONS[kind] ?? ICONS.note} />
        </svg>
        <span>{heading}</span>
      </p>
      <div>{children}</div>
    </aside>
  );
}
