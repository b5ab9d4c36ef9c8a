// What MDX renders: the six admonition kinds, zoomable images (click, Escape, scroll > 40 px), and pages readable
// with JavaScript off.
import { ADMONITION_KINDS } from '@/lib/mdx/remarkAdmonitions';
import { ZOOM } from '@/lib/browser/zoomConfig';
import type { Page } from 'playwright-core';
import { pagesWhoseHtml } from './exported';
import { openPage, settled, siteUrl, waitForHydration } from './support';

/** The routes of the exported pages with an admonition of `kind`, in reading order. */
const pagesWithAdmonition = (kind: string) => pagesWhoseHtml(new RegExp(`<aside class="admonition admonition-${kind}[ "]`));

const LABELS: Record<string, string> = { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger', bestpractice: 'Best practice' };

// The kinds the pages use, each on its first page; tests/unit/mdx/admonition.test.ts renders all six.
const USED = ADMONITION_KINDS.filter((kind) => pagesWithAdmonition(kind).length > 0);

describe('admonitions', () => {
  test('the pages use several kinds', () => {
    expect(USED.length).toBeGreaterThanOrEqual(3);
  });

  test.each(USED)('%s renders with its own label, icon and colour', async (kind) => {
    const route = pagesWithAdmonition(kind)[0];
    const { page, close } = await openPage(route);
    const box = page.locator(`aside.admonition-${kind}`).first();
    await expect(box.getAttribute('aria-label')).resolves.toMatch(new RegExp(`^${LABELS[kind]}`));
    expect(await box.locator('svg').count()).toBe(1);
    const border = await box.evaluate((el) => getComputedStyle(el).borderLeftColor);
    const others = await page.evaluate(
      (k) =>
        ['note', 'tip', 'info', 'warning', 'danger', 'bestpractice']
          .filter((o) => o !== k)
          .map((o) => {
            const probe = document.createElement('aside');
            probe.className = `admonition admonition-${o}`;
            document.body.append(probe);
            const colour = getComputedStyle(probe).borderLeftColor;
            probe.remove();
            return colour;
          }),
      kind,
    );
    expect(others).not.toContain(border);
    await close();
  });
});

describe('image zoom', () => {
  // The first page with a figure of the site's own in its article.
  const route = pagesWhoseHtml(/<img [^>]*src="\/cpf-public\/img\//)[0];

  async function openZoomable() {
    const opened = await openPage(route);
    await opened.page.waitForFunction(() => document.documentElement.dataset.zoomAttached === 'true');
    const image = opened.page.locator('.markdown img[data-zoomable]').first();
    await image.scrollIntoViewIfNeeded();
    return { ...opened, image };
  }
  const overlayCount = (page: Page) => page.locator('[data-testid="zoom-overlay"]').count();

  /**
   * Opens the page under a paused clock: its timers and animation frames run only as the test moves the clock on
   * (page.clock.runFor), so the delays the spec sets are checked to the millisecond, whatever the machine's load.
   */
  async function openPaused() {
    const opened = await openPage(route, { noNavigate: true });
    await opened.page.clock.install({ time: new Date('2030-01-01T00:00:00Z') });
    await opened.page.clock.pauseAt(new Date('2030-01-01T00:00:10Z'));
    await opened.page.goto(siteUrl(route));
    // After hydration the load listener has run (goto waits for load), so the attach timer is set at the paused time.
    await waitForHydration(opened.page);
    return opened;
  }
  const zoomAttached = (page: Page) => page.evaluate(() => document.documentElement.dataset.zoomAttached === 'true');

  test('is attached 1 s after the load event, not before', async () => {
    const { page, close } = await openPaused();
    await page.clock.runFor(ZOOM.attachDelayMs - 1);
    expect(await zoomAttached(page)).toBe(false);
    await page.clock.runFor(1);
    await page.waitForFunction(() => document.documentElement.dataset.zoomAttached === 'true');
    await close();
  });

  test('a click opens; a click closes after the close delay', async () => {
    const { page, close } = await openPaused();
    await page.clock.runFor(ZOOM.attachDelayMs);
    await page.waitForFunction(() => document.documentElement.dataset.zoomAttached === 'true');
    const image = page.locator('.markdown img[data-zoomable]').first();
    await image.scrollIntoViewIfNeeded();
    await image.click();
    // The overlay opens on the next animation frame, which comes only as the clock moves.
    while ((await page.locator('[data-testid="zoom-overlay"]').getAttribute('data-open')) !== 'true') await page.clock.runFor(1);
    // That also ran next-themes' 1 ms timer, which lifts the style it sets to keep transitions off while it applies the mode.
    const transition = await page.locator('.zoom-image').evaluate((el) => getComputedStyle(el).transitionDuration);
    expect(transition).toBe(`${ZOOM.transitionMs / 1000}s`);
    await page.mouse.click(10, 300);
    const overlay = page.locator('[data-testid="zoom-overlay"]');
    await page.clock.runFor(ZOOM.closeDelayMs - 1);
    // Marked as closing at once, still open until the delay is over.
    expect([await overlay.getAttribute('data-closing'), await overlay.getAttribute('data-open')]).toEqual(['true', 'true']);
    await page.clock.runFor(1);
    expect(await overlay.getAttribute('data-open')).toBe('false');
    // Then the close transition, and it is gone.
    await page.clock.runFor(ZOOM.transitionMs - 1);
    expect(await overlayCount(page)).toBe(1);
    await page.clock.runFor(1);
    expect(await overlayCount(page)).toBe(0);
    await close();
  });

  test('Escape closes', async () => {
    const { page, close, image } = await openZoomable();
    await image.click();
    await page.waitForSelector('[data-testid="zoom-overlay"][data-open="true"]');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('[data-testid="zoom-overlay"]'));
    await close();
  });

  test('scrolling up to 40 px keeps it open; more than 40 px closes', async () => {
    const { page, close, image } = await openZoomable();
    await image.click();
    await page.waitForSelector('[data-testid="zoom-overlay"][data-open="true"]');
    const start = await page.evaluate(() => window.scrollY);
    // 40 px is not more than 40 px: once the page has handled that scroll, the zoom has not begun to close.
    await page.evaluate((y) => window.scrollTo(0, y + 40), start);
    await settled(page);
    expect(await page.locator('[data-testid="zoom-overlay"]').getAttribute('data-closing')).toBeNull();
    expect(await overlayCount(page)).toBe(1);
    await page.evaluate((y) => window.scrollTo(0, y + 90), start);
    await page.waitForFunction(() => !document.querySelector('[data-testid="zoom-overlay"]'));
    await close();
  });
});

describe('without JavaScript', () => {
  test('pages are readable and sidebar links navigate', async () => {
    const { page, close } = await openPage('/', { javaScriptEnabled: false });
    await expect(page.locator('h1').textContent()).resolves.toBe('Welcome');
    await page.locator('#sidebar a[href="/cpf-public/overview/getting-started/"]').click();
    await page.waitForURL(siteUrl('/overview/getting-started'));
    await expect(page.locator('h1').textContent()).resolves.toBe('Getting Started');
    expect((await page.locator('.markdown').textContent())!.length).toBeGreaterThan(500);
    await close();
  });
});
