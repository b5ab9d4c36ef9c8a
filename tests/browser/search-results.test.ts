// The search results page and search quality in the exported site (the box: search.test.ts).
import type { Page } from 'playwright-core';
import { SearchEngine } from '@/lib/search/engine';
import type { SearchIndexData } from '@/lib/search/format';
import { answerTo, openDoc, searchInput as input, searchOptions as options } from './searchSupport';
import { openPage, siteUrl, waitForHydration } from './support';

describe('results page', () => {
  const items = (page: Page) => page.locator('[data-testid="results-item"]');
  const badges = (page: Page) => page.locator('[data-testid="results-badge-cpf"]');

  test('with no query it invites one', async () => {
    const { page, close } = await openPage('/results');
    await page.locator('[data-testid="results-empty"]').waitFor();
    expect(await items(page).count()).toBe(0);
    await expect(page.title()).resolves.toMatch(/^Search results \| /);
    await close();
  });

  test('lists every match with title, route, highlighted snippet and a badge for firewall pages', async () => {
    const { page, close } = await openPage('/results?q=zombie');
    await items(page).first().waitFor();
    const count = await items(page).count();
    const status = await page.locator('[data-testid="results-count"]').textContent();
    expect(status).toContain(`${count} results for “zombie”`);
    const routes = await items(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-route')));
    expect(routes[0]).toBe('/permissions-firewall/services/hero-zombies');
    expect(routes.some((r) => !r?.startsWith('/permissions-firewall/'))).toBe(true);
    const first = items(page).first();
    await expect(first.textContent()).resolves.toContain('/permissions-firewall/services/hero-zombies');
    expect(await first.locator('[data-testid="results-badge-cpf"]').count()).toBe(1);
    expect(await first.locator('mark').count()).toBeGreaterThan(0);
    const cpfCount = routes.filter((r) => r?.startsWith('/permissions-firewall/')).length;
    expect(await badges(page).count()).toBe(cpfCount);
    await close();
  });

  test('the firewall-only filter lives in the URL and survives reload, back and forward', async () => {
    const { page, close } = await openPage('/results?q=zombie');
    await waitForHydration(page);
    await items(page).first().waitFor();
    const all = await items(page).count();
    const filter = page.locator('[data-testid="results-cpf-filter"]');
    await filter.check();
    await page.waitForURL(/[?&]cpf=1/);
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="results-item"]').length < n, all);
    const onlyCpf = async () => {
      await items(page).first().waitFor();
      const routes = await items(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-route') ?? ''));
      expect(routes.every((r) => r.startsWith('/permissions-firewall/'))).toBe(true);
      expect(await badges(page).count()).toBe(routes.length);
      await expect(filter.isChecked()).resolves.toBe(true);
    };
    await onlyCpf();
    await page.reload();
    await onlyCpf();
    await page.goBack();
    await page.waitForURL((url) => !url.search.includes('cpf=1'));
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="results-item"]').length === n, all);
    await expect(filter.isChecked()).resolves.toBe(false);
    await page.goForward();
    await page.waitForURL(/[?&]cpf=1/);
    await onlyCpf();
    await close();
  });

  test('a new query from the page goes into the history; back shows the previous one', async () => {
    const { page, close } = await openPage('/results?q=zombie');
    await waitForHydration(page);
    await items(page).first().waitFor();
    const field = page.locator('[data-testid="results-input"]');
    await expect(field.inputValue()).resolves.toBe('zombie');
    await field.fill('webhook');
    await field.press('Enter');
    await page.waitForURL(/[?&]q=webhook/);
    await page.waitForFunction(
      () => document.querySelector('[data-testid="results-item"]')?.getAttribute('data-route') === '/developer/webhook-reference/cpf-webhook-intro',
    );
    await page.goBack();
    await page.waitForURL(/[?&]q=zombie/);
    await page.waitForFunction(
      () => document.querySelector('[data-testid="results-item"]')?.getAttribute('data-route') === '/permissions-firewall/services/hero-zombies',
    );
    await expect(field.inputValue()).resolves.toBe('zombie');
    await close();
  });

  test('no match says "No results found"', async () => {
    const { page, close } = await openPage('/results?q=xylophonequartz');
    await expect(page.locator('[data-testid="results-no-results"]').textContent()).resolves.toContain('No results found');
    await close();
  });
});

describe('search quality in the browser', () => {
  const MARKUP_ONLY = ['<b></b>', '***', '<script>', '()'];

  /** Dismisses every dialog the page opens (an injected alert would) and counts them. */
  function countDialogs(page: Page): { count: () => number } {
    let count = 0;
    page.on('dialog', (dialog) => {
      count += 1;
      void dialog.dismiss();
    });
    return { count: () => count };
  }

  test('input that is only markup or punctuation says "No results found" in the box, and injects nothing', async () => {
    const { page, close, errors } = await openDoc();
    const dialogs = countDialogs(page);
    for (const text of MARKUP_ONLY) {
      await input(page).fill('zombie');
      await options(page).first().waitFor();
      await input(page).fill(text);
      await expect(page.locator('[data-testid="search-no-results"]').textContent()).resolves.toBe('No results found');
      expect(await options(page).count()).toBe(0);
      await expect(input(page).inputValue()).resolves.toBe(text);
    }
    expect(await page.locator('[data-testid="search-box"] :is(b, script, img)').count()).toBe(0);
    expect(dialogs.count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  test.each(MARKUP_ONLY)('the results page for %j says "No results found" and shows the query as text', async (text) => {
    let dialogs = { count: () => -1 };
    const { page, close, errors } = await openPage(`/results?q=${encodeURIComponent(text)}`, {
      beforeNavigate: async (p) => {
        dialogs = countDialogs(p);
      },
    });
    const message = page.locator('[data-testid="results-no-results"]');
    await expect(message.textContent()).resolves.toBe(`No results found for “${text}”.`);
    expect(await page.locator('[data-testid="results-item"]').count()).toBe(0);
    expect(await page.locator('[data-testid="results-view"] :is(b, script, img)').count()).toBe(0);
    expect(dialogs.count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  test('the results page says how many results there are, "1 result" for one', async () => {
    // A word that only one page holds, read from the index this export ships, so content edits cannot break the test.
    const { page, close } = await openPage('/results?q=zombie');
    const shipped = (await (await page.request.get(siteUrl('/search-index/index.json'))).json()) as SearchIndexData;
    const engine = new SearchEngine(shipped);
    let single: string | undefined;
    for (const term of shipped.terms) {
      if (term.length >= 8 && /^[a-z]+$/.test(term) && (await engine.search(term)).total === 1) {
        single = term;
        break;
      }
    }
    expect(single).toBeDefined();
    await page.locator('[data-testid="results-item"]').first().waitFor();
    const many = await page.locator('[data-testid="results-item"]').count();
    expect(many).toBeGreaterThan(1);
    await expect(page.locator('[data-testid="results-count"]').textContent()).resolves.toBe(`${many} results for “zombie”`);
    await page.goto(siteUrl(`/results?q=${single}`));
    await expect(page.locator('[data-testid="results-count"]').textContent()).resolves.toBe(`1 result for “${single}”`);
    expect(await page.locator('[data-testid="results-item"]').count()).toBe(1);
    await close();
  });

  test('"SAML" does not find "same", "429" does not find "409", and "rcp" finds Resource Control Policies', async () => {
    const { page, close } = await openDoc();
    const marksFor = async (query: string) => {
      await answerTo(page, query);
      return page.locator('[data-testid="search-option"] mark').allTextContents();
    };
    const saml = await marksFor('SAML');
    expect(saml.length).toBeGreaterThan(0);
    for (const mark of saml) expect(mark.toLowerCase()).toMatch(/^saml/);
    const code = await marksFor('429');
    expect(code.length).toBeGreaterThan(0);
    for (const mark of code) expect(mark).toMatch(/^429/);
    expect(await marksFor('rcp')).toContainEqual(expect.stringMatching(/^Resource Control Polic/));
    await close();
  });
});

describe('with JavaScript off', () => {
  test.each([1280, 390])(
    'at %i px, Enter in the navbar field opens the results page, which says search needs JavaScript and where to go instead',
    async (width) => {
      const { page, close } = await openPage('/permissions-firewall/services/regions', { javaScriptEnabled: false, viewport: { width, height: 800 } });
      await input(page).fill('how do I disable a region');
      await input(page).press('Enter');
      await page.waitForURL((url) => url.pathname.endsWith('/results/') && url.searchParams.get('q') === 'how do I disable a region');
      const notice = page.getByTestId('results-no-javascript');
      await expect(notice.isVisible()).resolves.toBe(true);
      await expect(notice.textContent()).resolves.toMatch(/Search needs JavaScript/);
      const links = await notice
        .locator('a')
        .evaluateAll((as) => as.map((a) => [a.textContent, new URL((a as HTMLAnchorElement).href).pathname + new URL((a as HTMLAnchorElement).href).hash]));
      expect(links).toEqual([
        ['docs home', '/cpf-public/'],
        ['list of sections', '/cpf-public/#sections-of-the-docs'],
      ]);
      // The sections list is where that link leads.
      await notice.getByRole('link', { name: 'list of sections' }).click();
      await page.waitForURL((url) => url.hash === '#sections-of-the-docs');
      await expect(page.locator('#sections-of-the-docs').textContent()).resolves.toMatch(/Sections of the docs/);
      await close();
    },
  );

  test('with JavaScript on, the results page shows its results and no such notice', async () => {
    const { page, close } = await openPage('/results?q=zombie');
    await page.locator('[data-testid="results-item"]').first().waitFor();
    expect(await page.getByTestId('results-no-javascript').count()).toBe(0);
    await close();
  });
});
