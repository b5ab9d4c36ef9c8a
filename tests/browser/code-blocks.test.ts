// Code blocks (titles, marked lines, a copy button in a header bar that never covers the code) and the
// last-updated line at the end of each page.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { formatLongDate } from '@/lib/content/lastUpdated';
import { pageFiles, routeFromFile } from '@/lib/content/paths';
import { openPage, waitForHydration } from './support';

// The pages' sources as the writer wrote them (read, not parsed): the block is looked for in what the writer wrote,
// and the page as readers get it must show it.
const pages = pageFiles('content').map((file) => ({ route: routeFromFile(path.relative('content', file)), file, content: fs.readFileSync(file, 'utf8') }));

// The first fence in the content with both a title and marked lines, e.g. ```ts title="client.ts" {19-22}, possibly
// indented inside a list item (its code lines then carry the same indent).
const FENCE = /^( *)```\w+ title="([^"]+)" \{([\d,-]+)\}\n([\s\S]*?)\n\1```$/m;
const sample = pages
  .map((p) => {
    const m = FENCE.exec(p.content);
    return {
      page: p,
      match:
        m &&
        ([
          m[0],
          m[2],
          m[3],
          m[4]
            .split('\n')
            .map((line) => line.slice(m[1].length))
            .join('\n'),
        ] as const),
    };
  })
  .find((s) => s.match)!;

function markedLines(ranges: string): number[] {
  return ranges.split(',').flatMap((r) => {
    const [a, b = a] = r.split('-').map(Number);
    return Array.from({ length: b - a + 1 }, (_, i) => a + i);
  });
}

describe('code blocks', () => {
  test('the content has a titled block with marked lines to show', () => {
    expect(sample).toBeDefined();
  });

  test.each(['light', 'dark'] as const)('show their title and marked lines, visibly in %s mode', async (colorScheme) => {
    const [, title, ranges, code] = sample.match!;
    const { page, close } = await openPage(sample.page.route, { colorScheme });
    const block = page.locator('.code-block', { has: page.locator('.code-title', { hasText: title }) });
    expect(await block.count()).toBe(1);
    const lines = await block.locator('.line').evaluateAll((els) => els.map((e) => e.classList.contains('highlighted')));
    const expected = code.split('\n').map((_, i) => markedLines(ranges).includes(i + 1));
    expect(lines).toEqual(expected);
    const backgrounds = await block.evaluate((el) => {
      const bg = (e: Element | null) => (e ? getComputedStyle(e).backgroundColor : '');
      return { marked: bg(el.querySelector('.line.highlighted')), plain: bg(el.querySelector('.line:not(.highlighted)')), pre: bg(el.querySelector('pre')) };
    });
    expect(backgrounds.marked).not.toBe(backgrounds.plain);
    expect(backgrounds.marked).not.toBe(backgrounds.pre);
    // The marks are styling only: the code's text is exactly the source.
    expect(await block.locator('pre').textContent()).toBe(code);
    await close();
  });

  test('Copy copies the code only, not its title', async () => {
    const [, title, , code] = sample.match!;
    const { page, close } = await openPage(sample.page.route, { permissions: ['clipboard-read', 'clipboard-write'] });
    await waitForHydration(page);
    // A block in a code tab that is not shown: show its tab first.
    await page.evaluate((t) => {
      const panel = [...document.querySelectorAll('.code-title')].find((e) => e.textContent === t)?.closest('[role="tabpanel"]');
      if (panel?.hasAttribute('hidden')) document.querySelector<HTMLElement>(`[role="tab"][aria-controls="${panel.id}"]`)?.click();
    }, title);
    const block = page.locator('.code-block', { has: page.locator('.code-title', { hasText: title }) });
    await block.getByRole('button', { name: `Copy ${title} to clipboard` }).click();
    await page.waitForFunction(
      (t) => [...document.querySelectorAll('.code-title')].find((e) => e.textContent === t)?.parentElement?.textContent?.includes('Copied'),
      title,
    );
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await close();
  });

  test('at 320 px the copy button sits above the code, never over it, and each block fits the screen', async () => {
    const { page, close } = await openPage(sample.page.route, { viewport: { width: 320, height: 700 } });
    await waitForHydration(page);
    const overlaps = await page.$$eval('.code-block', (blocks) =>
      blocks.flatMap((block, i) => {
        if (block.closest('[hidden]')) return []; // in a code tab not shown
        const button = block.querySelector('.copy-button')!.getBoundingClientRect();
        const code = block.querySelector('pre')!.getBoundingClientRect();
        const visible = button.width > 0 && button.height > 0;
        const box = block.getBoundingClientRect();
        return !visible || button.bottom > code.top || button.right > box.right || box.left < 0 || box.right > window.innerWidth ? [i] : [];
      }),
    );
    expect(overlaps).toEqual([]);
    await close();
  });
});

describe('last updated', () => {
  test('ends the article with the date of the page file last commit', async () => {
    const doc = pages.find((p) => p.route === '/permissions-firewall/services/regions')!;
    const committed = execFileSync('git', ['log', '--first-parent', '-1', '--format=%cI', '--', doc.file], { encoding: 'utf8' }).trim();
    const { page, close } = await openPage(doc.route);
    const time = page.locator('article .last-updated time');
    expect(Date.parse((await time.getAttribute('datetime'))!)).toBe(Date.parse(committed));
    expect(await page.locator('article .last-updated').textContent()).toBe(`Last updated on ${formatLongDate(committed)}`);
    // Last in the article but for the page's links (Edit this page, Report a problem).
    expect(await page.locator('article .last-updated + [data-static-region="page-links"]:last-child').count()).toBe(1);
    await close();
  });
});
