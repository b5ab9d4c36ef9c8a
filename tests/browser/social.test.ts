// Link previews: every page carries OpenGraph and Twitter card tags with absolute URLs, and the image they name is in
// the export, a PNG of the size the tags state.
import { site } from '@/lib/site';
import { siteUrl, origin } from './support';
import { SPEC_ROUTES } from '../unit/specRoutes';

/** The page's <meta property|name=… content=…> tags, by key. */
async function metaOf(route: string): Promise<Map<string, string>> {
  const html = await (await fetch(siteUrl(route))).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const tags = new Map<string, string>();
  for (const [, key, value] of head.matchAll(/<meta (?:property|name)="((?:og|twitter):[^"]+)" content="([^"]*)"\/?>/g))
    tags.set(key, value.replace(/&amp;/g, '&').replace(/&quot;/g, '"'));
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1];
  if (canonical) tags.set('canonical', canonical);
  return tags;
}

/** Width and height from a PNG's IHDR chunk, or null when the bytes are not a PNG. */
function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (!signature.every((b, i) => bytes[i] === b) || String.fromCharCode(...bytes.slice(12, 16)) !== 'IHDR') return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

const absolute = (url: string | undefined) => !!url && /^https:\/\/[^/]+\//.test(url) && new URL(url).origin === new URL(site.url).origin;

describe('link previews', () => {
  const images = new Set<string>();

  test.each(SPEC_ROUTES)('%s has valid OpenGraph and Twitter card tags', async (route) => {
    const meta = await metaOf(route);
    const title = (await (await fetch(siteUrl(route))).text()).match(/<h1[^>]*>([^<]+)</)?.[1];
    expect(meta.get('og:title')).toBe(route === '/' ? site.title : title);
    expect(meta.get('og:description')?.length).toBeGreaterThan(20);
    expect(meta.get('og:type')).toBe(route === '/' ? 'website' : 'article');
    expect(meta.get('og:site_name')).toBe(site.title);
    // The page's own absolute address, the same as its canonical link.
    expect(absolute(meta.get('og:url'))).toBe(true);
    expect(meta.get('og:url')).toBe(meta.get('canonical'));
    expect(new URL(meta.get('og:url')!).pathname).toBe(route === '/' ? '/cpf-public/' : `/cpf-public${route}/`);
    const image = meta.get('og:image');
    expect(absolute(image)).toBe(true);
    expect(new URL(image!).pathname).toMatch(/^\/cpf-public\/social\/[a-z-]+\.png$/);
    expect([meta.get('og:image:width'), meta.get('og:image:height'), meta.get('og:image:type')]).toEqual(['1200', '630', 'image/png']);
    expect(meta.get('og:image:alt')).toContain(site.title);
    expect(meta.get('twitter:card')).toBe('summary_large_image');
    expect(meta.get('twitter:title')).toBe(meta.get('og:title'));
    expect(meta.get('twitter:description')).toBe(meta.get('og:description'));
    expect(meta.get('twitter:image')).toBe(image);
    images.add(new URL(image!).pathname);
  });

  test.each(['/tags', '/tags/dev', '/results'])('%s has the site preview', async (route) => {
    const meta = await metaOf(route);
    expect(meta.get('og:site_name')).toBe(site.title);
    expect(absolute(meta.get('og:image'))).toBe(true);
    expect(meta.get('twitter:card')).toBe('summary_large_image');
    images.add(new URL(meta.get('og:image')!).pathname);
  });

  test('every image a page names is in the export: a 1200 x 630 PNG, one per top-level section', async () => {
    expect(images.size).toBe(5);
    for (const path of images) {
      const response = await fetch(`${origin()}${path}`);
      expect({ path, status: response.status, type: response.headers.get('content-type') }).toEqual({ path, status: 200, type: 'image/png' });
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect({ path, size: pngSize(bytes) }).toEqual({ path, size: { width: 1200, height: 630 } });
      expect(bytes.length).toBeLessThan(150 * 1024);
    }
  });
});
