// Browser side: fetches the index once per visit (on the reader's first touch of search). Loaded only through a
// dynamic import() from the search box and the results page, so no search code ships with a page; this module and
// what it imports (the engine, no package) is all the first search loads.
import { withBasePath } from '../basePath';
import { SearchEngine } from './engine';
import { SEARCH_INDEX_DIR, SEARCH_MANIFEST_FILE, searchFragmentFile, searchShardFile, type Fragment, type SearchIndexData, type ShardData } from './format';

export { SearchEngine } from './engine';
export type { SearchHit, SearchResponse, SearchOptions } from './engine';

/** One of the index's files, parsed. */
async function fetchJson<T>(fetcher: typeof fetch, file: string): Promise<T> {
  const response = await fetcher(withBasePath(`${SEARCH_INDEX_DIR}/${file}`));
  if (!response.ok) throw new Error(`The search index could not be loaded (HTTP ${response.status}).`);
  return (await response.json()) as T;
}

let pending: Promise<SearchEngine> | undefined;

/**
 * The manifest first; a split index's shards and page files follow only as queries need them. A part that fails
 * (the network, or a deploy that replaced this build's parts) makes the next load start again from the manifest.
 */
async function fetchEngine(fetcher: typeof fetch): Promise<SearchEngine> {
  const data = await fetchJson<SearchIndexData>(fetcher, SEARCH_MANIFEST_FILE);
  const part = <T>(file: string) =>
    fetchJson<T>(fetcher, file).catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  const parts = data.parts ?? '';
  return new SearchEngine(data, {
    shard: (shard) => part<ShardData>(searchShardFile(parts, shard)),
    fragment: (pageId) => part<Fragment>(searchFragmentFile(parts, pageId)),
  });
}

/**
 * The engine, loading it on the first call; later calls share the same promise. A failed load is forgotten, so the
 * next call (the Retry button) really fetches again.
 */
export function loadSearchEngine(fetcher: typeof fetch = globalThis.fetch.bind(globalThis)): Promise<SearchEngine> {
  if (!pending) {
    pending = fetchEngine(fetcher).catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  }
  return pending;
}

/** For tests: forget the loaded engine. */
export function resetSearchEngine(): void {
  pending = undefined;
}
