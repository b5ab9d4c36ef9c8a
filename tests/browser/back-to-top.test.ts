// Back to top never covers a control, on any page, at the widths readers use, wherever the page is scrolled: every
// page at 320, 390, 1024 and 1280 px, every 100 px of scroll from the top to the end. A control counts as covered where
// the button and the control overlap and both show there: hit-testing at points over the button finds the one above
// the other with nothing opaque between them (a control under the sticky bar the button sits in is hidden by the bar
// itself, whatever the button does).
import type { Page } from 'playwright-core';
import { exportedPages } from './exported';
import { openPage, waitForHydration } from './support';

const WIDTHS = [320, 390, 1024, 1280];
const HEIGHT = 720;
const STEP = 100;

/**
 * Scrolls the page from top to end, STEP px at a time; at each stop where Back to top shows, what it overlaps. The
 * button shows from a scroll position on and stays shown below it (lib/browser/backToTop.ts), so the walk waits for
 * the page's own behaviour to show it once, at the first stop where it does, and from there reads each stop at once:
 * the layout, sticky bars included, is current as soon as the page is scrolled.
 */
function walk(page: Page): Promise<{ shownAt: number; stillShown: boolean; covered: string[] }> {
  return page.evaluate(async (step) => {
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    const shownButton = () =>
      [...document.querySelectorAll<HTMLElement>('.back-to-top')].find((b) => b.dataset.shown === 'true' && b.getClientRects().length > 0);
    const CONTROLS = 'a[href], button, summary, input, select, textarea, label, [role="button"], [role="tab"], [tabindex]:not([tabindex="-1"])';
    const opaque = (el: Element) => {
      if (/^(IMG|SVG|VIDEO|CANVAS|IFRAME|INPUT|SELECT|TEXTAREA)$/i.test(el.tagName)) return true;
      const colour = getComputedStyle(el).backgroundColor;
      return !/rgba\(.*,\s*0\)$|transparent/.test(colour);
    };
    const covered = new Set<string>();
    let shownAt = 0;
    const end = document.documentElement.scrollHeight - window.innerHeight;
    const stops: number[] = [];
    for (let y = 0; y <= end + step - 1; y += step) stops.push(Math.min(y, end));
    // Where the page's own behaviour shows the button: two frames after a scroll (its scroll event runs the update in
    // the first), found by halving the stops, since it shows from a position on. The walk reads from there.
    const shownAfterScroll = async (y: number) => {
      window.scrollTo(0, y);
      await frame();
      await frame();
      return shownButton() !== undefined;
    };
    let low = 0;
    let high = stops.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (await shownAfterScroll(stops[middle])) high = middle;
      else low = middle + 1;
    }
    if (low < stops.length) await shownAfterScroll(stops[low]);
    for (const y of stops.slice(low)) {
      window.scrollTo(0, y);
      const button = shownButton();
      if (!button) continue;
      shownAt += 1;
      const b = button.getBoundingClientRect();
      // A grid of points over the button, 6 px apart or closer: at each, the controls hit-testing finds right above and
      // right below it. A control that overlaps the button shows in the stack at the points they share.
      const columns = Math.max(2, Math.ceil(b.width / 6));
      const rows = Math.max(2, Math.ceil(b.height / 6));
      for (let i = 0; i < columns; i++) {
        for (let j = 0; j < rows; j++) {
          const stack = document.elementsFromPoint(b.left + (b.width * (i + 0.5)) / columns, b.top + (b.height * (j + 0.5)) / rows);
          const atButton = stack.findIndex((el) => button.contains(el));
          if (atButton < 0) continue;
          const above = stack.slice(0, atButton).findIndex((el) => el.closest(CONTROLS) && !el.closest(CONTROLS)!.contains(button));
          const below = stack.findIndex((el, k) => k > atButton && !button.contains(el) && el.closest(CONTROLS) && !el.closest(CONTROLS)!.contains(button));
          for (const atControl of [above, below]) {
            if (atControl < 0) continue;
            const control = stack[atControl].closest(CONTROLS)!;
            const [upper, lower] = atButton < atControl ? [atButton, atControl] : [atControl, atButton];
            // Anything opaque above the lower one, other than the upper one and what it holds, hides it anyway.
            const owner = atButton < atControl ? button : control;
            const hidden = stack.slice(0, lower).some((el, k) => k !== upper && !owner.contains(el) && opaque(el));
            if (!hidden) covered.add(`at ${y}: ${control.tagName.toLowerCase()} "${(control.textContent ?? '').trim().slice(0, 40)}"`);
          }
        }
      }
    }
    // The page's own behaviour agrees that the button shows at the end, where the walk read it without waiting.
    await frame();
    await frame();
    return { shownAt, stillShown: shownAt === 0 || shownButton() !== undefined, covered: [...covered] };
  }, STEP);
}

describe('Back to top', () => {
  test.each(exportedPages().map((p) => p.route))('on %s covers no control at 320, 390, 1024 and 1280 px, at every 100 px of scroll', async (route) => {
    const { page, close } = await openPage(route, { viewport: { width: WIDTHS[0], height: HEIGHT } });
    await waitForHydration(page);
    const found: Record<number, { covered: string[]; shownAt: number; stillShown: boolean; long: boolean }> = {};
    let behaviours = false;
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT });
      await page.waitForFunction((w) => window.innerWidth === w, width);
      await page.evaluate(() => window.scrollTo(0, 0));
      const long = await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight * 3);
      if (long && !behaviours) {
        // The reader's first scroll loads the page behaviours; once they run, the button shows well down the page.
        await page.mouse.move(width / 2, HEIGHT / 2);
        await page.mouse.wheel(0, HEIGHT * 2);
        await page.waitForFunction(() => document.querySelector('.back-to-top[data-shown="true"]') !== null);
        behaviours = true;
      }
      found[width] = { ...(await walk(page)), long };
    }
    for (const width of WIDTHS) {
      const { covered, shownAt, stillShown, long } = found[width];
      expect({ width, covered }).toEqual({ width, covered: [] });
      expect({ width, stillShown }).toEqual({ width, stillShown: true });
      // On a long page the button did show, so the walk checked it; a short page never shows it.
      expect({ width, checked: long ? shownAt > 0 : shownAt === 0 }).toEqual({ width, checked: true });
    }
    await close();
  });
});
