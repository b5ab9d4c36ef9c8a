import { BASE_PATH } from './basePath';

/**
 * The URL of a site route as the export serves it: base path added and a trailing slash on the path
 * ('/overview/getting-started#x' -> '/cpf-public/overview/getting-started/#x'). External and hash-only links pass.
 */
export function siteHref(route: string): string {
  if (!route.startsWith('/') || route.startsWith('//')) return route;
  const at = route.search(/[?#]/);
  const path = at >= 0 ? route.slice(0, at) : route;
  const rest = at >= 0 ? route.slice(at) : '';
  const withSlash = path.endsWith('/') || /\.[a-z0-9]+$/i.test(path) ? path : `${path}/`;
  return `${BASE_PATH}${withSlash}${rest}`;
}

/** A page's Markdown copy, relative to the base path: '/overview/x' -> '/overview/x.md', the welcome page -> '/index.md'. */
export function markdownPath(route: string): string {
  return route === '/' ? '/index.md' : `${route.replace(/\/+$/, '')}.md`;
}

/** The URL path of a page's Markdown copy, the same under `npm run dev` and in the export: '/cpf-public/overview/x.md'. */
export function markdownHref(route: string): string {
  return `${BASE_PATH}${markdownPath(route)}`;
}
