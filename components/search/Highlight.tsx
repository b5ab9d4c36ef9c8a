import type { ReactNode } from 'react';

/**
 * Text with the given ranges wrapped in <mark>, built as React nodes: whatever the text holds (including markup a
 * reader typed) is rendered as text, never parsed as HTML.
 */
export default function Highlight({ text, ranges }: { text: string; ranges: readonly (readonly [number, number])[] }) {
  const parts: ReactNode[] = [];
  let position = 0;
  for (const [rawStart, rawEnd] of ranges) {
    const start = Math.max(position, Math.min(rawStart, text.length));
    const end = Math.min(rawEnd, text.length);
    if (end <= start) continue;
    if (start > position) parts.push(text.slice(position, start));
    parts.push(<mark key={start}>{text.slice(start, end)}</mark>);
    position = end;
  }
  if (position < text.length) parts.push(text.slice(position));
  return <>{parts}</>;
}
