// Renders reference text segments (lib/graphql/segments): text, code and inferred marks.
import { Fragment } from 'react';
import type { Segment } from '@/lib/graphql/segments';
import { InferredMark } from './InferredMark';

/** Breaks a dotted path only after its dots, never inside a name. */
function breakable(code: string) {
  const parts = code.split('.');
  return parts.map((part, i) => (
    <Fragment key={i}>
      {part}
      {i < parts.length - 1 ? (
        <>
          .<wbr />
        </>
      ) : null}
    </Fragment>
  ));
}

export function Segments({ segments }: { segments: Segment[] }) {
  return segments.map((s, i) =>
    'text' in s ? <Fragment key={i}>{s.text}</Fragment> : 'code' in s ? <code key={i}>{breakable(s.code)}</code> : <InferredMark key={i} reason={s.inferred} />,
  );
}
