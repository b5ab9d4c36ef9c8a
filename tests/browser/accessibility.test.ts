// axe-core on every page, the results and tag pages and the 404 page, in light and dark mode: no WCAG 2.2 A/AA
// violations.
import AxeBuilder from '@axe-core/playwright';
import { ZOOMABLE_SELECTOR } from '@/lib/browser/zoomConfig';
import { SPEC_ROUTES } from '../unit/specRoutes';
import { getBrowser, siteUrl, waitForReady } from './support';

const ROUTES = [...SPEC_ROUTES, '/results?q=zombie', '/tags', '/tags/dev', '/no-such-page'];
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

describe.each(['light', 'dark'] as const)('accessibility in %s mode', (colorScheme) => {
  test.each(ROUTES)('%s has no WCAG A/AA violations', async (route) => {
    const context = await (await getBrowser()).newContext({ colorScheme, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(siteUrl(route), { waitUntil: 'load' });
    await page.waitForFunction((mode) => document.documentElement.dataset.theme === mode, colorScheme);
    // The page as a reader meets it: hydrated, its islands ready, the image zoom attached (it makes images focusable)
    // and, on the results page, the results in.
    await waitForReady(page);
    await page.waitForFunction((zoomable) => !document.querySelector(zoomable) || document.documentElement.dataset.zoomAttached === 'true', ZOOMABLE_SELECTOR);
    if (route.startsWith('/results')) await page.locator('[data-testid="results-count"], [data-testid="results-no-results"]').waitFor();
    const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    const violations = results.violations.map(
      (v) =>
        `${v.id}: ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
    await context.close();
    expect(violations).toEqual([]);
  });
});
