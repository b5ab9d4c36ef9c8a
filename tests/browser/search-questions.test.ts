// Questions typed as readers type them, in the exported site: the answering page first with no stop word marked, a
// question's results page that lists the pages about it while one word lists every page that holds it, fuzzy
// matching without noise, and the phone's field that grows with a question and can be cleared.
import type { Page } from 'playwright-core';
import type { Fragment, SearchIndexData } from '@/lib/search/format';
import { tokenize } from '@/lib/search/tokenize';
import { answerTo, openDoc, searchInput as input, searchOptions as options } from './searchSupport';
import { openPage, siteUrl, waitForHydration } from './support';

const REGIONS = '/permissions-firewall/services/regions';

/** The index this export ships: its stop words and every page's text. */
async function shippedIndex(page: Page): Promise<SearchIndexData & { fragments: Fragment[] }> {
  const data = (await (await page.request.get(siteUrl('/search-index/index.json'))).json()) as SearchIndexData;
  if (!data.fragments) throw new Error('expected the one-file index of a small site');
  return data as SearchIndexData & { fragments: Fragment[] };
}

/** Routes of the suggestions shown, once they are there for `query`. */
async function suggest(page: Page, query: string): Promise<string[]> {
  await answerTo(page, query);
  return options(page).evaluateAll((els) => els.map((el) => (el.getAttribute('data-href') ?? '').split('#')[0]));
}

describe('questions in the box', () => {
  test('a question puts the answering page first and highlights no stop word', async () => {
    const { page, close, errors } = await openDoc();
    const { stop } = await shippedIndex(page);
    const stopWords = new Set(stop);
    expect(stopWords.has('how')).toBe(true);
    for (const [question, answer] of [
      ['how do I disable a region', REGIONS],
      ['where can I see the audit log', '/permissions-firewall/reporting/reporting-information'],
    ]) {
      const routes = await suggest(page, question);
      expect({ question, first: routes[0] }).toEqual({ question, first: answer });
      const marks = await page.locator('[data-testid="search-box"] mark').allTextContents();
      expect(marks.length).toBeGreaterThan(0);
      // Each mark is a meaningful word, or a name the question spells as a whole ("Disable a region").
      for (const mark of marks) expect({ mark, onlyStopWords: tokenize(mark).every((word) => stopWords.has(word)) }).toEqual({ mark, onlyStopWords: false });
    }
    expect(errors).toEqual([]);
    await close();
  });

  test('"slack" suggests only Slack or ChatOps pages first, and no page for the one-edit "stack"', async () => {
    const { page, close } = await openDoc();
    const routes = await suggest(page, 'slack');
    expect(routes.slice(0, 3).every((route) => route.startsWith('/permissions-firewall/chatops/'))).toBe(true);
    expect(routes).not.toContain('/manage/accounts/aws/updating-existing-saas-configs');
    const marks = await page.locator('[data-testid="search-box"] mark').allTextContents();
    for (const mark of marks) expect(mark.toLowerCase()).toMatch(/^slack/);
    await close();
  });

  test('a query with two typos ("aprove slak") finds a Slack page', async () => {
    const { page, close } = await openDoc();
    const routes = await suggest(page, 'aprove slak');
    expect(routes.some((route) => route.startsWith('/permissions-firewall/chatops/slack/'))).toBe(true);
    await close();
  });
});

describe('the results page', () => {
  const items = (page: Page) => page.locator('[data-testid="results-item"]');

  test('of a question lists fewer than half the pages; a single word lists every page that uses it', async () => {
    const { page, close } = await openPage('/results?q=how+do+I+disable+a+region');
    await items(page).first().waitFor();
    const { fragments } = await shippedIndex(page);
    const question = await items(page).count();
    expect(await items(page).first().getAttribute('data-route')).toBe(REGIONS);
    expect(question).toBeGreaterThan(0);
    expect(question).toBeLessThan(fragments.length / 2);

    // Every page whose title or text holds a word starting with "quarantine", read from the shipped index.
    const uses = fragments.filter((f) =>
      tokenize([f.title, ...f.sections.flatMap(([, heading, , text]) => [heading, text])].join('\n')).some((t) => t.startsWith('quarantine')),
    );
    await page.goto(siteUrl('/results?q=quarantine'));
    await items(page).first().waitFor();
    while (await page.locator('[data-testid="results-more"]').count()) await page.locator('[data-testid="results-more"]').click();
    const listed = await items(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-route')));
    expect(uses.length).toBeGreaterThan(3);
    expect(listed.sort()).toEqual(uses.map((f) => f.route).sort());
    await expect(page.locator('[data-testid="results-count"]').textContent()).resolves.toBe(`${uses.length} results for “quarantine”`);
    await close();
  });
});

describe("the phone's search field", () => {
  const QUESTION = 'how do I make someone an approver';

  test.each([
    [320, 'how do I disable a region'],
    [390, QUESTION],
  ])('at %i px grows with a question while typing (%j), shows it whole, and clears', async (width, question) => {
    const { page, close, errors } = await openPage('/overview/getting-started', { viewport: { width, height: 700 }, hasTouch: true, isMobile: true });
    await waitForHydration(page);
    const field = () =>
      input(page).evaluate((el: HTMLInputElement) => ({
        width: el.getBoundingClientRect().width,
        left: el.getBoundingClientRect().left,
        right: el.getBoundingClientRect().right,
        overflows: el.scrollWidth > el.clientWidth,
        viewport: document.documentElement.clientWidth,
      }));
    const resting = await field();
    await input(page).focus();
    await page.keyboard.type(question);
    await options(page).first().waitFor();
    const typed = await field();
    expect(typed.width).toBeGreaterThan(resting.width + 40);
    expect(typed.overflows).toBe(false);
    expect(typed.left).toBeGreaterThanOrEqual(0);
    expect(typed.right).toBeLessThanOrEqual(typed.viewport);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(typed.viewport);

    const clear = page.locator('[data-testid="search-clear"]');
    await expect(clear.getAttribute('aria-label')).resolves.toBe('Clear search');
    await clear.tap();
    await expect(input(page).inputValue()).resolves.toBe('');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('search-input');
    await page.locator('[data-testid="search-listbox"]').waitFor({ state: 'hidden' });
    expect(await clear.count()).toBe(0);
    // Typing again works from the cleared field.
    await page.keyboard.type('zombie');
    await options(page)
      .filter({ hasText: /zombie/i })
      .first()
      .waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  test('on a wide screen it widens leftwards with a question and back once emptied, the clear button in place of the hint', async () => {
    const { page, close } = await openDoc();
    const before = (await input(page).boundingBox())!;
    await input(page).fill(QUESTION);
    await options(page).first().waitFor();
    const typed = (await input(page).boundingBox())!;
    expect(typed.width).toBeGreaterThan(before.width);
    expect(typed.x + typed.width).toBeCloseTo(before.x + before.width, 0);
    expect(await page.locator('[data-testid="search-shortcut"]').count()).toBe(0);
    await page.locator('[data-testid="search-clear"]').click();
    await expect(input(page).inputValue()).resolves.toBe('');
    await input(page).blur();
    await page.locator('[data-testid="search-shortcut"]').waitFor();
    expect(await input(page).boundingBox()).toEqual(before);
    await close();
  });
});
