/**
 * The path the site is served under. Its own module because client code needs it, and importing it from
 * `lib/site.ts` would ship the whole site description (names, links, summary) in every page's JavaScript.
 */
export const BASE_PATH = '/cpf-public';

/** Prefix a site-internal path with the base path, for places Next does not do it (fetch, raw src). */
export function withBasePath(path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  return `${BASE_PATH}${clean}`;
}
