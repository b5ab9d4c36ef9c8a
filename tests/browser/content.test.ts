// What MDX renders: the six admonition kinds, zoomable images (click, Escape, scroll > 40 px), and pages readable
// with JavaScript off.
import path from 'node:path';
import { ADMONITION_KINDS } from '@/lib/mdx/remarkAdmonitions';
import { loadContent } from '@/lib/content/load';
import { site } from '@/lib/site';
import { openPage, settled, siteUrl } from './support';

const pages = loadContent({ rootDir: path.join(process.cwd(), 'content'), basePath: site.basePath }).pages;

/** Routes of the pages whose MDX matches a pattern, in a stable order. */
function pagesUsing(pattern: RegExp): string[] {
  return pages
    .filter((p) => pattern.test(p.content))
    .map((p) => p.route)
    .sort();
}

const LABELS: Record<string, string> = { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger', bestpractice: 'Best practice' };

// The kinds the pages use, each on its first page; tests/unit/mdx/admonition.test.ts renders all six.
const USED = ADMONITION_KINDS.filter((kind) => pagesUsing(new RegExp(`^:::${kind}\\b`, 'm')).length > 0);

describe('admonitions', () => {
  test('the pages use several kinds', () => {
    expect(USED.length).toBeGreaterThanOrEqual(3);
  });

  test.each(USED)('%s renders with its own label, icon and colour', async (kind) => {
    const route = pagesUsing(new RegExp(`^:::${kind}\\b`, 'm'))[0];
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
  const route = pagesUsing(/!\[[^\]]*\]\(\/img\//)[0];

  async function openZoomable() {
    const opened = await openPage(route);
    await opened.page.waitForFunction(() => document.documentElement.dataset.zoomAttached === 'true', undefined, { timeout: 10000 });
    const image = opened.page.locator('.markdown img[data-zoomable]').first();
    await image.scrollIntoViewIfNeeded();
    return { ...opened, image };
  }
  const overlayCount = (page: import('playwright-core').Page) => page.locator('[data-testid="zoom-overlay"]').count();

  test('is attached 1 s after the load event, not before', async () => {
    const { page, close } = await openPage(route);
    const attachedAt = await page.waitForFunction(() => document.documentElement.dataset.zoomAttached === 'true' && performance.now(), undefined, {
      polling: 'raf',
      timeout: 10000,
    });
    const delay =
      Number(await attachedAt.jsonValue()) -
      (await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart));
    expect(delay).toBeGreaterThanOrEqual(1000);
    expect(delay).toBeLessThan(3000);
    await close();
  });

  test('a click opens; a click closes after the close delay', async () => {
    const { page, close, image } = await openZoomable();
    await image.click();
    await page.waitForFunction(() => document.querySelector('[data-testid="zoom-overlay"]')?.getAttribute('data-open') === 'true');
    const transition = await page.locator('.zoom-image').evaluate((el) => getComputedStyle(el).transitionDuration);
    expect(transition).toBe('0.3s');
    await page.mouse.click(10, 300);
    expect(await overlayCount(page)).toBe(1); // still open during the 150 ms delay
    await page.waitForFunction(() => !document.querySelector('[data-testid="zoom-overlay"]'));
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
