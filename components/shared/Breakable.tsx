import { Fragment } from 'react';

// Where a long name may wrap: between the words of camelCase and PascalCase (`ThirdParty|Access|By|Resource`,
// `AWS|Direct|Policies`) and after `_`, `.` and `/`. CSS alone can only break such a name anywhere, mid-word.
const BOUNDARY = /(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])|(?<=[_./])(?=[^\s])/;

/** The words of `text` with a `<wbr>` at each break a long name allows; plain text when it has none. */
export default function Breakable({ text }: { text: string }) {
  const parts = text.split(BOUNDARY);
  if (parts.length === 1) return text;
  return parts.map((part, i) => (
    <Fragment key={i}>
      {i > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}
