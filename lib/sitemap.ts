import { SitemapStream, streamToPromise } from 'sitemap';
import { site } from './site';
import { siteOrigin } from './siteOrigin';

/** Routes that never go in the sitemap: the search results and the tag pages. */
export function isSitemapRoute(route: string): boolean {
  return !/^\/(results|tags)(\/|$)/.test(route);
}

/** The sitemap XML: every doc page under the base path with a trailing slash, weekly, priority 0.5. */
export async function buildSitemap(routes: string[]): Promise<string> {
  const stream = new SitemapStream({ hostname: siteOrigin() });
  for (const route of routes.filter(isSitemapRoute).sort()) {
    const path = route === '/' ? `${site.basePath}/` : `${site.basePath}${route}/`;
    stream.write({ url: path, changefreq: 'weekly', priority: 0.5 });
  }
  stream.end();
  return (await streamToPromise(stream)).toString();
}
