import { buildSitemap, isSitemapRoute } from '@/lib/sitemap';
import { withBasePath } from '@/lib/basePath';
import { pageTitle, site } from '@/lib/site';
import { svgSize } from '@/lib/mdx/svgSize';
import { isLoadFailure } from '@/lib/browser/errors';
import { storageAvailable, warnIfStorageUnavailable } from '@/lib/browser/storage';
import { fitTransform } from '@/lib/browser/zoom';

describe('site config', () => {
  test('names the product, title and base path once', () => {
    expect(site.productName).toBe('Bulwark');
    expect(site.basePath).toBe('/cpf-public');
    expect(withBasePath('/search-index.json')).toBe('/cpf-public/search-index.json');
    expect(pageTitle('Regions')).toBe('Regions | Bulwark Docs');
  });

  test('every external link uses a reserved example domain or mailto', () => {
    for (const link of Object.values(site.links))
      expect(link.href).toMatch(/^(https:\/\/([a-z-]+\.)*bulwark\.example\.com|mailto:support@bulwark\.example\.com)/);
    expect(site.editUrl).toMatch(/^https:\/\/([a-z-]+\.)*bulwark\.example\.com\//);
  });
});

describe('sitemap', () => {
  test('excludes results and tags, weekly, priority 0.5, under the base path', async () => {
    expect(isSitemapRoute('/results')).toBe(false);
    expect(isSitemapRoute('/tags/dev')).toBe(false);
    expect(isSitemapRoute('/tagsoup')).toBe(true);
    const xml = await buildSitemap(['/', '/overview/getting-started', '/tags', '/tags/dev', '/results']);
    expect(xml).toContain(`<loc>${site.url}/cpf-public/overview/getting-started/</loc>`);
    expect(xml).toContain(`<loc>${site.url}/cpf-public/</loc>`);
    expect(xml).not.toMatch(/tags|results/);
    expect(xml.match(/<changefreq>weekly<\/changefreq>/g)).toHaveLength(2);
    expect(xml.match(/<priority>0.5<\/priority>/g)).toHaveLength(2);
  });
});

describe('browser helpers', () => {
  test('svgSize reads width/height or the viewBox', () => {
    expect(svgSize('<svg width="760" height="300" viewBox="0 0 1 1">')).toEqual({ width: 760, height: 300 });
    expect(svgSize('<svg xmlns="x" viewBox="0 0 800 420">')).toEqual({ width: 800, height: 420 });
    expect(svgSize('<svg width="100%" viewBox="0 0 50 20">')).toEqual({ width: 50, height: 20 });
    expect(svgSize('not svg')).toBeUndefined();
  });

  test('load failures are told apart from crashes', () => {
    expect(isLoadFailure(Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isLoadFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isLoadFailure(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isLoadFailure(null)).toBe(false);
  });

  test('storage that throws is reported once as a warning, not an error', () => {
    const warnings: string[] = [];
    const throwing = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(storageAvailable(throwing)).toBe(false);
    warnIfStorageUnavailable(throwing, (m) => warnings.push(m));
    expect(warnings).toEqual([expect.stringContaining('Browser storage is unavailable')]);
    const memory = new Map<string, string>();
    const fake: Storage = {
      get length() {
        return memory.size;
      },
      clear: () => memory.clear(),
      getItem: (k) => memory.get(k) ?? null,
      key: (i) => [...memory.keys()][i] ?? null,
      setItem: (k, v) => void memory.set(k, v),
      removeItem: (k) => void memory.delete(k),
    };
    expect(storageAvailable(() => fake)).toBe(true);
  });

  test('zoom fits the image inside the viewport with a margin, centred', () => {
    expect(fitTransform({ left: 100, top: 50, width: 200, height: 100 }, { width: 1048, height: 648 }, 24)).toBe('translate(-76px, 24px) scale(5)');
  });
});
