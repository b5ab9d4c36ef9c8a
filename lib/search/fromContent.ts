// The site's search index, built by its route (app/search-index/[...file]/route.ts) from the records and synonym
// rules the content step wrote to the content store. FlexSearch's work happens here, once per build (once per
// content change under `npm run dev`).
import { BUNDLE_SUFFIX, bundleOf, type Bundle } from '../bundle';
import { timed } from '../buildTimings';
import { getSearchRecords, inDevelopment } from '../content';
import { buildSearchIndex, searchIndexFiles, type BuiltSearchIndex, type SearchIndexFiles } from './build';
import { SEARCH_INDEX_DIR } from './format';
import type { RecordSet } from './records';
import { synonymExpander, type SynonymRule } from './synonyms';

/** What the content step stores for search: every page's records, in reading order, and the synonym rules. */
export interface StoredSearch {
  records: RecordSet;
  synonyms: SynonymRule[];
}

/**
 * A site whose index would be larger than this (JSON bytes) ships it split: a manifest with the vocabulary, term-range
 * shards of about SHARD_BYTES, and one file of display text per page, each fetched when a query needs it. Below it,
 * one file does the job in one request.
 */
export const SPLIT_ABOVE_BYTES = 512 * 1024;
export const SHARD_BYTES = 96 * 1024;

/** Every page's search records, in reading order, as the content step stored them. */
export function siteRecords(): RecordSet {
  return getSearchRecords<StoredSearch>().records;
}

/** The site's index: one file, or split once one file would pass `splitAbove` bytes. */
export function buildSiteSearchIndex(splitAbove = SPLIT_ABOVE_BYTES): BuiltSearchIndex {
  const { records, synonyms } = getSearchRecords<StoredSearch>();
  return buildSearchIndex(records, { splitAbove, shardBytes: SHARD_BYTES, expandTerms: synonymExpander(synonyms) });
}

let built: { search: StoredSearch; files: SearchIndexFiles } | undefined;

/** The index's files by path below SEARCH_INDEX_DIR, built once for each version of the stored records. */
export function siteSearchIndexFiles(): SearchIndexFiles {
  const search = getSearchRecords<StoredSearch>();
  if (built?.search !== search) built = { search, files: timed('search index', () => searchIndexFiles(buildSiteSearchIndex())) };
  return built.files;
}

/**
 * A build writes the index as one bundle (lib/bundle.ts): the manifest and, for a split index, its shards and page
 * files. One file, so one build process builds the index once, whatever Next's split of the paths.
 */
export const SEARCH_BUNDLE = `index${BUNDLE_SUFFIX}`;

/** The route's files: in a build the bundle, without building the index yet; under `npm run dev` each file. */
export function searchIndexRouteFiles(): string[] {
  return inDevelopment() ? [...siteSearchIndexFiles().keys()] : [SEARCH_BUNDLE];
}

/** The index's files as one bundle, each file's text what the route would serve on its own. */
export function searchIndexBundle(files: SearchIndexFiles): Bundle {
  return bundleOf([...files].map(([name, data]) => [`${SEARCH_INDEX_DIR.slice(1)}/${name}`, JSON.stringify(data)]));
}

/** What the route serves at `file` below SEARCH_INDEX_DIR, or undefined. */
export function searchIndexRouteFile(file: string): unknown {
  if (file === SEARCH_BUNDLE && !inDevelopment()) return searchIndexBundle(siteSearchIndexFiles());
  return inDevelopment() ? siteSearchIndexFiles().get(file) : undefined;
}
