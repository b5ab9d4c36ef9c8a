// What the API sandbox costs on the first Run of a sample: every script and fetch the click brings in (gzip, on the
// wire), and whether any of it was already loaded with the page (it must not be). Figures only.
import { recordNetwork } from './pageWeight.mjs';

const RUN = '[data-sandbox-run]';

export async function measureSandboxFirstRun(browser, url) {
  let afterClick = false;
  const { context, page, requests } = await recordNetwork(browser, () => afterClick);
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForSelector(`html[data-enhanced="true"] ${RUN}`, { state: 'visible' });
  afterClick = true;
  await page.locator(RUN).first().click();
  await page.waitForSelector('[data-sandbox-panel] pre', { state: 'visible' });
  await page.waitForLoadState('networkidle');
  await context.close();
  const after = [...requests.values()].filter((r) => r.tag);
  const sum = (rows) => rows.reduce((n, r) => n + r.bytes, 0);
  const scripts = after.filter((r) => r.type === 'Script');
  return {
    scripts: scripts.length,
    js: sum(scripts),
    css: sum(after.filter((r) => r.type === 'Stylesheet')),
    schema: sum(after.filter((r) => r.url.includes('graphql-schema'))),
    /** Files of the sandbox that the page had already loaded before the click (there should be none). */
    loadedBefore: after.filter((r) => [...requests.values()].some((b) => !b.tag && b.url === r.url)).length,
  };
}
