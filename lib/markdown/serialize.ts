import type { Nodes, Root, RootContent } from 'mdast';
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
