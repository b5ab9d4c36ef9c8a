// The search box at every width: the keyboard hint fits the platform and never sits on the placeholder; on phones
// the suggestions open as a full-width panel under the navbar and the field's text is large enough that iOS does not
// zoom; on wide screens the field widens to show a question whole without covering the rest of the navbar.
import type { Page } from 'playwright-core';
import { answerTo } from './searchSupport';
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

describe('a question in the desktop field', () => {
  const QUESTIONS = ['why did my access request expire so soon', 'how do I disable a region for an account'];

  test.each([1024, 1280])(
    'at %i px the field widens while it holds focus or text: a 40-character question shows whole, nothing in the navbar covered',
    async (width) => {
      const { page, close, errors } = await openAt(width);
      for (const question of QUESTIONS) {
        expect(question).toHaveLength(40);
        await answerTo(page, question);
        const read = () =>
          page.evaluate(() => {
            const field = document.querySelector<HTMLInputElement>('[data-testid="search-input"]')!;
            const style = getComputedStyle(field);
            const context = document.createElement('canvas').getContext('2d')!;
            context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
            const box = field.getBoundingClientRect();
            const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
            // Every other control of the navbar: in the window, clear of the field, and the one hit at its own centre.
            const others = [...document.querySelectorAll('header.navbar :is(a[href], button, summary, select)')].filter(
              (el) => !el.closest('[data-testid="search-box"]') && el.checkVisibility(),
            );
            const covered = others.flatMap((el) => {
              const r = el.getBoundingClientRect();
              const overlaps = r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top;
              const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
              const out = r.left < 0 || r.right > document.documentElement.clientWidth;
              return overlaps || out || !(hit && (el.contains(hit) || hit.contains(el)))
                ? [el.textContent?.trim() || el.getAttribute('aria-label') || el.tagName]
                : [];
            });
            return { text: context.measureText(field.value).width, room, scrolled: field.scrollLeft, covered, others: others.length };
          });
        const focused = await read();
        expect(focused.text).toBeLessThanOrEqual(focused.room);
        expect(focused.scrolled).toBe(0);
        expect(focused.covered).toEqual([]);
        expect(focused.others).toBeGreaterThan(3);
        // Still whole once the field loses focus with the question in it.
        await input(page).blur();
        await page.waitForFunction(() => !document.querySelector('[data-testid="search-box"]')!.matches(':focus-within'));
        const blurred = await read();
        expect(blurred.text).toBeLessThanOrEqual(blurred.room);
        expect(blurred.covered).toEqual([]);
      }
      expect(errors).toEqual([]);
      await close();
    },
  );
});

describe("the phone's field", () => {
  test.each([320, 390, 768])('at %i px its text is at least 16 px, so iOS does not zoom the page when it gets focus', async (width) => {
    const { page, close } = await openAt(width);
    const size = await input(page).evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(size).toBeGreaterThanOrEqual(16);
    await close();
  });
});
