// Small builders of Markdown trees (mdast) for the text forms of the site's components: tables, lists, paragraphs.
import type { List, Paragraph, PhrasingContent, RootContent, Table, TableCell } from 'mdast';

export type Cell = string | PhrasingContent[];

export const text = (value: string): PhrasingContent => ({ type: 'text', value });
export const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value });
export const strong = (value: string): PhrasingContent => ({ type: 'strong', children: [text(value)] });

export function paragraph(...children: Cell[]): Paragraph {
  return { type: 'paragraph', children: children.flatMap((c) => (typeof c === 'string' ? [text(c)] : c)) };
}

function cell(content: Cell): TableCell {
  return { type: 'tableCell', children: typeof content === 'string' ? [text(content)] : content };
}

/** A GFM table: header row, then rows. */
export function table(header: readonly string[], rows: readonly Cell[][]): Table {
  return {
    type: 'table',
    align: header.map(() => null),
    children: [header, ...rows].map((row) => ({ type: 'tableRow', children: row.map(cell) })),
  };
}

export function list(items: readonly Cell[], ordered = false): List {
  return {
    type: 'list',
    ordered,
    spread: false,
    children: items.map((item) => ({ type: 'listItem', spread: false, children: [paragraph(item)] })),
  };
}

/** A table with a bold caption line before it and optional notes after it: the shape of every reference table. */
export function captioned(caption: string, tableNode: Table, notes: readonly string[] = []): RootContent[] {
  return [paragraph([strong(caption)]), tableNode, ...(notes.length ? [list(notes)] : [])];
}
