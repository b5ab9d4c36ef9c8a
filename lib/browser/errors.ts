const LOAD_FAILURE = /ChunkLoadError|Loading (CSS )?chunk|Failed to load chunk|Failed to fetch|NetworkError|Load failed|dynamically imported module|Importing a module script failed|error loading dynamically/i;

/** True when an error means the page's code or data could not be fetched (retry later), not that it crashed. */
export function isLoadFailure(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return LOAD_FAILURE.test(`${typeof name === 'string' ? name : ''} ${typeof message === 'string' ? message : ''}`);
}
