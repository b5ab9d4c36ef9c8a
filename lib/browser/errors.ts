/** A chunk of the site's code failed to load (the wordings of Turbopack, webpack and the browsers). */
export const CHUNK_LOAD_FAILURE =
  /ChunkLoadError|Loading (CSS )?chunk|Failed to load chunk|dynamically imported module|Importing a module script failed|error loading dynamically/i;

const NETWORK_FAILURE = /Failed to fetch|NetworkError|Load failed/i;

/** True when an error means the page's code or data could not be fetched (retry later), not that it crashed. */
export function isLoadFailure(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  const text = `${typeof name === 'string' ? name : ''} ${typeof message === 'string' ? message : ''}`;
  return CHUNK_LOAD_FAILURE.test(text) || NETWORK_FAILURE.test(text) || name === 'PageLoadError';
}
