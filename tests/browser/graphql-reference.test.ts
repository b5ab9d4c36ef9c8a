// The GraphQL reference is scannable: an index of every operation first, each operation's name, description and
// result in view with its argument and field tables folded (native <details>), the "inferred" mark still on every
// inferred name, and a link to an operation's anchor opens that operation.
import type { Page } from 'playwright-core';
import { openPage, siteUrl, waitForHydration } from './support';

const API = '/developer/graphql-reference/bulwark-graphql-api';

const openIds = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLDetailsElement>('[data-graphql-operations] section details')]
      .filter((d) => d.open)
      .map((d) => d.closest('section')!.getAttribute('aria-labelledby')),
  );

describe('GraphQL reference', () => {
  test('each list starts with an index of its operations, linked to their anchors', async () => {
    const { page, close } = await openPage(API);
    for (const [kind, count] of [
      ['query', 19],
      ['mutation', 15],
    ] as const) {
      const reference = page.locator(`[data-graphql-operations="${kind}"]`);
      const index = reference.locator('nav a');
      expect(await index.count()).toBe(count);
      const hrefs = await index.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      const ids = await reference.locator('section h3[id]').evaluateAll((hs) => hs.map((h) => `#${h.id}`));
      expect(hrefs).toEqual(ids);
      // The index comes before the first operation.
      const [indexTop, firstTop] = await Promise.all([
        reference.locator('nav').evaluate((n) => n.getBoundingClientRect().top),
        reference
          .locator('section')
          .first()
          .evaluate((s) => s.getBoundingClientRect().top),
      ]);
      expect(indexTop).toBeLessThan(firstTop);
    }
    await close();
  });

  test('field tables are folded; names, descriptions and results stay in view with their inferred marks', async () => {
    const { page, close } = await openPage(API, { viewport: { width: 390, height: 800 } });
    const report = await page.evaluate(() => {
      const sections = [...document.querySelectorAll('[data-graphql-operations] section')];
      // checkVisibility: the content of a closed <details> keeps boxes, but is not rendered.
      const shown = (el: Element | null) => !!el && el.checkVisibility();
      return {
        sections: sections.length,
        tablesShown: [...document.querySelectorAll('[data-graphql-operations] table')].filter(shown).length,
        headingsShown: sections.filter((s) => shown(s.querySelector('h3'))).length,
        folded: sections.filter((s) => s.querySelector('details')).length,
        summariesShown: sections.filter((s) => shown(s.querySelector('details > summary'))).length,
        height: document.documentElement.scrollHeight,
      };
    });
    expect(report.sections).toBe(34);
    expect(report.tablesShown).toBe(0);
    expect(report.headingsShown).toBe(34);
    // Operations without arguments or fields (a scalar result) have nothing to fold.
    expect(report.folded).toBeGreaterThan(25);
    expect(report.summariesShown).toBe(report.folded);
    // It was about 52,000 px tall on a phone with every table open.
    expect(report.height).toBeLessThan(26000);
    // An inferred result type keeps its mark in view; opening an operation shows the marks on its field names.
    const services = page.locator('section[aria-labelledby="query-cloudservices"]');
    await services.locator('summary').click();
    const lockRow = services.locator('tr').filter({ has: page.locator('td code', { hasText: /^lock$/ }) });
    await expect(lockRow.locator('span[title^="Inferred"]').isVisible()).resolves.toBe(true);
    const marksInView = await page
      .locator('[data-graphql-operations] .returns, [data-graphql-operations] p')
      .evaluateAll((ps) => ps.filter((p) => p.querySelector('span[title^="Inferred"]')).length);
    expect(marksInView).toBeGreaterThan(0);
    await close();
  });

  test('a link to an operation opens it: on load, from the index, and from a search suggestion on the same page', async () => {
    const { page, close, errors } = await openPage(`${API}#mutation-disableregion`);
    await waitForHydration(page);
    await page.waitForFunction(
      () => (document.querySelector('#mutation-disableregion')?.closest('section')?.querySelector('details') as HTMLDetailsElement | null)?.open === true,
    );
    expect(await openIds(page)).toEqual(['mutation-disableregion']);
    const top = await page.locator('#mutation-disableregion').evaluate((h) => h.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(250);

    await page.locator('[data-graphql-operations="query"] nav a[href="#query-cloudservices"]').click();
    await page.waitForFunction(() => location.hash === '#query-cloudservices');
    await page.waitForFunction(() => (document.querySelector('#query-cloudservices')!.closest('section')!.querySelector('details') as HTMLDetailsElement).open);

    await page.locator('[data-testid="search-input"]').fill('webhook create');
    const option = page.locator('[data-testid="search-option"][data-href$="#mutation-bulwarkwebhookcreate"]');
    await option.first().click();
    await page.waitForFunction(
      () => (document.querySelector('#mutation-bulwarkwebhookcreate')!.closest('section')!.querySelector('details') as HTMLDetailsElement).open,
    );
    expect(errors).toEqual([]);
    await close();
  });

  test('without JavaScript every operation is still there, its tables a click away', async () => {
    const { page, close } = await openPage(API, { javaScriptEnabled: false });
    const section = page.locator('section[aria-labelledby="mutation-disableregion"]');
    await section.locator('summary').click();
    await expect(section.locator('table').first().isVisible()).resolves.toBe(true);
    expect(await (await fetch(siteUrl(API))).text()).toContain('id="mutation-disableregion"');
    await close();
  });
});
