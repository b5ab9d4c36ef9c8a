// What moving to another page costs a reader: from a hydrated page, a click on a sidebar link, counted until the new
// page's first paint. Each page is its own document, so the browser keeps the site's scripts and styles from the first
// page (cache on, as for any reader) and the bytes are what the click fetches on the wire. Two ways to click: at once,
// and after the pointer rested on the link for half a second (Chromium fetches the page ahead then, from the
// speculation rules; Firefox and Safari ignore them and behave as "at once"). Median of `runs`.
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function once(browser, origin, from, to, dwellMs) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  let phase = 'load';
  const requests = new Map();
  cdp.on('Network.responseReceived', (e) => requests.set(e.requestId, { url: e.response.url, bytes: 0, phase }));
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.bytes = e.encodedDataLength;
  });
  try {
    await page.goto(origin + from, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => document.documentElement.dataset.enhanced === 'true');
    const link = page.locator(`#sidebar a[href$="${to}"]`).first();
    // The page fetched ahead belongs to the click: its bytes count once the pointer is on the link.
    phase = 'navigation';
    if (dwellMs > 0) {
      await link.hover();
      await page.waitForTimeout(dwellMs);
    }
    const clicked = Date.now();
    await link.click();
    await page.waitForURL((url) => url.pathname.endsWith(to), { waitUntil: 'commit' });
    const painted = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const seen = () => performance.getEntriesByName('first-contentful-paint')[0];
          const done = () => resolve(performance.timeOrigin + seen().startTime);
          if (seen()) done();
          else new PerformanceObserver(() => seen() && done()).observe({ type: 'paint', buffered: true });
        }),
    );
    await page.waitForLoadState('networkidle');
    const nav = [...requests.values()].filter((r) => r.phase === 'navigation');
    // A page fetched ahead is reported again when the navigation takes it from the prefetch cache: count each URL
    // once; files the browser had in memory from the first page cost no bytes and are not counted.
    const fetched = new Map(nav.filter((r) => r.bytes > 0).map((r) => [r.url, r.bytes]));
    return { ms: painted - clicked, bytes: [...fetched.values()].reduce((n, b) => n + b, 0), requests: fetched.size };
  } finally {
    await context.close();
  }
}

export async function measureNavigation(browser, origin, from, to, runs = 3, dwellMs = 0) {
  const samples = [];
  for (let i = 0; i < runs; i++) samples.push(await once(browser, origin, from, to, dwellMs));
  return { ms: median(samples.map((s) => s.ms)), bytes: median(samples.map((s) => s.bytes)), requests: median(samples.map((s) => s.requests)) };
}
