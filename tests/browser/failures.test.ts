// The failure screens: Retry when a page's code fails to load, "This page crashed" with
// Try again when rendering fails, and the base-URL banner when the export is served from the wrong path.
import { createStaticServer } from '../../scripts/static-server.mjs';
import type { Locator, Page } from 'playwright-core';
import { getBrowser, openPage, siteUrl, waitForHydration, waitForReady } from './support';

/** Clicks `button`, which reloads the page, and resolves once the new document is ready (waitForURL would not wait: the address stays). */
async function clickToReload(page: Page, button: Locator): Promise<void> {
  await page.evaluate(() => Object.assign(window, { beforeReload: true }));
  await button.click();
  await page.waitForFunction(() => !('beforeReload' in window));
  await waitForReady(page);
}

describe('failure screens', () => {
  test("when a page's code fails to load, an error text with Retry appears, and Retry works once the network is back", async () => {
    const { page, close, context } = await openPage('/overview/getting-started');
    await waitForHydration(page);
    // The image zoom's code, which the page imports a second after load, is the last it fetches by itself.
    await page.waitForFunction(() => document.documentElement.dataset.zoomAttached === 'true');
    const loaded = new Set(await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname)));
    const block = (url: URL) => url.pathname.includes('/_next/static/chunks/') && !loaded.has(url.pathname);
    await context.route(block, (route) => route.abort('internetdisconnected'));
    // On to a page whose code has not been loaded yet (the results page), from a link.
    await page.evaluate((href) => {
      const link = Object.assign(document.createElement('a'), { href, textContent: 'results' });
      document.querySelector('main')!.append(link);
      link.click();
    }, siteUrl('/results/?q=zombie'));
    const banner = page.locator('[data-testid="load-error-banner"]');
    await banner.waitFor({ state: 'visible' });
    await expect(banner.locator('button').textContent()).resolves.toBe('Retry');
    expect(await page.locator('body').innerText()).not.toMatch(/ChunkLoadError|at [A-Za-z]+ \(/);
    await context.unroute(block);
    await clickToReload(page, banner.locator('button'));
    expect(page.url()).toMatch(/\/results\/\?q=zombie/);
    // The results are in: the code the failed load lacked has arrived.
    await page.locator('[data-testid="results-count"]').waitFor();
    await expect(banner.isVisible()).resolves.toBe(false);
    await close();
  });

  test('the error boundary tells a failed load (Retry) from a crash (Try again)', async () => {
    // A chunk failing inside React (a lazily loaded island) reaches error.tsx, which must offer Retry, not a crash.
    const { page, close } = await openPage('/overview/getting-started', {
      // The first ResizeObserver the page makes (the sidebar's, in an effect) throws a chunk-load error.
      initScript: `(() => { const Observer = window.ResizeObserver; let armed = true;
        window.ResizeObserver = class extends Observer { constructor(callback) { if (armed) { armed = false; const e = new Error('Loading chunk 123 failed.'); e.name = 'ChunkLoadError'; throw e; } super(callback); } }; })();`,
    });
    await page.waitForSelector('[data-testid="load-error"]');
    await expect(page.locator('[data-testid="load-error"] h1').textContent()).resolves.toBe('This page could not be loaded');
    // Retry loads the page afresh (the init script fails it again).
    await clickToReload(page, page.locator('[data-testid="load-error"] button', { hasText: 'Retry' }));
    expect(new URL(page.url()).pathname).toBe('/cpf-public/overview/getting-started/');
    await close();
  });

  test('a rendering failure shows "This page crashed"; Try again renders the page again', async () => {
    // The first time the page's sidebar makes its ResizeObserver (in an effect), that call throws: a component
    // failing as a bug would. Try again re-renders, and the second time it works.
    const { page, close } = await openPage('/overview/getting-started', {
      initScript: `(() => { const Observer = window.ResizeObserver; let armed = true;
        window.ResizeObserver = class extends Observer { constructor(callback) { if (armed) { armed = false; throw new Error('simulated render failure'); } super(callback); } }; })();`,
    });
    await page.waitForSelector('[data-testid="crash"]');
    await expect(page.locator('[data-testid="crash"] h1').textContent()).resolves.toBe('This page crashed');
    expect(await page.locator('body').textContent()).not.toContain('simulated render failure');
    await page.locator('[data-testid="crash"] button', { hasText: 'Try again' }).click();
    await page.waitForSelector('main h1.page-title');
    await expect(page.locator('main h1.page-title').textContent()).resolves.toBe('Getting Started');
    await close();
  });

  test('served from a path outside /cpf-public, the base-URL banner explains the problem even without CSS and JS', async () => {
    const server = createStaticServer({ root: 'out', mount: '' });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const { port } = server.address() as { port: number };
    const context = await (await getBrowser()).newContext();
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${port}/overview/getting-started/`);
    const banner = page.locator('#base-url-issue-banner');
    await expect(banner.isVisible()).resolves.toBe(true);
    await expect(banner.textContent()).resolves.toContain('/overview/getting-started/');
    await expect(banner.textContent()).resolves.toContain('/cpf-public/');
    await context.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const ok = await openPage('/overview/getting-started');
    await expect(ok.page.locator('#base-url-issue-banner').isVisible()).resolves.toBe(false);
    await ok.close();
  });
});
