// A pinned heading id ({#id}) is the id the page renders, the TOC links and the .md copy leaves out; and the search
// box finds pages by the readers' words of content/synonyms.yml.
import { openPage, siteUrl, waitForHydration } from './support';

const REGIONS = '/permissions-firewall/services/regions';
const PINNED = 'regions-where-permissions-on-demand-does-not-trigger';

describe('pinned heading ids', () => {
  test('the heading renders with its pinned id and without the marker; the TOC and the Markdown copy agree', async () => {
    const { page, close } = await openPage(REGIONS);
    const heading = page.locator(`h2[id="${PINNED}"]`);
    await expect(heading.count()).resolves.toBe(1);
    expect(await heading.evaluate((h) => h.firstChild?.textContent)).toBe('Regions where Permissions on Demand does not trigger');
    await expect(heading.locator('a.hash-link').getAttribute('href')).resolves.toBe(`#${PINNED}`);
    expect(await page.locator('.markdown').textContent()).not.toContain('{#');
    await expect(page.locator(`[data-testid="toc"] a[href="#${PINNED}"]`).count()).resolves.toBe(1);
    const markdown = await (await fetch(siteUrl(`${REGIONS}.md`).replace(/\/$/, ''))).text();
    expect(markdown).toContain('## Regions where Permissions on Demand does not trigger\n');
    expect(markdown).not.toContain('{#');
    await close();
  });
});

describe('search synonyms', () => {
  test.each([
    ['turn off a region', REGIONS],
    ['vendor access', '/permissions-firewall/services/third-party-access-control'],
  ])('"%s" suggests %s first', async (query, route) => {
    const { page, close } = await openPage('/');
    await waitForHydration(page);
    await page.locator('[data-testid="search-input"]').fill(query);
    const first = page.locator('[data-testid="search-option"]').first();
    await first.waitFor();
    expect((await first.getAttribute('data-href'))!.split('#')[0]).toBe(route);
    await close();
  });
});
