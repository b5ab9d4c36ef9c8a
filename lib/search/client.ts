// Browser side: fetches the index once per visit (on the reader's first touch of search). Loaded only through a
// dynamic import() from the search box and the results page, so no search code ships with a page; this module and
// what it imports (the engine, no package) is all the first search loads.
import { withBasePath } from '../basePath';
import { SearchEngine } from './engine';
import type { SearchIndexData } from './format';

export { SearchEngine } from './engine';
export type { SearchHit, SearchResponse, SearchOptions } from './engine';

export const SEARCH_INDEX_PATH = '/search-index.json';

let pending: Promise<SearchEngine> | undefined;

async function fetchEngine(fetcher: typeof fetch): Promise<SearchEngine> {
  const response = await fetcher(withBasePath(SEARCH_INDEX_PATH));
  if (!response.ok) throw new Error(`The search index could not be loaded (HTTP ${response.status}).`);
  const data = (await response.json()) as SearchIndexData;
  return new SearchEngine(data);
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
