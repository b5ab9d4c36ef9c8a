// The site's search index from the loaded content (server side: reads content/ through lib/content).
import { timed } from '../buildTimings';
import { getContent, getTree, perContent } from '../content';
import { buildSearchIndex, searchIndexFiles, type BuiltSearchIndex, type SearchIndexFiles } from './build';
import { buildRecords, type RecordSet } from './records';
import { loadSynonyms, synonymExpander } from './synonyms';

/** Records of every page, in the sidebar's reading order (the ranking's last tie-breaker). */
export function siteRecords(): RecordSet {
  const { pages, order } = getContent();
  const rank = new Map(order.map((p, i) => [p.route, i]));
  const sorted = [...pages].sort(
    (a, b) => (rank.get(a.route) ?? Number.MAX_SAFE_INTEGER) - (rank.get(b.route) ?? Number.MAX_SAFE_INTEGER) || a.route.localeCompare(b.route),
  );
  return buildRecords(
    // Each page's tree, components in their text forms (lib/mdx/remarkComponents): a word in a status table or a
    // region list finds its section.
    sorted.map((page) => ({ route: page.route, title: page.title, description: page.description, tree: getTree(page.route) })),
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

/**
 * The index's files by path below SEARCH_INDEX_DIR: built once per build (the first process to need them builds them,
 * the others read them from the build's cache), and again under `npm run dev` whenever the content changes.
 */
export function siteSearchIndexFiles(): SearchIndexFiles {
  return perContent('search-index.json', () => timed('search index', () => searchIndexFiles(buildSiteSearchIndex())));
}
