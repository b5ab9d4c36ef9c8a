import type { Root } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { Heading } from './types';

/** The id the parse step gave a heading (remarkHeadingSlugs). */
function idOf(node: { data?: { hProperties?: unknown } }): string | undefined {
  const id = (node.data?.hProperties as { id?: unknown } | undefined)?.id;
  return typeof id === 'string' ? id : undefined;
}

/** Every heading's id on the page, and the h2-h4 ones that form the table of contents, in document order. */
export function extractHeadings(tree: Root): { ids: Set<string>; toc: Heading[] } {
  const ids = new Set<string>();
  const toc: Heading[] = [];
  visit(tree, 'heading', (node) => {
    const id = idOf(node);
    if (id === undefined) return;
    ids.add(id);
    if (node.depth >= 2 && node.depth <= 4) toc.push({ depth: node.depth as 2 | 3 | 4, text: mdastToString(node).trim(), id });
  });
  return { ids, toc };
}
