// The site's search index from the loaded content (server side: reads content/ through lib/content).
import type { Root, RootContent } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { getContent } from '../content';
import { componentMarkdown, MARKDOWN_COMPONENTS } from '../domain/markdown';
import { propsOf, type JsxElement } from '../markdown/page';
import { buildSearchIndex, searchIndexFiles, type BuiltSearchIndex } from './build';
import { buildRecords, type RecordSet } from './records';
import { loadSynonyms, synonymExpander } from './synonyms';

const markdown = unified().use(remarkParse).use(remarkGfm);
const MODEL_COMPONENTS = new Set(MARKDOWN_COMPONENTS);

/** A heading of a component's Markdown form is read as a paragraph: a page's sections are its own headings. */
function withoutHeadings(node: RootContent): RootContent {
  if (node.type === 'heading') return { type: 'paragraph', children: node.children };
  return 'children' in node ? ({ ...node, children: (node.children as RootContent[]).map(withoutHeadings) } as RootContent) : node;
}

function expand(nodes: RootContent[]): RootContent[] {
  return nodes.flatMap((node): RootContent[] => {
    const element = node as unknown as JsxElement;
    if (node.type === 'mdxJsxFlowElement' && element.name && MODEL_COMPONENTS.has(element.name)) {
      return markdown.parse(componentMarkdown(element.name, propsOf(element))).children.map(withoutHeadings);
    }
    return 'children' in node ? [{ ...node, children: expand(node.children as RootContent[]) } as RootContent] : [node];
  });
}

/**
 * The page's tree as search reads it: each model component (a table, a diagram, a widget) replaced by its Markdown
 * form, the lib/domain data the page shows, so a word in a status table or a region list finds its section.
 */
export function searchableTree(tree: Root): Root {
  return { ...tree, children: expand(tree.children) };
}

/** Records of every page, in the sidebar's reading order (the ranking's last tie-breaker). */
export function siteRecords(): RecordSet {
  const { pages, trees, order } = getContent();
  const rank = new Map(order.map((p, i) => [p.route, i]));
  const sorted = [...pages].sort(
    (a, b) => (rank.get(a.route) ?? Number.MAX_SAFE_INTEGER) - (rank.get(b.route) ?? Number.MAX_SAFE_INTEGER) || a.route.localeCompare(b.route),
  );
  return buildRecords(
    sorted.flatMap((page) => {
      const tree = trees.get(page.route);
      return tree ? [{ route: page.route, title: page.title, description: page.description, tree: searchableTree(tree) }] : [];
    }),
  );
}

/**
 * A site whose index would be larger than this (JSON bytes) ships it split: a manifest with the vocabulary, term-range
 * shards of about SHARD_BYTES, and one file of display text per page, each fetched when a query needs it. Below it,
 * one file does the job in one request.
 */
export const SPLIT_ABOVE_BYTES = 512 * 1024;
export const SHARD_BYTES = 96 * 1024;

/** The site's index: one file, or split once one file would pass `splitAbove` bytes. */
export function buildSiteSearchIndex(splitAbove = SPLIT_ABOVE_BYTES): BuiltSearchIndex {
  return buildSearchIndex(siteRecords(), { splitAbove, shardBytes: SHARD_BYTES, expandBody: synonymExpander(loadSynonyms()) });
}

let files: ReturnType<typeof searchIndexFiles> | undefined;

/** The index's files by path below SEARCH_INDEX_DIR, built once per build process. */
export function siteSearchIndexFiles(): ReturnType<typeof searchIndexFiles> {
  files ??= searchIndexFiles(buildSiteSearchIndex());
  return files;
}
