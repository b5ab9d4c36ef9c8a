// A keyboard-only journey: skip link, sidebar, search with arrows and Enter, a TOC link, the colour toggle and
// image zoom, with every stop visibly focused.
import type { Page } from 'playwright-core';
import { openPage, siteUrl, waitForHydration } from './support';

async function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return false;
    const style = getComputedStyle(el);
    return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1) || style.boxShadow !== 'none';
  });
}

async function tabUntil(page: Page, predicate: string, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(predicate)) return;
  }
  throw new Error(`never focused: ${predicate}`);
}

describe('keyboard-only journey', () => {
  test('skip link, sidebar, search, TOC, colour toggle and zoom, all visibly focused', async () => {
    const { page, close, errors } = await openPage('/', { colorScheme: 'light' });
    await waitForHydration(page);

    // Skip link first, and it lands on the content.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    expect(await focusIsVisible(page)).toBe(true);

    // Sidebar: reach a page link and open it with Enter.
    await tabUntil(
      page,
      `document.activeElement?.closest('#sidebar') && document.activeElement.getAttribute('href') === '/cpf-public/overview/getting-started/'`,
    );
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(siteUrl('/overview/getting-started'));
    // Each page is its own document: the shortcut works once its SearchBox has hydrated.
    await waitForHydration(page);
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Getting Started');

    // Search: the shortcut focuses the box, arrows pick a suggestion, Enter opens it.
    await page.keyboard.press('Control+k');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
    expect(await focusIsVisible(page)).toBe(true);
    // One input, so the only answer the box can show is the answer to 'regions' (typed key by key, it would show the
    // answer to a shorter query until the last one arrives).
    await page.keyboard.insertText('regions');
    await page.waitForSelector('[data-testid="search-option"]');
    await page.keyboard.press('ArrowDown');
    const chosen = await page.locator('[role="option"][aria-selected="true"]').getAttribute('data-href');
    expect(chosen).toBeTruthy();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `/cpf-public${chosen!.split('#')[0]}/`);
    await waitForHydration(page);

    // TOC: tab to a TOC link and follow it.
    await tabUntil(page, `!!document.activeElement?.closest('[data-testid="toc"]')`, 200);
    expect(await focusIsVisible(page)).toBe(true);
    const hash = await page.evaluate(() => document.activeElement!.getAttribute('href'));
    await page.keyboard.press('Enter');
    await page.waitForFunction((h) => location.hash === h, hash);

    // Colour mode: Auto, Light, Dark; the arrows move through them.
    await page.locator('[data-testid="theme-toggle"]').focus();
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');

    // Zoom: focus an image, open with Enter, close with Escape.
    await page.goto(siteUrl('/overview/getting-started'));
    await page.waitForFunction(() => document.documentElement.dataset.zoomAttached === 'true');
    await page.locator('.markdown img[data-zoomable]').first().focus();
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="zoom-overlay"][data-open="true"]');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('[data-testid="zoom-overlay"]'));
    expect(errors).toEqual([]);
    await close();
  });
});
