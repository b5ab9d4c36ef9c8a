import { Fragment } from 'react';
import { nameParts } from '@/lib/nameBreaks';

/** The words of `text` with a `<wbr>` at each break a long name allows (lib/nameBreaks.ts); plain text when it has none. */
export default function Breakable({ text }: { text: string }) {
  const parts = nameParts(text);
  if (parts.length === 1) return text;
  return parts.map((part, i) => (
    <Fragment key={i}>
      {i > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}
