// Static regions reach the browser once: in the HTML, not again in the inline payload. Hydration, history and
// client-side navigation still show every word.
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
    // Nor in the RSC file that client-side navigation fetches: a page reached that way reads it from the HTML.
    const rsc = await (await fetch(siteUrl(REGIONS).replace(/\/$/, '') + '/index.txt')).text();
    expect(rsc).not.toContain(sentence);
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

  test("when the next page's HTML cannot be fetched during client-side navigation, the reader gets Retry, not a blank page", async () => {
    const { page, close } = await openPage(REGIONS);
    await waitForHydration(page);
    // The RSC file arrives; the HTML its static regions come from does not.
    let asked = 0;
    await page.route(/\/hero-zombies\/(index\.html)?$/, (route) => {
      asked += 1;
      return route.fulfill({ status: 503, body: 'unavailable' });
    });
    await page.locator('#sidebar a[href$="/services/hero-zombies/"]').click();
    await page.waitForSelector('[data-testid="load-error"]');
    // Asked for on hover and again on the click, then no more: a failure is shown, not retried in a loop.
    await page.waitForTimeout(500);
    expect(asked).toBeLessThanOrEqual(2);
    expect(await page.locator('[data-testid="load-error"] h1').textContent()).toBe('This page could not be loaded');
    expect(await page.locator('[data-testid="load-error"] button').textContent()).toBe('Retry');
    expect(await page.locator('main').innerText()).not.toMatch(/at \w+ \(|Error:/);
    // Once the server answers again, the reader's next click on the page's link asks again and opens it.
    await page.unroute(/\/hero-zombies\/(index\.html)?$/);
    await page.goBack();
    await page.locator('main h1', { hasText: 'Regions' }).waitFor();
    await page.locator('#sidebar a[href$="/services/hero-zombies/"]').click();
    await page.locator('main h1', { hasText: 'Zombie' }).waitFor();
    await close();
  });
});
