// What a client-side navigation costs a reader: from a hydrated page, a click on a sidebar link to another page,
// counted until the new page's title is on screen. Bytes are on the wire (gzip), cache off, as for a first visit of
// the second page; time is from the click to the new title, median of `runs`.
import { recordNetwork } from './pageWeight.mjs';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function measureNavigation(browser, origin, from, to, runs = 3) {
  const samples = [];
  for (let i = 0; i < runs; i++) {
    let phase = 'load';
    const { context, page, requests } = await recordNetwork(browser, () => phase);
    await page.goto(origin + from, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => document.documentElement.dataset.enhanced === 'true');
    const title = await page.locator('h1').first().textContent();
    const link = page.locator(`a[href$="${to}"]`).first();
    phase = 'navigation';
    const started = Date.now();
    await link.click();
    await page.waitForFunction((old) => {
      const h1 = document.querySelector('h1');
      return h1 && h1.textContent !== old && !document.querySelector('[data-testid="loading"]');
    }, title);
    const ms = Date.now() - started;
    await page.waitForLoadState('networkidle');
    const nav = [...requests.values()].filter((r) => r.tag === 'navigation');
    samples.push({ ms, bytes: nav.reduce((n, r) => n + r.bytes, 0), requests: nav.length, kinds: [...new Set(nav.map((r) => r.url.split('?')[0].split('/').pop()))] });
    await context.close();
  }
  return { ms: median(samples.map((s) => s.ms)), bytes: median(samples.map((s) => s.bytes)), requests: median(samples.map((s) => s.requests)), files: samples[0].kinds };
}
