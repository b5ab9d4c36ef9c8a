// A page that arrives slowly is not painted half-built: the first frame waits until everything above the page's text
// (navbar, sidebar, title, page actions) is parsed, so what follows in the stream never pushes what was painted. The
// page comes over a throttled connection (Chromium's network emulation), in many pieces with a frame's chance between
// each, rather than after a pause the test would have to time.
import { COUNT_LAYOUT_SHIFTS, layoutShifts, openPage, siteUrl, waitForReady } from './support';

// When the last piece above the text (the Copy page button) was parsed, by the page's clock.
const PARSED = `new MutationObserver((_, observer) => { if (document.querySelector('.page-actions .copy-page')) { window.__headParsed = performance.now(); observer.disconnect(); } }).observe(document, { childList: true, subtree: true });`;

describe('first paint', () => {
  test('an HTML stream arriving in pieces paints nothing until the page head is whole, and nothing shifts', async () => {
    const { page, close, errors, context } = await openPage('/', { noNavigate: true, initScript: COUNT_LAYOUT_SHIFTS + PARSED });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    // About 24 KB a second: the page's HTML takes seconds, its head alone many frames.
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: 24 * 1024, uploadThroughput: 24 * 1024 });
    const pieces: number[] = [];
    cdp.on('Network.dataReceived', (e) => pieces.push(e.dataLength));
    await page.goto(siteUrl('/overview/getting-started'), { waitUntil: 'load' });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await waitForReady(page);
    const { firstPaint, headParsed } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      headParsed: Reflect.get(window, '__headParsed') as number,
    }));
    const shifts = await layoutShifts(page);
    // The connection really was slow: the document came in many pieces.
    expect(pieces.length).toBeGreaterThan(10);
    expect(firstPaint).toBeGreaterThanOrEqual(headParsed);
    expect(shifts).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });
});
