// Static regions reach the browser once on the first load: in the HTML, not again in its inline payload. Client-side
// navigation reads each page's RSC file, which carries them; hydration, history and links show every word.
import fs from 'node:fs';
import { listFiles } from '../../scripts/files.mjs';
import { openPage, siteUrl, waitForHydration } from './support';

const REGIONS = '/permissions-firewall/services/regions';

const htmlFiles = (dir: string) => listFiles(dir).filter((f) => f.endsWith('.html'));

describe('dehydrated regions', () => {
  test("an article's prose is written once per page, not twice", async () => {
    const html = await (await fetch(siteUrl(REGIONS))).text();
    const { page, close } = await openPage(REGIONS);
    const sentence = (await page.locator('.markdown p').first().textContent())!.slice(0, 60);
    await close();
    expect(sentence.length).toBeGreaterThan(30);
    expect(html.split(sentence).length - 1).toBe(1);
    // The RSC file client-side navigation fetches carries it: a page reached that way needs no other request.
    const rsc = await (await fetch(siteUrl(REGIONS).replace(/\/$/, '') + '/index.txt')).text();
    expect(rsc).toContain(sentence);
  });

  test('every dehydrated region has a name of its own on its page', () => {
    for (const file of htmlFiles('out')) {
      const names = [...fs.readFileSync(file, 'utf8').matchAll(/data-dehydrated="([^"]+)"/g)].map((m) => m[1]);
      expect({ file, duplicates: names.filter((n, i) => names.indexOf(n) !== i) }).toEqual({ file, duplicates: [] });
    }
  });

  test('the first page keeps its words through hydration, history and links back to it', async () => {
    const { page, close, errors } = await openPage(REGIONS);
    await waitForHydration(page);
    const text = await page.locator('main').innerText();
    await page.locator('#sidebar a[href$="/services/hero-zombies/"]').click();
    await page.waitForURL(/hero-zombies/);
    await page.locator('main h1', { hasText: 'Zombie' }).waitFor();
    // A page reached client-side reads its regions from its own HTML: every word is there.
    const fresh = await openPage('/permissions-firewall/services/hero-zombies');
    await waitForHydration(fresh.page);
    // Both pages as a reader sees them once their diagrams' controls have hydrated.
    const controlsReady = () => [...document.querySelectorAll('[data-testid="diagram-controls"]')].every((c) => c.getAttribute('data-ready') === 'true');
    await page.waitForFunction(controlsReady);
    await fresh.page.waitForFunction(controlsReady);
    expect(await page.locator('main .markdown').innerText()).toBe(await fresh.page.locator('main .markdown').innerText());
    await fresh.close();
    await page.goBack();
    await page.waitForURL(/regions/);
    await page.locator('main h1', { hasText: 'Regions' }).waitFor();
    expect(await page.locator('main').innerText()).toBe(text);
    await page.goForward();
    await page.waitForURL(/hero-zombies/);
    await page.locator(`#sidebar a[href$="/services/regions/"]`).click();
    await page.locator('main h1', { hasText: 'Regions' }).waitFor();
    expect(await page.locator('main').innerText()).toBe(text);
    expect(errors).toEqual([]);
    await close();
  });

  test("client-side navigation shows the next page whole from its RSC files, without a reload", async () => {
    const { page, close, errors } = await openPage(REGIONS);
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const rsc: string[] = [];
    page.on('request', (r) => r.headers()['rsc'] === '1' && rsc.push(r.url()));
    await page.locator('#sidebar a[href$="/services/hero-zombies/"]').click();
    await page.locator('main h1', { hasText: 'Zombie' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(rsc.length).toBeGreaterThan(0);
    const fresh = await openPage('/permissions-firewall/services/hero-zombies');
    await waitForHydration(fresh.page);
    // Both pages as a reader sees them once their diagrams' controls have hydrated.
    const controlsReady = () => [...document.querySelectorAll('[data-testid="diagram-controls"]')].every((c) => c.getAttribute('data-ready') === 'true');
    await page.waitForFunction(controlsReady);
    await fresh.page.waitForFunction(controlsReady);
    expect(await page.locator('main .markdown').innerText()).toBe(await fresh.page.locator('main .markdown').innerText());
    await fresh.close();
    expect(errors).toEqual([]);
    await close();
  });
});
