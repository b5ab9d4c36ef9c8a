import type { Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { STATIC_COMPONENT_NAMES } from './componentNames';

/** Whether a node, or anything inside it, is a JSX component that may hold a client island. */
function holdsIsland(node: RootContent): boolean {
  if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && (node.name === null || !STATIC_COMPONENT_NAMES.has(node.name))) return true;
  return 'children' in node && (node.children as RootContent[]).some(holdsIsland);
}

/**
 * Render-time plugin: wraps each run of top-level blocks that holds no client island in `<Dehydrated>`, numbered in
 * page order, so the static prose reaches the browser once (in the HTML) instead of twice (HTML and payload).
 * Imports, exports and island components stay where they are.
 */
export function remarkDehydrate() {
  return (tree: Root) => {
    const children: RootContent[] = [];
    let run: RootContent[] = [];
    let count = 0;
    const flush = () => {
      if (run.length === 0) return;
      const wrapper: MdxJsxFlowElement = {
        type: 'mdxJsxFlowElement',
        name: 'Dehydrated',
        attributes: [{ type: 'mdxJsxAttribute', name: 'dehydrate', value: `md-${count++}` }],
        children: run as MdxJsxFlowElement['children'],
      };
      children.push(wrapper);
      run = [];
    };
    for (const node of tree.children) {
      if (node.type === 'mdxjsEsm' || holdsIsland(node)) {
        flush();
        children.push(node);
      } else run.push(node);
    }
    flush();
    tree.children = children;
  };
}
