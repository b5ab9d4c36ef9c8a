// Moving focus never moves the page under the reader, and what the keyboard highlights stays in sight: closing the
// phone drawer keeps the scroll position, and arrowing through the search suggestions scrolls the list with them.
import type { Page } from 'playwright-core';
import { openPage, settled, waitForHydration, waitForReady } from './support';

const LONG = '/permissions-firewall/glossary';

/** Clicks where the element is, as a finger would: Playwright's own click first scrolls its target "into view",
 * which for a button in a sticky bar moves the page by itself. */
async function tap(page: Page, selector: string): Promise<void> {
  const box = (await page.locator(selector).boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

async function drawerClosed(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('#sidebar')!.getBoundingClientRect().right <= 0);
}

describe('the phone drawer', () => {
  test.each(['the close button', 'Escape'])('closing it with %s gives focus back to the menu button without scrolling the page', async (how) => {
    const { page, close, errors } = await openPage(LONG, { viewport: { width: 390, height: 700 } });
    await waitForHydration(page);
    // Everything that loads after the first scroll (the page behaviours, the glossary's island) has arrived, so the
    // browser's scroll anchoring has nothing left to adjust: the page behaviours have shown Back to top, and every
    // island is ready.
    await page.evaluate(() => window.scrollTo(0, 2400));
    await page.waitForSelector('.back-to-top[data-shown="true"]', { state: 'attached' });
    await waitForReady(page);
    await settled(page);
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(1000);
    await tap(page, '[data-testid="drawer-toggle"]');
    await page.waitForFunction(() => document.activeElement?.hasAttribute('data-drawer-close'));
    await page.waitForFunction(() => document.querySelector('#sidebar')!.getBoundingClientRect().left >= 0);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    if (how === 'Escape') await page.keyboard.press('Escape');
    else await tap(page, '#sidebar [data-drawer-close]');
    await drawerClosed(page);
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'drawer-toggle');
    await settled(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('search suggestions', () => {
  test.each([
    [1280, 520],
    [390, 560],
  ])('at %i x %i px the highlighted suggestion stays inside the list while arrowing down and back up', async (width, height) => {
    const { page, close } = await openPage('/', { viewport: { width, height } });
    await waitForHydration(page);
    const input = page.locator('[data-testid="search-input"]');
    await input.click();
    await input.fill('exemption');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="search-option"]').length >= 8);
    /** Whether the highlighted option lies fully inside the list's scroll box (and the box inside the window). */
    const inView = () =>
      page.evaluate(() => {
        const option = document.querySelector('[role="option"][aria-selected="true"]');
        const box = option?.closest('[role="listbox"]')?.parentElement;
        if (!option || !box) return false;
        const o = option.getBoundingClientRect();
        const b = box.getBoundingClientRect();
        return o.top >= b.top - 1 && o.bottom <= b.bottom + 1 && o.bottom <= window.innerHeight + 1;
      });
    // The list must be taller than its box, or the test proves nothing.
    expect(await page.locator('[data-testid="search-listbox"]').evaluate((l) => l.parentElement!.scrollHeight > l.parentElement!.clientHeight)).toBe(true);
    for (let i = 0; i < 9; i++) {
      await input.press('ArrowDown');
      expect({ step: i, inView: await inView() }).toEqual({ step: i, inView: true });
    }
    for (let i = 0; i < 9; i++) {
      await input.press('ArrowUp');
      expect({ step: -i, inView: await inView() }).toEqual({ step: -i, inView: true });
    }
    await close();
  });
});
