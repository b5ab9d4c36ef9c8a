// Wraps each GraphQL sample (its ```graphql block and the ```json variables block after it) in <GraphQLSample>, which
// adds the sample's inferred marks and its Run control to the page; its text form (lib/mdx/components/graphql.ts)
// keeps the code blocks and lists the sample's inferred names, for the Markdown copy and search.
import type { Root, RootContent } from 'mdast';
import { sampleBlocks } from './sampleBlocks';

export const SAMPLE_COMPONENT = 'GraphQLSample';

type MdxJsxFlowElement = Extract<RootContent, { type: 'mdxJsxFlowElement' }>;

export function remarkGraphQLSamples() {
  return (tree: Root) => {
    // Back to front, so splicing one sample does not move the ones still to do.
    for (const block of sampleBlocks(tree).reverse()) {
      const attributes: MdxJsxFlowElement['attributes'] = [{ type: 'mdxJsxAttribute', name: 'source', value: block.code.value }];
      if (block.variables) attributes.push({ type: 'mdxJsxAttribute', name: 'variables', value: block.variables.value });
      const children = block.variables ? [block.code, block.variables] : [block.code];
      const wrapper: MdxJsxFlowElement = { type: 'mdxJsxFlowElement', name: SAMPLE_COMPONENT, attributes, children };
      block.parent.children.splice(block.index, children.length, wrapper);
    }
  };
}
