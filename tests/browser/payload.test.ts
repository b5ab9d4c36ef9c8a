// Static regions reach the browser once: in the HTML, not again in its inline payload. Each page is its own document:
// a link loads it whole, with no RSC file (the export has none), fetched ahead while the pointer rests on the link where
// the browser supports speculation rules; hydration, history and links show every word.
import fs from 'node:fs';
import path from 'node:path';
import { listFiles } from '@/lib/files';
import { openPage, siteUrl, waitForHydration, waitForReady } from './support';

const REGIONS = '/permissions-firewall/services/regions';

const htmlFiles = (dir: string) => listFiles(dir).filter((f) => f.endsWith('.html'));

describe('static regions', () => {
  test("an article's prose is written once per page, not twice", async () => {
    const html = await (await fetch(siteUrl(REGIONS))).text();
    const { page, close } = await openPage(REGIONS);
    const sentence = (await page.locator('.markdown p').first().textContent())!.slice(0, 60);
    await close();
    expect(sentence.length).toBeGreaterThan(30);
    expect(html.split(sentence).length - 1).toBe(1);
  });

  test('the export has no RSC files: links load documents, so nothing would fetch them', () => {
    const rsc = listFiles('out').filter((f) => path.basename(f) === 'index.txt' || /^__next\..*\.txt$/.test(path.basename(f)));
    expect(rsc).toEqual([]);
    expect(fs.existsSync('out/llms.txt') && fs.existsSync('out/robots.txt')).toBe(true);
  });

  test('every static region has a name of its own on its page', () => {
    for (const file of htmlFiles('out')) {
      const names = [...fs.readFileSync(file, 'utf8').matchAll(/data-static-region="([^"]+)"/g)].map((m) => m[1]);
      expect({ file, duplicates: names.filter((n, i) => names.indexOf(n) !== i) }).toEqual({ file, duplicates: [] });
    }
  });

  test('the first page keeps its words through hydration, history and links back to it', async () => {
    const { page, close, errors } = await openPage(REGIONS);
    // Each document is read once its scripts have run (Copy page shows once the page is enhanced), never before.
    await waitForReady(page);
    const text = await page.locator('main').innerText();
    await page.locator('#sidebar a[href$="/services/hero-zombies/"]').click();
    await page.waitForURL(/hero-zombies/);
    const fresh = await openPage('/permissions-firewall/services/hero-zombies');
    await waitForReady(page);
    await waitForReady(fresh.page);
    expect(await page.locator('main .markdown').innerText()).toBe(await fresh.page.locator('main .markdown').innerText());
    await fresh.close();
    await page.goBack();
    await page.waitForURL(/regions/);
    await waitForReady(page);
    expect(await page.locator('main').innerText()).toBe(text);
    await page.goForward();
    await page.waitForURL(/hero-zombies/);
    await waitForReady(page);
    await page.locator(`#sidebar a[href$="/services/regions/"]`).click();
    await page.waitForURL(/regions/);
    await waitForReady(page);
    expect(await page.locator('main').innerText()).toBe(text);
    expect(errors).toEqual([]);
    await close();
  });

  test('a link opens the next page as a document: fetched ahead while the pointer rests on it, no RSC request', async () => {
    const { page, close, errors, context } = await openPage(REGIONS);
    await waitForHydration(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Preload.enable');
    const target = siteUrl('/permissions-firewall/services/hero-zombies');
    const prefetched = new Promise<void>((resolve) =>
      cdp.on('Preload.prefetchStatusUpdated', (e) => e.status === 'Ready' && e.prefetchUrl === target && resolve()),
    );
    const requested: string[] = [];
    context.on('request', (r) => requested.push(new URL(r.url()).pathname));
    const link = page.locator('#sidebar a[href$="/services/hero-zombies/"]');
    await link.hover();
    await prefetched;
    await link.click();
    await page.waitForURL(/hero-zombies/);
    await page.locator('main h1', { hasText: 'Zombie' }).waitFor();
    expect(requested.filter((p) => p.endsWith('.txt'))).toEqual([]);
    // The same words as the page opened on its own.
    const fresh = await openPage('/permissions-firewall/services/hero-zombies');
    await waitForReady(page);
    await waitForReady(fresh.page);
    expect(await page.locator('main .markdown').innerText()).toBe(await fresh.page.locator('main .markdown').innerText());
    await fresh.close();
    expect(errors).toEqual([]);
    await close();
  });
});
