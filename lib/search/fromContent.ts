// The site's search index from the loaded content (server side: reads content/ through lib/content).
import { BUNDLE_SUFFIX } from '../../scripts/bundles.mjs';
import { timed } from '../buildTimings';
import { getContent, getTree, inDevelopment, perContent, type SiteOutput } from '../content';
import { buildSearchIndex, searchIndexBundle, searchIndexFiles, type BuiltSearchIndex, type SearchIndexFile, type SearchIndexFiles } from './build';
import { SEARCH_MANIFEST_FILE } from './format';
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
export const SITE_SEARCH_INDEX: SiteOutput<SearchIndexFile> = {
  name: 'search-index.json',
  compute: () => timed('search index', () => searchIndexFiles(buildSiteSearchIndex())),
};

export function siteSearchIndexFiles(): SearchIndexFiles {
  return perContent(SITE_SEARCH_INDEX);
}

/**
 * The one file a build writes for a split index's shards and page files (scripts/bundles.mjs puts each where the
 * browser fetches it): Next hands the paths of a build to its workers in two contiguous halves, so a thousand small
 * index files after the pages left one worker rendering every page while the other had nothing to do.
 */
export const SEARCH_BUNDLE = `parts${BUNDLE_SUFFIX}`;

/** The route's files: the manifest, and in a build the bundle of the rest (each file on its own under `npm run dev`). */
export function searchIndexRouteFiles(): string[] {
  const files = [...siteSearchIndexFiles().keys()];
  return inDevelopment() || files.length === 1 ? files : [SEARCH_MANIFEST_FILE, SEARCH_BUNDLE];
}

/** What the route serves at `file` below SEARCH_INDEX_DIR, or undefined. */
export function searchIndexRouteFile(file: string): unknown {
  const files = siteSearchIndexFiles();
  return file === SEARCH_BUNDLE && !inDevelopment() ? searchIndexBundle(files) : files.get(file);
}
