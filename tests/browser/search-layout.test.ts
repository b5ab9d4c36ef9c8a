// The search box at every width: the keyboard hint fits the platform and never sits on the placeholder, and on phones
// the suggestions open as a full-width panel under the navbar.
import type { Page } from 'playwright-core';
import { openPage, siteUrl, waitForHydration, waitForReady } from './support';

const input = (page: Page) => page.locator('[data-testid="search-input"]');
const options = (page: Page) => page.locator('[data-testid="search-option"]');
const hint = (page: Page) => page.locator('[data-testid="search-shortcut"]');

/** Makes the page believe it runs on a Mac, in both the old and the new platform APIs. */
const ON_MAC = `
  Object.defineProperty(Navigator.prototype, 'platform', { get: () => 'MacIntel' });
  Object.defineProperty(Navigator.prototype, 'userAgentData', { get: () => ({ platform: 'macOS', mobile: false, brands: [] }) });
`;

async function openAt(width: number, initScript?: string) {
  const opened = await openPage('/overview/getting-started', { viewport: { width, height: 800 }, initScript });
  await waitForHydration(opened.page);
  return opened;
}

describe('keyboard hint', () => {
  test('shows "Ctrl K" on Linux and Windows', async () => {
    const { page, close } = await openAt(1280);
    await expect(hint(page).textContent()).resolves.toBe('Ctrl K');
    await expect(hint(page).isVisible()).resolves.toBe(true);
    await close();
  });

  test('shows "⌘ K" on macOS and iOS', async () => {
    const { page, close } = await openAt(1280, ON_MAC);
    await expect(hint(page).textContent()).resolves.toBe('⌘ K');
    await close();
  });

  test('the exported HTML carries no hint, so no reader ever sees the wrong one', async () => {
    const { page, close } = await openAt(1280);
    const html = await (await page.request.get(siteUrl('/overview/getting-started'))).text();
    expect(html).toContain('data-testid="search-input"');
    expect(html).not.toContain('search-shortcut');
    expect(html).not.toContain('Ctrl K');
    await close();
  });

  test('the box announces its shortcuts to assistive technology', async () => {
    const { page, close } = await openAt(1280);
    await expect(input(page).getAttribute('aria-keyshortcuts')).resolves.toBe('Control+K Meta+K /');
    await close();
  });

  test.each([320, 390, 1024, 1280])('never overlaps the placeholder at %i px', async (width) => {
    for (const initScript of [undefined, ON_MAC]) {
      const { page, close } = await openAt(width, initScript);
      const layout = await page.evaluate(() => {
        const field = document.querySelector<HTMLInputElement>('[data-testid="search-input"]')!;
        const kbd = document.querySelector<HTMLElement>('[data-testid="search-shortcut"]');
        const style = getComputedStyle(field, '::placeholder');
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const box = field.getBoundingClientRect();
        const textStart = box.left + parseFloat(getComputedStyle(field).paddingLeft);
        const shown = kbd && kbd.getClientRects().length > 0 ? kbd.getBoundingClientRect() : null;
        return {
          placeholderEnd: textStart + context.measureText(field.placeholder).width,
          hint: shown && { left: shown.left, right: shown.right, top: shown.top, bottom: shown.bottom },
          box: { left: box.left, right: box.right, top: box.top, bottom: box.bottom },
        };
      });
      if (layout.hint) {
        expect(layout.hint.left).toBeGreaterThanOrEqual(layout.placeholderEnd + 4);
        expect(layout.hint.right).toBeLessThanOrEqual(layout.box.right);
        expect(layout.hint.top).toBeGreaterThanOrEqual(layout.box.top);
        expect(layout.hint.bottom).toBeLessThanOrEqual(layout.box.bottom);
      }
      // a phone has no keyboard shortcut to advertise
      if (width < 996) expect(layout.hint).toBeNull();
      await close();
    }
  });
});

describe('suggestions panel', () => {
  test.each([320, 390])('at %i px opens full width under the navbar, nothing cut off, and works', async (width) => {
    const { page, close, errors } = await openAt(width);
    await input(page).fill('zombie');
    await options(page).first().waitFor();
    const layout = await page.evaluate(() => {
      const rect = (el: Element) => el.getBoundingClientRect();
      const listbox = document.querySelector('[data-testid="search-listbox"]')!;
      const panel = rect(listbox.parentElement!);
      return {
        viewport: document.documentElement.clientWidth,
        scrollWidth: document.documentElement.scrollWidth,
        navbarBottom: rect(document.querySelector('header')!).bottom,
        panel: { left: panel.left, right: panel.right, top: panel.top, bottom: panel.bottom },
        options: [...document.querySelectorAll('[data-testid="search-option"]')].map((el) => ({
          left: rect(el).left,
          right: rect(el).right,
          scroll: el.scrollWidth - el.clientWidth,
        })),
      };
    });
    expect(layout.panel.left).toBe(0);
    expect(layout.panel.right).toBe(layout.viewport);
    expect(Math.abs(layout.panel.top - layout.navbarBottom)).toBeLessThanOrEqual(1);
    expect(layout.panel.bottom).toBeLessThanOrEqual(800);
    for (const option of layout.options) {
      expect(option.left).toBeGreaterThanOrEqual(0);
      expect(option.right).toBeLessThanOrEqual(layout.viewport);
      expect(option.scroll).toBe(0);
    }
    expect(layout.scrollWidth).toBe(layout.viewport);
    // usable: a tap on a suggestion opens it
    const href = await options(page).first().getAttribute('data-href');
    await options(page).first().click();
    await page.waitForURL((url) => url.pathname.replace(/\/$/, '').endsWith(href!.split('#')[0]));
    // The page it opened has run its scripts: any error they log has been logged.
    await waitForReady(page);
    expect(errors).toEqual([]);
    await close();
  });

  test('at 1024 px the panel stays inside the viewport', async () => {
    const { page, close } = await openAt(1024);
    await input(page).fill('zombie');
    await options(page).first().waitFor();
    const panel = await page.evaluate(() => {
      const rect = document.querySelector('[data-testid="search-listbox"]')!.parentElement!.getBoundingClientRect();
      return { left: rect.left, right: rect.right, viewport: document.documentElement.clientWidth };
    });
    expect(panel.left).toBeGreaterThanOrEqual(0);
    expect(panel.right).toBeLessThanOrEqual(panel.viewport);
    await close();
  });
});
