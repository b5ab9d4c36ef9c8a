'use client';
// The search lifecycle, once, for the navbar box and the results page: load the client (on demand or at once), search
// whenever the query or filter changes, show only the answer to the current query, and turn any failure into the
// error status that Retry leaves by loading again.
import { useCallback, useEffect, useState } from 'react';
import { isIgnoredInput } from '@/lib/search/ignored';
import type { SearchClient, SearchResponse } from '@/lib/search/searchClient';
import { loadSearchClient } from './loadSearchClient';

export type SearchStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface SearchOptions {
  /** How many hits to show with their snippets (the total is always counted). */
  limit: number;
  /** Only pages that document the firewall itself. */
  cpfOnly?: boolean;
  /** Load as soon as there is a query to answer (the results page); otherwise only when `load` is called (the box). */
  eager?: boolean;
  /** Where the client comes from (tests pass their own). */
  loadClient?: () => Promise<SearchClient>;
}

export interface Search {
  /** idle: nothing loaded yet; error: the index, or a part of it a query needed, could not be loaded. */
  status: SearchStatus;
  /** The input is ignored (empty, or begins with whitespace): nothing is searched and nothing is shown. */
  ignored: boolean;
  /** The answer to exactly the current query and filter; null while it is on its way, or when the input is ignored. */
  response: SearchResponse | null;
  /** The answer to this query or, while it is on its way, to the one before: what the box keeps on screen as one types. */
  latest: SearchResponse | null;
  /** Starts the first load. After a failure it does nothing, so typing does not hammer a broken server: see retry. */
  load: () => void;
  /** Loads the client again after a failure. */
  retry: () => void;
}

export function useSearch(query: string, { limit, cpfOnly = false, eager = false, loadClient = loadSearchClient }: SearchOptions): Search {
  const [status, setStatus] = useState<SearchStatus>('idle');
  const [client, setClient] = useState<SearchClient | null>(null);
  const [answer, setAnswer] = useState<{ key: string; response: SearchResponse } | null>(null);
  const ignored = isIgnoredInput(query);
  // The limit is not part of the key: "Show more" keeps the hits shown while more arrive.
  const key = `${cpfOnly ? 1 : 0}:${query}`;

  const retry = useCallback(() => {
    setStatus('loading');
    setClient(null);
    loadClient().then(
      (loaded) => {
        setClient(loaded);
        setStatus('ready');
      },
      () => setStatus('error'),
    );
  }, [loadClient]);
  const load = useCallback(() => {
    if (status === 'idle') retry();
  }, [status, retry]);

  useEffect(() => {
    if (eager && !ignored) load();
  }, [eager, ignored, load]);

  useEffect(() => {
    if (!client || ignored) return;
    let current = true;
    client.search(query, { limit, cpfOnly }).then(
      (response) => {
        if (current) setAnswer({ key, response });
      },
      // A split index fetches parts as queries need them: one that fails is a load error, with Retry.
      () => {
        if (!current) return;
        setClient(null);
        setAnswer(null);
        setStatus('error');
      },
    );
    return () => {
      current = false;
    };
  }, [client, ignored, query, limit, cpfOnly, key]);

  const latest = ignored || !answer ? null : answer.response;
  return { status, ignored, response: answer?.key === key ? latest : null, latest, load, retry };
}
