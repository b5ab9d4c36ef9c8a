// The announcement banner from lib/site.ts: on every page above the navbar, dismissible, remembered per announcement
// id in localStorage, and a dismissed banner never paints (no layout shift at load).
import { site } from '@/lib/site';
import { COUNT_LAYOUT_SHIFTS, layoutShifts, openPage, waitForHydration, waitForReady } from './support';

const KEY = 'announcement-dismissed';

describe('announcement banner', () => {
  test('shows the announcement with its link; closing it moves focus to the content and it stays closed across pages and reloads', async () => {
    expect(site.announcement).toBeDefined();
    const { page, close, errors } = await openPage('/overview/getting-started');
    const banner = page.locator('[data-testid="announcement"]');
    await expect(banner.isVisible()).resolves.toBe(true);
    await expect(banner.textContent()).resolves.toContain(site.announcement!.text);
    await expect(banner.locator('a').getAttribute('href')).resolves.toBe(`/cpf-public${site.announcement!.link!.href}/`);
    // It sits above the navbar.
    const [bannerBox, navbarBox] = [await banner.boundingBox(), await page.locator('header.navbar').boundingBox()];
    expect(bannerBox!.y + bannerBox!.height).toBeLessThanOrEqual(navbarBox!.y + 1);
    await banner.getByRole('button', { name: 'Dismiss this announcement' }).click();
    await expect(banner.isVisible()).resolves.toBe(false);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    expect(await page.evaluate((k) => localStorage.getItem(k), KEY)).toBe(site.announcement!.id);
    // Another page (client-side) and a reload: still closed.
    await waitForHydration(page);
    await page.locator('.pager a[rel="next"]').click();
    await page.waitForURL('**/support-portal-guide/');
    await expect(banner.isVisible()).resolves.toBe(false);
    await page.reload();
    await expect(banner.isVisible()).resolves.toBe(false);
    await waitForHydration(page);
    expect(errors).toEqual([]);
    await close();
  });

  test('a closed banner never paints and nothing shifts; a new announcement id shows again', async () => {
    const dismissed = await openPage('/', {
      initScript: `try { localStorage.setItem('${KEY}', ${JSON.stringify(site.announcement!.id)}); } catch {} ${COUNT_LAYOUT_SHIFTS}`,
    });
    await expect(dismissed.page.locator('[data-testid="announcement"]').isVisible()).resolves.toBe(false);
    await waitForReady(dismissed.page);
    await expect(layoutShifts(dismissed.page)).resolves.toBe(0);
    await dismissed.close();
    const older = await openPage('/', { initScript: `try { localStorage.setItem('${KEY}', 'an-older-announcement'); } catch {} ${COUNT_LAYOUT_SHIFTS}` });
    await expect(older.page.locator('[data-testid="announcement"]').isVisible()).resolves.toBe(true);
    await waitForReady(older.page);
    await expect(layoutShifts(older.page)).resolves.toBe(0);
    await older.close();
  });

  test('with storage blocked it still closes, for the page in view', async () => {
    const { page, close, errors } = await openPage('/', {
      initScript: `Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('blocked', 'SecurityError'); } });`,
    });
    const banner = page.locator('[data-testid="announcement"]');
    await expect(banner.isVisible()).resolves.toBe(true);
    await banner.getByRole('button', { name: 'Dismiss this announcement' }).click();
    await expect(banner.isVisible()).resolves.toBe(false);
    await waitForHydration(page);
    expect(errors).toEqual([]);
    await close();
  });

  test('on a phone the search suggestions, which fill the window under the navbar, leave room for the banner', async () => {
    const { page, close } = await openPage('/', { viewport: { width: 390, height: 700 } });
    await waitForHydration(page);
    await expect(page.locator('[data-testid="announcement"]').isVisible()).resolves.toBe(true);
    await page.locator('[data-testid="search-input"]').fill('zombie');
    await page.locator('[data-testid="search-option"]').first().waitFor();
    const bottom = await page.locator('[data-testid="search-listbox"]').evaluate((l) => l.parentElement!.getBoundingClientRect().bottom);
    expect(bottom).toBeLessThanOrEqual(700);
    await close();
  });
});
