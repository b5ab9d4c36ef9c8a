// Every page at every width a reader uses, in both colour modes: nothing scrolls the page sideways, and every navbar
// control is inside the viewport. (The drawer, the phone search panel and the menus are driven in their own tests.)
import { exportedPages } from './exported';
import { getBrowser, siteUrl, waitForReady } from './support';

const WIDTHS = [320, 390, 768, 1024, 1280, 1920];
const MODES = ['light', 'dark'] as const;
const routes = [...exportedPages().map((p) => p.route), '/results/?q=zombie', '/tags', '/tags/dev'];

describe.each(MODES)('%s mode', (mode) => {
  // One test per width, one page after another in one context: the page a failure is found on stays open for its
  // screenshot, and the problems found on the others are listed with it.
  test.each(WIDTHS)('%i px: no page scrolls sideways, every navbar control is in view', async (width) => {
    const context = await (await getBrowser()).newContext({ viewport: { width, height: 800 }, colorScheme: mode });
    const page = await context.newPage();
    const problems: string[] = [];
    for (const route of routes) {
      await page.goto(siteUrl(route), { waitUntil: 'load' });
      // Hydrated, every island ready (their placeholders are aria-busy), and on the results page the results in.
      await waitForReady(page);
      if (route.startsWith('/results')) await page.locator('[data-testid="results-count"], [data-testid="results-no-results"]').waitFor();
      const found = await page.evaluate((w) => {
        const out: string[] = [];
        if (document.documentElement.scrollWidth > w) {
          // Name the culprits: elements past the right edge that no scrolling ancestor clips.
          const clipped = (el: Element) => {
            for (let p = el.parentElement; p; p = p.parentElement) if (/auto|scroll|hidden/.test(getComputedStyle(p).overflowX)) return true;
            return false;
          };
          const wide = [...document.querySelectorAll('body *')]
            .filter((el) => el.getBoundingClientRect().right > w + 1 && getComputedStyle(el).position !== 'fixed' && !clipped(el))
            .map((el) => `${el.tagName.toLowerCase()}.${(el.getAttribute('class') ?? '').split(' ')[0]}`)
            .slice(0, 3);
          out.push(`scrolls sideways (${document.documentElement.scrollWidth} px): ${wide.join(', ')}`);
        }
        const controls = [
          '[data-testid="theme-toggle"]',
          w < 996 ? '[data-testid="drawer-toggle"]' : 'nav[aria-label="Main"]',
          'header.navbar [role="combobox"], header.navbar button[aria-label*="earch" i]',
        ];
        for (const selector of controls) {
          const el = document.querySelector(selector);
          const box = el?.getBoundingClientRect();
          if (!box || box.width === 0 || box.left < 0 || box.right > w) out.push(`navbar control ${selector} is not inside the viewport`);
        }
        return out;
      }, width);
      problems.push(...found.map((f) => `${route}: ${f}`));
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
