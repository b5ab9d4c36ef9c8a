// Where the GraphQL samples of a page are: each ```graphql code block, with the ```json block right after it (its
// variables) when there is one. The build's sample check, the page's Run wrapper and the tests all find samples here.
import type { Code, Parent, Root } from 'mdast';
import { visit } from 'unist-util-visit';

export interface SampleBlock {
  code: Code;
  /** The variables block that directly follows the sample, if any. */
  variables?: Code;
  parent: Parent;
  index: number;
}

export function sampleBlocks(tree: Root): SampleBlock[] {
  const found: SampleBlock[] = [];
  visit(tree, 'code', (node, index, parent) => {
    if (node.lang !== 'graphql' || !parent || index === undefined) return;
    const next = parent.children[index + 1];
    found.push({ code: node, variables: next?.type === 'code' && next.lang === 'json' ? next : undefined, parent, index });
  });
  return found;
}
