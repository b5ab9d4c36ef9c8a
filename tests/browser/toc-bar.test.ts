// "On this page" below 1280 px: the right-hand table of contents folds into a sticky bar above the article (so the
// article keeps a readable width between the sidebar and the window edge); the bar names the section being read and
// opens the page's table of contents.
import type { Page } from 'playwright-core';
import { openPage, readTocSection, settled, waitForHydration } from './support';

const DOC = '/overview/getting-started';
const LONG = '/permissions-firewall/glossary';

const visible = (page: Page, selector: string) => page.locator(selector).first().isVisible();

describe('the table of contents by window width', () => {
  test.each([1000, 1024, 1279])('at %i px it folds into the page and the article is at least 600 px wide', async (width) => {
    const { page, close } = await openPage(DOC, { viewport: { width, height: 800 } });
    await expect(visible(page, '#sidebar')).resolves.toBe(true);
    await expect(visible(page, '[data-testid="toc"]')).resolves.toBe(false);
    await expect(visible(page, '[data-testid="toc-mobile"]')).resolves.toBe(true);
    const article = await page.locator('.doc-article').evaluate((a) => a.getBoundingClientRect().width);
    expect(article).toBeGreaterThanOrEqual(600);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await close();
  });

  test('from 1280 px it stays on the right', async () => {
    const { page, close } = await openPage(DOC, { viewport: { width: 1280, height: 800 } });
    await expect(visible(page, '[data-testid="toc"]')).resolves.toBe(true);
    await expect(visible(page, '[data-testid="toc-mobile"]')).resolves.toBe(false);
    await close();
  });
});

describe('the sticky "On this page" bar', () => {
  test.each([390, 1024])('at %i px it sticks under the navbar, names the section being read and opens the contents', async (width) => {
    const { page, close, errors } = await openPage(LONG, { viewport: { width, height: 700 } });
    await waitForHydration(page);
    const bar = page.locator('[data-testid="toc-mobile"]');
    const current = bar.locator('[data-toc-current]');
    // At the top the introduction is read: the bar says "On this page" alone, and no entry is marked. The page
    // behaviours (the TOC among them) load on a first key; at the top their first frame changes nothing, so Back to
    // top is shown by hand first: their first frame hiding it again says they have run.
    await page.evaluate(() => {
      for (const button of document.querySelectorAll<HTMLElement>('.back-to-top')) button.dataset.shown = 'true';
    });
    await page.keyboard.press('Shift');
    await page.waitForFunction(() => document.querySelectorAll('.back-to-top[data-shown="true"]').length === 0);
    await settled(page);
    await expect(current.textContent()).resolves.toBe('');
    await expect(bar.locator('a[aria-current]').count()).resolves.toBe(0);
    await expect(bar.locator('summary').evaluate((s) => (s as HTMLElement).innerText.trim())).resolves.toBe('On this page');
    // The first heading reaches the reading line: the bar names it.
    await readTocSection(page, 0);
    // Read well down the page: the bar stays under the navbar and follows the section.
    await readTocSection(page, 6);
    const navbar = await page.locator('header.navbar').evaluate((n) => n.getBoundingClientRect().bottom);
    const top = await bar.evaluate((b) => b.getBoundingClientRect().top);
    expect(Math.abs(top - navbar)).toBeLessThanOrEqual(1);
    // Open it, pick an entry: the page goes there, the bar closes and the heading is not hidden under the bars.
    await bar.locator('summary').click();
    const entry = bar.locator('a').nth(3);
    await expect(entry.isVisible()).resolves.toBe(true);
    const id = (await entry.getAttribute('href'))!.slice(1);
    await entry.click();
    // The browser scrolls to the fragment a frame after the address changes.
    await page.waitForFunction(
      (hash) => location.hash === `#${hash}` && document.getElementById(hash)!.getBoundingClientRect().top < window.innerHeight / 2,
      id,
    );
    await page.waitForFunction(() => !(document.querySelector('[data-testid="toc-mobile"]') as HTMLDetailsElement).open);
    await settled(page);
    const headingTop = await page.locator(`[id="${id}"]`).evaluate((h) => h.getBoundingClientRect().top);
    const barBottom = await bar.evaluate((b) => b.getBoundingClientRect().bottom);
    expect(headingTop).toBeGreaterThanOrEqual(barBottom);
    // Escape closes it too, and gives focus back to it.
    await bar.locator('summary').click();
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !(document.querySelector('[data-testid="toc-mobile"]') as HTMLDetailsElement).open);
    expect(errors).toEqual([]);
    await close();
  });
});
