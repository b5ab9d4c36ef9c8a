import GithubSlugger from 'github-slugger';
import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { Heading } from './types';

/**
 * Every heading's id as rehype-slug will give it (one slugger per page, all depths in document order, so repeated
 * titles get the same -1, -2 suffixes), and the h2-h4 ones that form the table of contents. A heading that carries
 * its own id (`data.hProperties.id`, as the expanded GraphQL reference does) keeps it and takes no slug, because the
 * page renders it outside the MDX headings that rehype-slug numbers.
 */
export function extractHeadings(tree: Root): { ids: Set<string>; toc: Heading[] } {
  const slugger = new GithubSlugger();
  const ids = new Set<string>();
  const toc: Heading[] = [];
  visit(tree, 'heading', (node) => {
    const text = toString(node).trim();
    const own = (node.data as { hProperties?: { id?: unknown } } | undefined)?.hProperties?.id;
    const id = typeof own === 'string' ? own : slugger.slug(text);
    ids.add(id);
    if (node.depth >= 2 && node.depth <= 4) toc.push({ depth: node.depth as 2 | 3 | 4, text, id });
  });
  return { ids, toc };
}
