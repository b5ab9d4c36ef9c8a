// Every route of the spec answers 200 with "Page title | Bulwark Docs"; unknown paths are the 404 page; the
// sitemap and robots.txt are right.
import fs from 'node:fs';
import path from 'node:path';
import { site } from '@/lib/site';
import { SPEC_ROUTES } from '../unit/specRoutes';
import { exportedPages } from './exported';
import { openPage, siteUrl } from './support';

// Each page's title as its heading shows it: the document's title must say the same.
const titles = new Map(exportedPages().map((p) => [p.route, p.title]));

describe('routes', () => {
  test('the export holds every spec route plus results, tags, tags/dev and 404', () => {
    const exported = (route: string) => fs.existsSync(path.join('out', route, 'index.html'));
    for (const route of [...SPEC_ROUTES, '/results', '/tags', '/tags/dev']) expect([route, exported(route)]).toEqual([route, true]);
    expect(fs.existsSync('out/404.html')).toBe(true);
  });

  test.each(SPEC_ROUTES)('%s answers 200 with its title', async (route) => {
    const response = await fetch(siteUrl(route));
    expect(response.status).toBe(200);
    const html = await response.text();
    const title = html.match(/<title>([^<]*)<\/title>/)?.[1];
    expect(title).toBe(`${titles.get(route)} | ${site.title}`.replace(/&/g, '&amp;'));
    expect(html).not.toMatch(/breadcrumb/i);
  });

  test('an unknown path is the 404 page with a way home, status 404', async () => {
    const response = await fetch(siteUrl('/permissions-firewall/no-such-page'));
    expect(response.status).toBe(404);
    const { page, close } = await openPage('/permissions-firewall/no-such-page');
    await expect(page.locator('[data-testid="not-found"] h1').textContent()).resolves.toBe('Page not found');
    expect(await page.title()).toBe(`Page not found | ${site.title}`);
    await page.locator('[data-testid="not-found"] a').click();
    await page.waitForURL(siteUrl('/'));
    await close();
  });

  test('a route that differs only in case is not a page', async () => {
    expect((await fetch(siteUrl('/permissions-firewall/services/exempting-identities'))).status).toBe(404);
  });

  test('the sitemap lists every page, weekly, priority 0.5, and no results or tags; robots.txt names it', async () => {
    const xml = await (await fetch(siteUrl('/sitemap.xml'))).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toHaveLength(SPEC_ROUTES.length);
    expect(locs.every((l) => l.startsWith(`${site.url}/cpf-public/`))).toBe(true);
    expect(locs.some((l) => /\/(results|tags)\//.test(l))).toBe(false);
    expect(xml.match(/<changefreq>weekly<\/changefreq>/g)).toHaveLength(SPEC_ROUTES.length);
    expect(xml.match(/<priority>0.5<\/priority>/g)).toHaveLength(SPEC_ROUTES.length);
    const robots = await (await fetch(siteUrl('/robots.txt'))).text();
    expect(robots).toContain(`Sitemap: ${site.url}/cpf-public/sitemap.xml`);
  });

  test('the tags page counts pages per tag and /tags/dev lists the developer pages', async () => {
    const { page, close } = await openPage('/tags');
    await expect(page.locator('main a[href="/cpf-public/tags/dev/"]').textContent()).resolves.toMatch(/Developer \(4 pages\)/);
    await page.goto(siteUrl('/tags/dev'));
    const links = await page.locator('main .tag-list a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links.sort()).toEqual(
      SPEC_ROUTES.filter((r) => r.startsWith('/developer/'))
        .map((r) => `/cpf-public${r}/`)
        .sort(),
    );
    await close();
  });
});
