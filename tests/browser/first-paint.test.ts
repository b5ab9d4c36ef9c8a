// A page that arrives slowly is not painted half-built: the first frame waits until everything above the page's text
// (navbar, sidebar, title, page actions) is parsed, so what follows in the stream never pushes what was painted.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { openPage, origin } from './support';

const SHIFTS = `window.__shifts = 0; new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__shifts += e.value; }).observe({ type: 'layout-shift', buffered: true });`;
// When the last piece above the text (the Copy page button) was parsed, by the page's clock.
const PARSED = `new MutationObserver((_, observer) => { if (document.querySelector('.page-actions .copy-page')) { window.__headParsed = performance.now(); observer.disconnect(); } }).observe(document, { childList: true, subtree: true });`;

/** Serves the site as the test server does, but sends a page's HTML in two parts, a pause between them. */
async function slowServer(splitBefore: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer(async (request, response) => {
    const upstream = await fetch(origin() + request.url);
    const body = Buffer.from(await upstream.arrayBuffer());
    const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
    response.writeHead(upstream.status, { 'Content-Type': type });
    const at = type.startsWith('text/html') ? body.indexOf(splitBefore) : -1;
    if (at < 0) return response.end(body);
    response.write(body.subarray(0, at));
    setTimeout(() => response.end(body.subarray(at)), 600);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/cpf-public`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

describe('first paint', () => {
  test.each([
    ['inside the navbar, before the colour mode', '<div class="icon-button'],
    ['inside the page actions, before Copy page', '<button type="button" class="copy-page"'],
  ])('an HTML stream paused %s paints nothing until the page head is whole, and nothing shifts', async (_where, splitBefore) => {
    const slow = await slowServer(splitBefore);
    const { page, close, errors } = await openPage(`${slow.url}/overview/getting-started/`, { initScript: SHIFTS + PARSED });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0 && Reflect.has(window, '__headParsed'));
    const { firstPaint, headParsed } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      headParsed: Reflect.get(window, '__headParsed') as number,
    }));
    // The pause is 600 ms: a paint before it would come long before the page head is whole.
    expect(firstPaint).toBeGreaterThanOrEqual(headParsed - 50);
    expect(await page.evaluate(() => Reflect.get(window, '__shifts'))).toBe(0);
    expect(errors).toEqual([]);
    await close();
    await slow.close();
  });
});
