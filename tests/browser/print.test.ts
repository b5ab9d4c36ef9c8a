// Printing a page: the article, its diagrams' static drawings and the page's address, on light paper; none of the
// site's furniture (navbar, sidebar, tables of contents, banners, buttons, pager, footer).
import type { Page } from 'playwright-core';
import { site } from '@/lib/site';
import { openPage, waitForHydration } from './support';

const shown = (page: Page, selector: string) => page.locator(selector).evaluateAll((els) => els.filter((el) => el.checkVisibility()).length);

describe('print', () => {
  test.each([
    ['/permissions-firewall/services/regions', 'light'],
    ['/permissions-firewall/services/regions', 'dark'],
    ['/developer/graphql-reference/graphql-sample-querys', 'light'],
  ] as const)('%s in %s mode prints the content, its diagram and its URL, without the chrome', async (route, colorScheme) => {
    const { page, close } = await openPage(route, { colorScheme, viewport: { width: 1280, height: 900 } });
    await waitForHydration(page);
    await page.emulateMedia({ media: 'print' });
    for (const chrome of [
      'header.navbar',
      '#sidebar',
      '[data-testid="toc"]',
      '[data-testid="toc-mobile"]',
      '.announcement',
      '.pager',
      'footer',
      '.page-actions',
      '.page-links',
      'button',
    ]) {
      expect({ chrome, shown: await shown(page, chrome) }).toEqual({ chrome, shown: 0 });
    }
    await expect(page.locator('h1').isVisible()).resolves.toBe(true);
    expect(await shown(page, '.markdown p')).toBeGreaterThan(5);
    expect(await shown(page, '.markdown :is(table, pre)')).toBeGreaterThan(0);
    // The address of the page, written out.
    const url = `${site.url}/cpf-public${route}/`;
    await expect(page.locator('.print-url').textContent()).resolves.toBe(url);
    await expect(page.locator('.print-url').isVisible()).resolves.toBe(true);
    if (route.includes('regions')) {
      // The diagram's drawing, whole (nothing cut off at the side), without its controls.
      const svg = page.locator('[data-testid="state-diagram-svg"]').first();
      await expect(svg.isVisible()).resolves.toBe(true);
      const fits = await svg.evaluate((s) => s.getBoundingClientRect().right <= document.querySelector('.doc-article')!.getBoundingClientRect().right + 1);
      expect(fits).toBe(true);
      expect(await shown(page, '[data-testid="diagram-controls"]')).toBe(0);
    }
    // Paper is light in either mode, and code wraps instead of running off the page.
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)');
    const clipped = await page.locator('.markdown pre').evaluateAll((pres) => pres.filter((p) => p.scrollWidth > p.clientWidth + 1).length);
    expect(clipped).toBe(0);
    // On screen, the address stays hidden.
    await page.emulateMedia({ media: 'screen' });
    await expect(page.locator('.print-url').isVisible()).resolves.toBe(false);
    await close();
  });
});
