// The text of a reference row as neutral segments (plain text, code, an inferred mark), so the rendered reference
// and the content analysis (table of contents, search, Markdown) say exactly the same thing.
import type { FieldDoc } from './reference';

export type Segment = { text: string } | { code: string } | { inferred: string };

/** Plain text with `code spans` turned into code segments. */
export function textSegments(text: string): Segment[] {
  return text
    .split(/(`[^`]+`)/g)
    .filter((part) => part !== '')
    .map((part) => (part.length > 1 && part.startsWith('`') && part.endsWith('`') ? { code: part.slice(1, -1) } : { text: part }));
}

function mark(reason: string | undefined): Segment[] {
  return reason ? [{ inferred: reason }] : [];
}

/** A name or type in code, followed by its mark when it has one. */
export function codeWithMark(code: string, reason: string | undefined): Segment[] {
  return [{ code }, ...mark(reason)];
}

/** The description cell: the description, the allowed enum values (with their marks) and the default. */
export function describeRow(row: Pick<FieldDoc, 'description' | 'enumValues' | 'enumValueMarks' | 'enumValuesSeen' | 'defaultValue'>): Segment[] {
  const out: Segment[] = textSegments(row.description);
  if (row.enumValues?.length) {
    const marks = row.enumValueMarks ?? {};
    const allMarked = row.enumValues.every((value) => marks[value]);
    out.push({ text: `${out.length ? ' ' : ''}${row.enumValuesSeen ? 'Values seen: ' : 'One of '}` });
    row.enumValues.forEach((value, i) => {
      if (i > 0) out.push({ text: ', ' });
      out.push({ code: value }, ...(allMarked ? [] : mark(marks[value])));
    });
    out.push({ text: '.' }, ...(allMarked ? mark('enum spellings') : []));
  }
  if (row.defaultValue !== undefined) out.push({ text: `${out.length ? ' ' : ''}Default: ` }, { code: row.defaultValue }, { text: '.' });
  return out;
}
