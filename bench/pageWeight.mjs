// Requests and bytes of a cold page load, counted from Chromium's network events (transferred = on the wire,
// with gzip). "JS at load" is every script fetched before the load event settles, minus nomodule polyfills, which
// modern browsers never run.
/**
 * Records every response of a new page with its bytes on the wire, cache off. `tag()` is called as each response
 * arrives and stored with it, so a caller can tell what came before and after an action.
 */
export async function recordNetwork(browser, tag = () => undefined) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const requests = new Map();
  cdp.on('Network.responseReceived', (e) => requests.set(e.requestId, { url: e.response.url, type: e.type, bytes: 0, tag: tag() }));
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.bytes = e.encodedDataLength;
  });
  return { context, page, requests };
}

export async function measurePageWeight(browser, url) {
  const { context, page, requests } = await recordNetwork(browser);
  await page.goto(url, { waitUntil: 'networkidle' });
  const nomodule = new Set(await page.evaluate(() => [...document.querySelectorAll('script[nomodule][src]')].map((s) => s.src)));
  await context.close();
  const all = [...requests.values()].filter((r) => !nomodule.has(r.url));
  const sum = (type) => all.filter((r) => r.type === type).reduce((n, r) => n + r.bytes, 0);
  return {
    requests: all.length,
    transferred: all.reduce((n, r) => n + r.bytes, 0),
    js: sum('Script'),
    css: sum('Stylesheet'),
    html: sum('Document'),
    searchIndexFetched: all.some((r) => r.url.includes('search-index')),
  };
}
