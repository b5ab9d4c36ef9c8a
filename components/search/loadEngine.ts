import type { SearchEngine } from '@/lib/search/client';

/**
 * The search engine, fetched and imported on first use. The import() keeps the query code out of the page's
 * first-load JavaScript; lib/search/client shares one load per visit between the box and the results page.
 */
export async function loadEngine(): Promise<SearchEngine> {
  const { loadSearchEngine } = await import('@/lib/search/client');
  return loadSearchEngine();
}
