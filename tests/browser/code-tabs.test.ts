// Code tabs on the API's first call: curl or TypeScript. The choice switches the samples, works by keyboard as the
// ARIA tabs pattern does, and is kept across pages: the next page shows it before any of its scripts run. All of it is
// the page's inline script, so the tabs switch in the click's own task and work with every bundle refused.
import { openPage, siteUrl, waitForHydration } from './support';

const PAGE = '/developer/graphql-reference/bulwark-graphql-api';

describe('code tabs', () => {
  test('curl first; a click or an arrow key switches language; the next page load shows the choice before scripts run', async () => {
    const { page, close, errors } = await openPage(PAGE);
    const tabs = page.locator('[data-code-tabs]').first();
    const curl = tabs.getByRole('tab', { name: 'curl' });
    const typescript = tabs.getByRole('tab', { name: 'TypeScript' });
    await expect(curl.getAttribute('aria-selected')).resolves.toBe('true');
    await expect(tabs.getByRole('tabpanel').textContent()).resolves.toContain('curl --request POST');
    await waitForHydration(page);

    await typescript.click();
    await expect(typescript.getAttribute('aria-selected')).resolves.toBe('true');
    await expect(curl.getAttribute('tabindex')).resolves.toBe('-1');
    await expect(tabs.getByRole('tabpanel').textContent()).resolves.toContain('export async function bulwark');

    await page.keyboard.press('ArrowRight'); // from TypeScript, wraps round to curl
    await expect(curl.getAttribute('aria-selected')).resolves.toBe('true');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('curl');
    await page.keyboard.press('End');
    await expect(typescript.getAttribute('aria-selected')).resolves.toBe('true');
    expect(errors).toEqual([]);

    // Another page, then back with every script of the site refused: the inline restore alone shows TypeScript.
    await page.goto(siteUrl('/overview/getting-started'));
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(siteUrl(PAGE));
    await expect(typescript.getAttribute('aria-selected')).resolves.toBe('true');
    await expect(tabs.getByRole('tabpanel').textContent()).resolves.toContain('export async function bulwark');

    // Still with no bundle: the inline script alone switches on a click and on the keys, in the click's own task.
    await curl.click();
    await expect(curl.getAttribute('aria-selected')).resolves.toBe('true');
    await expect(tabs.getByRole('tabpanel').textContent()).resolves.toContain('curl --request POST');
    await page.keyboard.press('ArrowLeft');
    await expect(typescript.getAttribute('aria-selected')).resolves.toBe('true');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('TypeScript');
    expect(await page.evaluate(() => document.documentElement.dataset.enhanced)).toBeUndefined();
    await close();
  });

  test('with storage blocked the tabs still switch, for the page in view', async () => {
    const { page, close, errors } = await openPage(PAGE, {
      initScript: `Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('blocked', 'SecurityError'); } });`,
    });
    await waitForHydration(page);
    const tabs = page.locator('[data-code-tabs]').first();
    await tabs.getByRole('tab', { name: 'TypeScript' }).click();
    await expect(tabs.getByRole('tabpanel').textContent()).resolves.toContain('export async function bulwark');
    expect(errors).toEqual([]);
    await close();
  });
});
