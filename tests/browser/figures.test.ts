// The static figures on a phone: zoomed, a figure shows its text at 12 px or more, and a figure wider than the screen
// pans inside the zoom view instead of scrolling the page (which would close it after 40 px).
import fs from 'node:fs';
import path from 'node:path';
import { jest } from '@jest/globals';
import type { Page } from 'playwright-core';
import { listFiles } from '@/lib/files';
import { openPage, settled } from './support';

jest.setTimeout(120_000);

const CONTENT = path.join(process.cwd(), 'content');
/** Each figure once, with the first page that shows it. */
const FIGURES = new Map<string, string>();
for (const file of listFiles(CONTENT)
  .filter((f) => f.endsWith('.mdx'))
  .sort()) {
  for (const m of fs.readFileSync(file, 'utf8').matchAll(/!\[[^\]]*\]\((\/img\/[^)\s]+\.svg)\)/g)) {
    if (!FIGURES.has(m[1])) FIGURES.set(m[1], `/${path.relative(CONTENT, file).replace(/\.mdx$/, '')}`);
  }
}

/** The smallest text of an SVG figure in its own units, and its view box width. */
function svgText(file: string): { minFont: number; viewBoxWidth: number; width: number | null } {
  const svg = fs.readFileSync(path.join(process.cwd(), 'public', file), 'utf8');
  const sizes = [...svg.matchAll(/font-size(?:="|:\s*)([0-9.]+)/g)].map((m) => Number(m[1]));
  const root = /<svg[^>]*>/.exec(svg)?.[0] ?? '';
  const viewBox = /viewBox="[\d.]+ [\d.]+ ([\d.]+) [\d.]+"/.exec(root);
  const width = /\swidth="([\d.]+)"/.exec(root);
  return { minFont: Math.min(...sizes), viewBoxWidth: Number(viewBox?.[1]), width: width ? Number(width[1]) : null };
}

test('the figures are found', () => {
  expect(FIGURES.size).toBeGreaterThanOrEqual(5);
});

describe.each([...FIGURES.entries()])('%s', (file, route) => {
  test('draws its text at 12 px or more at its own size, which its width attribute sets', () => {
    const { minFont, viewBoxWidth, width } = svgText(file);
    expect(minFont).toBeGreaterThanOrEqual(12);
    expect(width).toBe(viewBoxWidth);
  });

  test('zoomed on a 390 px phone, shows its text at 12 px or more and pans without closing', async () => {
    const { page, close } = await openPage(route, { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    try {
      await page.waitForFunction(() => document.documentElement.dataset.zoomAttached === 'true');
      const image = page.locator(`.markdown img[data-zoomable][src$="${file}"]`).first();
      await image.scrollIntoViewIfNeeded();
      await image.click();
      await page.waitForSelector('[data-testid="zoom-overlay"][data-open="true"]');
      const { minFont, viewBoxWidth } = svgText(file);
      // The fitted zoom animates its transform; the size that counts is the one it settles at.
      await page.waitForFunction(() => document.querySelector('.zoom-image')?.getAnimations().length === 0);
      const shown = await zoomedWidth(page);
      expect({ file, textPx: (minFont * shown) / viewBoxWidth >= 11.95 }).toEqual({ file, textPx: true });
      const overlay = page.locator('[data-testid="zoom-overlay"]');
      const pans = await overlay.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
      if (shown > 390) expect(pans).toBe(true);
      // Panning moves the figure inside the zoom view, not the page: the zoom stays open.
      const before = await page.evaluate(() => window.scrollY);
      await overlay.evaluate((el) => el.scrollBy(200, 200));
      await page.waitForFunction(() => document.querySelector('[data-testid="zoom-overlay"]')!.scrollLeft > 0);
      await settled(page);
      expect(await page.evaluate(() => window.scrollY)).toBe(before);
      // Still there is not enough: a closing zoom stays until its close delay and transition are over.
      expect(await overlay.evaluate((el) => ({ open: el.getAttribute('data-open'), closing: el.getAttribute('data-closing') }))).toEqual({
        open: 'true',
        closing: null,
      });
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.querySelector('[data-testid="zoom-overlay"]'));
    } finally {
      await close();
    }
  });
});

/** The zoomed figure's drawn width in CSS px, transforms included. */
function zoomedWidth(page: Page): Promise<number> {
  return page.locator('.zoom-image').evaluate((el) => el.getBoundingClientRect().width);
}
