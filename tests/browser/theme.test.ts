// Colour modes: Light, Dark and Auto (the system preference, the default), the choice in localStorage "theme", no
// flash on load, and a site that still works when storage throws.
import { openPage, siteUrl, waitForHydration } from './support';

const theme = (page: import('playwright-core').Page) => page.evaluate(() => document.documentElement.dataset.theme);

describe('colour mode', () => {
  test('follows the system preference until the reader chooses', async () => {
    const dark = await openPage('/', { colorScheme: 'dark' });
    expect(await theme(dark.page)).toBe('dark');
    await dark.close();
    const light = await openPage('/', { colorScheme: 'light' });
    expect(await theme(light.page)).toBe('light');
    await light.close();
  });

  test('the toggle switches mode, stores it under "theme" and the choice survives reload over the system setting', async () => {
    const { page, close, errors } = await openPage('/overview/getting-started', { colorScheme: 'light' });
    await waitForHydration(page);
    await page.locator('[data-testid="theme-toggle"]').selectOption('dark');
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(22, 24, 29)');
    await page.reload();
    expect(await theme(page)).toBe('dark');
    await waitForHydration(page);
    await expect(page.locator('[data-testid="theme-toggle"]').inputValue()).resolves.toBe('dark');
    await page.locator('[data-testid="theme-toggle"]').selectOption('light');
    await page.waitForFunction(() => localStorage.getItem('theme') === 'light');
    expect(errors).toEqual([]);
    await close();
  });

  test('no flash: an inline script ahead of the content sets the stored mode before any bundle runs', async () => {
    const html = await (await fetch(siteUrl('/'))).text();
    const scriptAt = html.search(/<script>[^<]*localStorage[^<]*<\/script>/);
    expect(scriptAt).toBeGreaterThan(0);
    expect(scriptAt).toBeLessThan(html.indexOf('<header class="navbar"'));
    const { page, close } = await openPage('/', {
      colorScheme: 'light',
      initScript: `try { localStorage.setItem('theme', 'dark'); } catch {}
        document.addEventListener('DOMContentLoaded', () => { window.__themeAtDomReady = document.documentElement.dataset.theme; }, { once: true });`,
      // No bundle may run: only the inline script can have set the mode.
      beforeNavigate: async (p) => {
        await p.route(/\/_next\/static\//, (route) => route.abort());
      },
    });
    expect(await page.evaluate(() => Reflect.get(window, '__themeAtDomReady'))).toBe('dark');
    await close();
  });

  test('with storage throwing, the site works, the toggle still switches, and only a warning appears', async () => {
    const { page, close, errors, warnings } = await openPage('/overview/getting-started', {
      colorScheme: 'dark',
      initScript: `Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('The operation is insecure.', 'SecurityError'); } });`,
    });
    await waitForHydration(page);
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await page.locator('[data-testid="theme-toggle"]').selectOption('light');
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
    await expect(page.locator('h1').textContent()).resolves.toBe('Getting Started');
    expect(errors).toEqual([]);
    expect(warnings.some((w) => w.includes('Browser storage is unavailable'))).toBe(true);
    await close();
  });

  test('the toggle offers Auto, Light and Dark; Auto is the default and its icon shows from the first paint', async () => {
    const { page, close } = await openPage('/', { colorScheme: 'dark' });
    const toggle = page.locator('[data-testid="theme-toggle"]');
    expect(await toggle.locator('option').evaluateAll((os) => os.map((o) => [(o as HTMLOptionElement).value, o.textContent]))).toEqual([
      ['system', 'Auto (system)'],
      ['light', 'Light'],
      ['dark', 'Dark'],
    ]);
    // Marked before any bundle ran, from the inline script.
    expect(await page.evaluate(() => document.documentElement.dataset.themeChoice)).toBe('system');
    await waitForHydration(page);
    await expect(toggle.inputValue()).resolves.toBe('system');
    // One icon shows: Auto's, neither the sun nor the moon.
    const shown = await toggle.evaluate((select) =>
      [...select.parentElement!.querySelectorAll('svg')].filter((svg) => getComputedStyle(svg).display !== 'none').map((svg) => svg.getAttribute('class')),
    );
    expect(shown).toHaveLength(1);
    expect(shown[0]).not.toMatch(/theme-icon-(light|dark)/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    await close();
  });

  test('Auto follows prefers-color-scheme as it changes, and choosing Auto again hands the mode back to the system', async () => {
    const { page, close } = await openPage('/overview/getting-started', { colorScheme: 'light' });
    await waitForHydration(page);
    const toggle = page.locator('[data-testid="theme-toggle"]');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
    // A fixed choice holds against the system: the system turns dark, and once the page has handled that change
    // (next-themes listens for the same event), the page is still light...
    await toggle.selectOption('light');
    await page.waitForFunction(() => localStorage.getItem('theme') === 'light');
    await page.evaluate(() => {
      const dark = matchMedia('(prefers-color-scheme: dark)');
      Reflect.set(window, '__systemTurned', new Promise((resolve) => dark.addEventListener('change', (event) => resolve(event.matches), { once: true })));
    });
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await page.evaluate(() => Reflect.get(window, '__systemTurned'))).toBe(true);
    expect(await theme(page)).toBe('light');
    expect(await page.evaluate(() => document.documentElement.dataset.themeChoice)).toBe('light');
    // ...and Auto follows it again, stored as "system", also after a reload.
    await toggle.selectOption('system');
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('system');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
    await page.reload();
    expect(await theme(page)).toBe('light');
    expect(await page.evaluate(() => document.documentElement.dataset.themeChoice)).toBe('system');
    await close();
  });
});
