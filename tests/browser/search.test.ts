// The navbar search box in the exported site (the results page: search-results.test.ts).
import type { Page, Request } from 'playwright-core';
import { searchIndexFiles } from '@/lib/search/build';
import { buildSiteSearchIndex } from '@/lib/search/fromContent';
import { answerTo, openDoc, searchInput as input, searchOptions as options } from './searchSupport';
import { openPage, waitForHydration, waitForReady } from './support';

const INDEX = /\/cpf-public\/search-index\/index\.json(\?.*)?$/;

function countIndexRequests(page: Page): { count: () => number } {
  let count = 0;
  page.on('request', (request: Request) => {
    if (INDEX.test(new URL(request.url()).pathname)) count += 1;
  });
  return { count: () => count };
}

async function indexFetchedSoFar(page: Page): Promise<boolean> {
  return page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/search-index/')));
}

describe('search box', () => {
  test('no index byte is fetched before the box is touched; the first focus fetches it once per page', async () => {
    let requests = { count: () => 0 };
    const { page, close } = await openPage('/overview/getting-started', {
      beforeNavigate: async (p) => {
        requests = countIndexRequests(p);
      },
    });
    await waitForReady(page);
    // What the page does by itself ends with its last lazily loaded behaviour, the image zoom, fetched and attached a
    // second after load (components/layout/ImageZoom.tsx; a page with no zoomable image loads none), and then an idle
    // callback, which runs once the page has nothing queued: a fetch of the index by load-time code has started by then.
    await page.waitForFunction(() => !document.querySelector('.markdown img[data-zoomable]') || document.documentElement.dataset.zoomAttached === 'true');
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
    expect(await indexFetchedSoFar(page)).toBe(false);
    expect(requests.count()).toBe(0);
    await Promise.all([page.waitForResponse((r) => INDEX.test(new URL(r.url()).pathname)), input(page).focus()]);
    await input(page).fill('zombie');
    await options(page).first().waitFor();
    await answerTo(page, 'quarantine');
    expect(requests.count()).toBe(1);
    // The results page is a new document: it asks once more (the browser answers from its cache or with a 304).
    await input(page).press('Enter');
    await page.waitForURL(/\/results\/?\?q=quarantine/);
    await waitForHydration(page);
    await input(page).focus();
    await input(page).fill('regions');
    await options(page).first().waitFor();
    expect(requests.count()).toBe(2);
    await close();
  });

  test('suggestions appear as you type, with title, section, snippet and highlighted words (ARIA combobox)', async () => {
    const { page, close } = await openDoc();
    await input(page).fill('zombie');
    await options(page).first().waitFor();
    await expect(input(page).getAttribute('role')).resolves.toBe('combobox');
    await expect(input(page).getAttribute('aria-expanded')).resolves.toBe('true');
    const listboxId = await input(page).getAttribute('aria-controls');
    const listbox = page.locator('[data-testid="search-listbox"]');
    await expect(listbox.getAttribute('id')).resolves.toBe(listboxId);
    await expect(listbox.getAttribute('role')).resolves.toBe('listbox');
    await expect(options(page).first().getAttribute('role')).resolves.toBe('option');
    const first = options(page).first();
    await expect(first.textContent()).resolves.toContain('Zombie Identities');
    expect(await first.locator('[data-testid="search-option-snippet"]').textContent()).toMatch(/zombie/i);
    const marks = await page.locator('[data-testid="search-option"] mark').allTextContents();
    expect(marks.length).toBeGreaterThan(0);
    for (const mark of marks) expect(mark.toLowerCase()).toMatch(/^zombie/);
    // a hit inside a section names the section
    await answerTo(page, 'stackset 409');
    await page.locator('[data-testid="search-option-section"]').first().waitFor();
    await close();
  });

  test('arrows move the selection and Enter opens the selected page at its section', async () => {
    const { page, close } = await openDoc('/');
    await input(page).fill('stackset 409');
    await options(page).first().waitFor();
    const count = await options(page).count();
    await input(page).press('ArrowDown');
    const firstId = await options(page).first().getAttribute('id');
    await expect(input(page).getAttribute('aria-activedescendant')).resolves.toBe(firstId);
    await expect(options(page).first().getAttribute('aria-selected')).resolves.toBe('true');
    await input(page).press('ArrowDown');
    await expect(options(page).nth(1).getAttribute('aria-selected')).resolves.toBe('true');
    await input(page).press('ArrowUp');
    await expect(options(page).first().getAttribute('aria-selected')).resolves.toBe('true');
    // up from the first wraps to the last option ("See all results")
    await input(page).press('ArrowUp');
    await expect(page.locator('[data-testid="search-option-all"]').getAttribute('aria-selected')).resolves.toBe('true');
    expect(count).toBeGreaterThan(0);
    await input(page).press('ArrowDown');
    const href = await options(page).first().getAttribute('data-href');
    expect(href).toContain('/manage/accounts/aws/updating-existing-saas-configs#');
    await input(page).press('Enter');
    await page.waitForURL(/\/manage\/accounts\/aws\/updating-existing-saas-configs\/?#stackset-is-not-empty/);
    await close();
  });

  test('Enter with nothing selected opens the results page for the query', async () => {
    const { page, close } = await openDoc();
    await input(page).fill('quarantine');
    await options(page).first().waitFor();
    await input(page).press('Enter');
    await page.waitForURL(/\/results\/?\?q=quarantine$/);
    await page.locator('[data-testid="results-item"]').first().waitFor();
    await close();
  });

  test('Escape closes the suggestions and keeps the text', async () => {
    const { page, close } = await openDoc();
    await input(page).fill('webhook');
    await options(page).first().waitFor();
    await input(page).press('Escape');
    await page.locator('[data-testid="search-listbox"]').waitFor({ state: 'hidden' });
    await expect(input(page).getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(input(page).inputValue()).resolves.toBe('webhook');
    await close();
  });

  test('"No results found" when nothing matches', async () => {
    const { page, close } = await openDoc();
    await input(page).fill('xylophonequartz');
    await expect(page.locator('[data-testid="search-no-results"]').textContent()).resolves.toBe('No results found');
    expect(await options(page).count()).toBe(0);
    await close();
  });

  test('input that begins with whitespace is ignored and clears the suggestions', async () => {
    const { page, close } = await openDoc();
    await input(page).fill('zombie');
    await options(page).first().waitFor();
    await input(page).fill(' zombie');
    await page.locator('[data-testid="search-listbox"]').waitFor({ state: 'hidden' });
    expect(await options(page).count()).toBe(0);
    expect(await page.locator('[data-testid="search-no-results"]').count()).toBe(0);
    await expect(input(page).getAttribute('aria-expanded')).resolves.toBe('false');
    // Enter does not search either: a search would navigate from the key's handler, and the Navigation API's navigate
    // event fires inside that call, so the count is final once the press has been dispatched.
    await page.evaluate(() => {
      Reflect.set(window, '__navigations', 0);
      (Reflect.get(window, 'navigation') as EventTarget).addEventListener('navigate', () => {
        Reflect.set(window, '__navigations', (Reflect.get(window, '__navigations') as number) + 1);
      });
    });
    await input(page).press('Enter');
    expect(await page.evaluate(() => Reflect.get(window, '__navigations'))).toBe(0);
    expect(page.url()).not.toContain('/results');
    await close();
  });

  test('Ctrl+K, Cmd+K and "/" focus the box', async () => {
    const { page, close } = await openDoc();
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-testid'));
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Control+k');
    await expect(focused()).resolves.toBe('search-input');
    await input(page).blur();
    await page.keyboard.press('Meta+k');
    await expect(focused()).resolves.toBe('search-input');
    await input(page).blur();
    await page.keyboard.press('/');
    await expect(focused()).resolves.toBe('search-input');
    // the "/" that focused the box is not typed into it
    await expect(input(page).inputValue()).resolves.toBe('');
    await close();
  });

  test('typed markup is shown as text and never injected', async () => {
    const { page, close, errors } = await openDoc();
    let dialogs = 0;
    page.on('dialog', async (dialog) => {
      dialogs += 1;
      await dialog.dismiss();
    });
    for (const text of ['<img src=x onerror=alert(1)>', '<script>alert(1)</script>', '"><svg onload=alert(1)>']) {
      await answerTo(page, text);
      await expect(input(page).inputValue()).resolves.toBe(text);
    }
    expect(dialogs).toBe(0);
    const injected = await page.evaluate(() => ({
      img: document.querySelectorAll('img[src="x"]').length,
      inBox: document.querySelectorAll('[data-testid="search-box"] :is(img, script, [onerror], [onload])').length,
      marksWithElements: [...document.querySelectorAll('[data-testid="search-box"] mark')].filter((m) => m.children.length > 0).length,
    }));
    expect(injected).toEqual({ img: 0, inBox: 0, marksWithElements: 0 });
    expect(errors).toEqual([]);
    await close();
  });

  test('regex characters, emoji, right-to-left text and a 10,000-character paste never break the box', async () => {
    const { page, close, errors } = await openDoc();
    for (const text of ['(.*+?[', '\\', '🧟‍♂️', 'שלום', 'مرحبا', 'zombie '.repeat(1430)]) {
      await answerTo(page, text);
    }
    await answerTo(page, 'zombie');
    await options(page).first().waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  test('when the index cannot be loaded the box says so, and Retry really retries', async () => {
    let failing = true;
    let requests = 0;
    const { page, close } = await openPage('/overview/getting-started', {
      beforeNavigate: async (p) => {
        await p.route(INDEX, async (route) => {
          requests += 1;
          if (failing) await route.fulfill({ status: 500, body: 'Internal Server Error' });
          else await route.continue();
        });
      },
    });
    await waitForHydration(page);
    await input(page).fill('zombie');
    const error = page.locator('[data-testid="search-error"]');
    await error.waitFor();
    expect(await error.textContent()).toContain('could not be loaded');
    expect(await options(page).count()).toBe(0);
    failing = false;
    await page.locator('[data-testid="search-retry"]').click();
    await options(page).first().waitFor();
    await error.waitFor({ state: 'detached' });
    expect(requests).toBe(2);
    await close();
  });
});

describe('a split index (a site past SPLIT_ABOVE_BYTES)', () => {
  // This site's own index, split as a large site's would be, served in place of the one file.
  const files = searchIndexFiles(buildSiteSearchIndex(0));

  test('the box fetches the parts a query needs; a part gone after a deploy shows Retry, which starts from the manifest', async () => {
    let broken = true;
    const fetched: string[] = [];
    const { page, close } = await openPage('/overview/getting-started', {
      beforeNavigate: async (p) => {
        await p.route(/\/cpf-public\/search-index\//, async (route) => {
          const file = new URL(route.request().url()).pathname.replace(/^\/cpf-public\/search-index\//, '');
          fetched.push(file);
          const data = files.get(file);
          if (!data || (broken && file.includes('/shards/'))) await route.fulfill({ status: 404, body: 'Not found' });
          else await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(data) });
        });
      },
    });
    await waitForHydration(page);
    await input(page).fill('zombie');
    const error = page.locator('[data-testid="search-error"]');
    await error.waitFor();
    expect(fetched[0]).toBe('index.json');
    expect(fetched.some((file) => file.includes('/shards/'))).toBe(true);
    broken = false;
    await page.locator('[data-testid="search-retry"]').click();
    await options(page).first().waitFor();
    expect(await options(page).first().innerText()).toMatch(/Zombie/);
    expect(fetched.filter((file) => file === 'index.json')).toHaveLength(2);
    // Only the display files of the hits shown, never every page's.
    const pagesFetched = new Set(fetched.filter((file) => file.includes('/pages/')));
    expect(pagesFetched.size).toBeGreaterThan(0);
    expect(pagesFetched.size).toBeLessThanOrEqual(8);
    await close();
  });
});
