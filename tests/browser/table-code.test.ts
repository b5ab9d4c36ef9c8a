// Inline code in table cells, as a reader meets it on every page: a long API name wraps between its words (camelCase,
// or after _ . / : and -), never inside one (`critica|lRegion` at 390 px was the bug), and a copied name is the name
// exactly (the break points are <wbr>, which copy as nothing, not invisible characters). Folded tables are opened first,
// so the GraphQL reference's argument and field tables and the diagrams' text versions are read too.
import type { Page } from 'playwright-core';
import { exportedPages } from './exported';
import { getBrowser, siteUrl, waitForReady } from './support';

const routes = exportedPages().map((p) => p.route);

/** Every line break inside a table cell's inline code that falls inside a word, as "name: left|right". */
function wordSplits(page: Page): Promise<{ codes: number; splits: string[]; invisible: string[] }> {
  return page.evaluate(() => {
    for (const details of document.querySelectorAll<HTMLDetailsElement>('main details')) details.open = true;
    const letter = /[\p{L}\p{N}]/u;
    const upper = /\p{Lu}/u;
    const lower = /[\p{Ll}\p{N}]/u;
    // Inside a word: two letters or digits, except where a camelCase name starts its next word (aB, or ABc at A|Bc).
    const insideWord = (text: string, i: number) => {
      const [a, b, c] = [text[i - 1], text[i], text[i + 1] ?? ''];
      if (!letter.test(a) || !letter.test(b)) return false;
      if (lower.test(a) && upper.test(b)) return false;
      if (upper.test(a) && upper.test(b) && /\p{Ll}/u.test(c)) return false;
      return true;
    };
    const codes = [...document.querySelectorAll('main :is(td, th) code')].filter((code) => !code.closest('pre') && code.getClientRects().length > 0);
    const splits: string[] = [];
    const invisible: string[] = [];
    for (const code of codes) {
      const text = code.textContent ?? '';
      if (/[\u200b\u00ad\u2060]/.test(text)) invisible.push(text);
      // Each character's line, read from the layout.
      const chars: { top: number; at: number }[] = [];
      let at = 0;
      const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const value = node.textContent ?? '';
        for (let i = 0; i < value.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (rect) chars.push({ top: rect.top, at: at + i });
        }
        at += value.length;
      }
      for (let i = 1; i < chars.length; i++) {
        const { top, at: position } = chars[i];
        if (top > chars[i - 1].top + 4 && insideWord(text, position)) splits.push(`${text}: ${text.slice(0, position)}|${text.slice(position)}`);
      }
    }
    return { codes: codes.length, splits, invisible };
  });
}

describe('inline code in table cells', () => {
  test.each([390, 320, 1024])('at %i px breaks only between the words of a name, on every page', async (width) => {
    const context = await (await getBrowser()).newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    const problems: string[] = [];
    let codes = 0;
    for (const route of routes) {
      await page.goto(siteUrl(route), { waitUntil: 'load' });
      await waitForReady(page);
      const found = await wordSplits(page);
      codes += found.codes;
      problems.push(...found.splits.map((s) => `${route}: ${s}`), ...found.invisible.map((s) => `${route}: invisible character in ${JSON.stringify(s)}`));
      if (width === 320) {
        const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        if (wide > 0) problems.push(`${route}: the page scrolls sideways by ${wide} px`);
      }
    }
    expect(problems).toEqual([]);
    // The check read the site's tables: the Regions field table, the GraphQL reference and the rest.
    expect(codes).toBeGreaterThan(300);
    await context.close();
  });

  test('a name copied from a table cell is the name exactly', async () => {
    const context = await (await getBrowser()).newContext({ viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    await page.goto(siteUrl('/permissions-firewall/services/regions'), { waitUntil: 'load' });
    await waitForReady(page);
    const code = page.locator('main td code', { hasText: 'criticalRegion' }).first();
    // It carries break points between its words, and the selection's text (what a copy takes) has none of them.
    expect(await code.evaluate((c) => c.querySelectorAll('wbr').length)).toBeGreaterThan(0);
    const copied = await code.evaluate((c) => {
      const selection = window.getSelection()!;
      const range = document.createRange();
      range.selectNodeContents(c);
      selection.removeAllRanges();
      selection.addRange(range);
      return selection.toString();
    });
    expect(copied).toBe('criticalRegion');
    await context.close();
  });
});
