import type { Nodes, PhrasingContent, Root, RootContent, Table, TableCell } from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';

/** mdast to GitHub-flavoured Markdown, with one house style for every page, table and llms file. */
export function serialize(node: Nodes | RootContent[]): string {
  const tree: Nodes = Array.isArray(node) ? ({ type: 'root', children: node } as Root) : node;
  return toMarkdown(tree, {
    // Unpadded tables: aligned columns cost a third of llms-full.txt in spaces.
    extensions: [gfmToMarkdown({ tablePipeAlign: false })],
    bullet: '-',
    emphasis: '_',
    strong: '*',
    fences: true,
    listItemIndent: 'one',
    rule: '-',
  }).trimEnd();
}

/** Markdown written elsewhere (a component's table, an admonition) placed into a tree verbatim. */
export function verbatim(markdown: string): RootContent {
  return { type: 'html', value: markdown };
}

export type Cell = string | PhrasingContent[];

function cell(content: Cell): TableCell {
  return { type: 'tableCell', children: typeof content === 'string' ? [{ type: 'text', value: content }] : content };
}

/** A GFM table; cells are plain text (escaped for you) or phrasing nodes such as inline code. */
export function markdownTable(header: string[], rows: Cell[][]): string {
  const table: Table = {
    type: 'table',
    align: header.map(() => null),
    children: [header, ...rows].map((row) => ({ type: 'tableRow', children: row.map(cell) })),
  };
  return serialize(table);
}

export function inlineCode(value: string): PhrasingContent {
  return { type: 'inlineCode', value };
}

export function bold(text: string): string {
  return serialize([{ type: 'paragraph', children: [{ type: 'strong', children: [{ type: 'text', value: text }] }] }]);
}
