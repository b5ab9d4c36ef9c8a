import type { SearchClient } from '@/lib/search/searchClient';

/**
 * The search client, fetched and imported on first use. The import() keeps the query code out of the page's
 * first-load JavaScript; lib/search/client shares one load per visit between the box and the results page, and
 * forgets a failed one, so the next call (Retry) really fetches again.
 */
export async function loadSearchClient(): Promise<SearchClient> {
  const { loadSearchEngine } = await import('@/lib/search/client');
  return loadSearchEngine();
}
