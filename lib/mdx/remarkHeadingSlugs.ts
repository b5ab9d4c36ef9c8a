// Parse step: every heading gets the id the page will show (github-slugger over the whole page in document order,
// repeated titles numbered -1, -2), kept in `data.hProperties.id`. A heading that already has an id (the API
// reference's operations) keeps it and takes no slug. The table of contents, the link check and the page all read
// these ids, so they cannot disagree.
import GithubSlugger from 'github-slugger';
import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';

export function remarkHeadingSlugs() {
  return (tree: Root) => {
    const slugger = new GithubSlugger();
    visit(tree, 'heading', (node) => {
      const props = (node.data?.hProperties ?? {}) as { id?: unknown };
      if (typeof props.id === 'string') return;
      node.data = { ...node.data, hProperties: { ...props, id: slugger.slug(toString(node).trim()) } };
    });
  };
}
