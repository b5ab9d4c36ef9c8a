// The one seam between the search UI and whatever answers its queries. Today the in-browser engine over the shipped
// index answers (lib/search/client.ts loads it); a hosted engine (Typesense, Meilisearch, Algolia DocSearch) can stand
// behind the same interface once the site outgrows one index in the browser. Types only: nothing here ships.
import type { SearchOptions, SearchResponse } from './engine';

export type { SearchHit, SearchOptions, SearchResponse } from './engine';

export interface SearchClient {
  /**
   * Answers one query: status 'ignored' for input the spec ignores (lib/search/ignored.ts), 'empty' when it has no
   * searchable word, otherwise the total and the first `limit` hits. Rejects when a part of the index it needs cannot
   * be loaded; the caller then offers Retry, which loads a new client.
   */
  search(input: string, options?: SearchOptions): Promise<SearchResponse>;
}
