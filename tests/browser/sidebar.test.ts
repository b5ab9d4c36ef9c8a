// The sidebar as each page carries it: its own section in full, other sections fetched once when opened, category
// labels that link to overview pages, and the reader's open/closed categories and scroll kept across navigation.
import type { Page } from 'playwright-core';
import { SIDEBAR_MEMORY_KEY } from '@/lib/browser/sidebarMemory';
import { openPage, siteUrl, waitForHydration } from './support';

/** Waits until the sidebar's memory holds the scroll position `top` (it is written on the frame after a scroll). */
const rememberedScroll = (page: Page, top: number) =>
  page.waitForFunction(([key, want]) => JSON.parse(sessionStorage.getItem(key as string) ?? '{}').scroll === want, [SIDEBAR_MEMORY_KEY, top] as const);
import { exportedPages } from './exported';

const routes = exportedPages().map((p) => p.route);
const isOpen = (d: HTMLDetailsElement) => d.open;

describe('sidebar', () => {
  test('a page carries its own section; other categories are links to one of their pages', async () => {
    const html = await (await fetch(siteUrl('/overview/getting-started'))).text();
    expect(html).toContain('href="/cpf-public/permissions-firewall/permissions-firewall-intro/"');
    expect(html).not.toContain('href="/cpf-public/permissions-firewall/chatops/slack/slack-shared-channel/"');
    // Manage has no overview page: its label links to its first page, and its other pages are not in this page.
    expect(html).toContain('data-lazy="manage"><a href="/cpf-public/manage/accounts/aws/aws-guide/">Manage</a>');
    expect(html).not.toContain('href="/cpf-public/manage/users/single-sign-on/"');
    const regions = await (await fetch(siteUrl('/permissions-firewall/services/regions'))).text();
    for (const route of routes.filter((r) => r.startsWith('/permissions-firewall/services/'))) expect(regions).toContain(`href="/cpf-public${route}/"`);
  });

  test('a category with an overview page links to it from its label and does not repeat it as a child', async () => {
    const { page, close } = await openPage('/permissions-firewall/services/regions');
    const services = page.locator('#sidebar details[data-category="permissions-firewall/services"]').locator('xpath=..');
    await expect(services.locator('> a').getAttribute('href')).resolves.toBe('/cpf-public/permissions-firewall/services/services-intro/');
    await expect(services.locator('> a').textContent()).resolves.toBe('Services');
    expect(await services.locator('details a[href="/cpf-public/permissions-firewall/services/services-intro/"]').count()).toBe(0);
    await close();
  });

  test('other sections load once from the navigation file when opened', async () => {
    const { page, close } = await openPage('/overview/getting-started');
    await waitForHydration(page);
    const fetched: string[] = [];
    page.on('request', (r) => r.url().includes('nav.json') && fetched.push(r.url()));
    await page.locator('#sidebar details[data-category="permissions-firewall"] > summary').click();
    await page.locator('#sidebar a[href="/cpf-public/permissions-firewall/glossary/"]').waitFor();
    await page.locator('#sidebar details[data-category="developer"] > summary').click();
    await page.locator('#sidebar details[data-category="developer/graphql-reference"] > summary').click();
    await page.locator('#sidebar a[href="/cpf-public/developer/graphql-reference/graphql-sample-querys/"]').waitFor();
    expect(fetched).toHaveLength(1);
    // A label that links to a category's first page never marks it as the current page: that page's own link does.
    expect(await page.locator('#sidebar a[aria-current="page"]').count()).toBe(1);
    await close();
  });

  test('open and closed categories and the scroll position survive moving to another page and reload', async () => {
    const { page, close } = await openPage('/overview/getting-started', { viewport: { width: 1280, height: 500 } });
    await waitForHydration(page);
    await page.locator('#sidebar details[data-category="overview"] > summary').click();
    await page.locator('#sidebar details[data-category="manage"] > summary').click();
    await page.locator('#sidebar details[data-category="permissions-firewall"] > summary').click();
    await page.locator('#sidebar details[data-category="permissions-firewall/chatops"] > summary').click();
    await page.locator('#sidebar a[href="/cpf-public/permissions-firewall/chatops/teams/teams-ops/"]').waitFor();
    await page.locator('#sidebar details[data-category="developer"] > summary').click();
    await page.locator('#sidebar a[href="/cpf-public/developer/webhook-reference/cpf-webhook-intro/"]').waitFor();
    await page.locator('#sidebar').evaluate((s) => (s.scrollTop = 180));
    await rememberedScroll(page, 180);
    // The next page re-applies the remembered position as its lazy sections fill, until a 1.5 s timer (SidebarNav):
    // with the clock paused, that timer cannot end it before they have filled, however busy the machine.
    await page.clock.install({ time: new Date('2030-01-01T00:00:00Z') });
    await page.clock.pauseAt(new Date('2030-01-01T00:00:10Z'));
    const check = async () => {
      await page.waitForFunction(
        () => (document.querySelector('#sidebar details[data-category="permissions-firewall/chatops"]') as HTMLDetailsElement | null)?.open === true,
      );
      expect(await page.locator('#sidebar details[data-category="overview"]').evaluate(isOpen)).toBe(false);
      expect(await page.locator('#sidebar details[data-category="manage"]').evaluate(isOpen)).toBe(true);
    };
    // On to another page through a sidebar link.
    await page.locator('#sidebar a[href="/cpf-public/developer/webhook-reference/cpf-webhook-intro/"]').click();
    await page.waitForURL(/cpf-webhook-intro/);
    await waitForHydration(page);
    await check();
    // Scrolled as the reader left it, with the current page's link in view.
    await page.waitForFunction(() => {
      const sidebar = document.querySelector('#sidebar')!;
      const s = sidebar.getBoundingClientRect();
      const r = sidebar.querySelector('a[aria-current="page"]')!.getBoundingClientRect();
      return sidebar.scrollTop > 100 && r.top >= s.top && r.bottom <= s.bottom;
    });
    await page.reload();
    await waitForHydration(page);
    await check();
    await close();
  });

  test('the next page paints its sidebar as the reader left it, before any of its scripts run', async () => {
    const { page, close, context } = await openPage('/permissions-firewall/services/regions', { viewport: { width: 1280, height: 500 } });
    await waitForHydration(page);
    // The categories on the page's own path are in its markup (others load from the navigation file, with JavaScript).
    const services = '#sidebar details[data-category="permissions-firewall/services"]';
    expect(await page.locator(services).evaluate(isOpen)).toBe(true);
    await page.locator(`${services} > summary`).click();
    await page.waitForFunction(([key, id]) => JSON.parse(sessionStorage.getItem(key) ?? '{}').open?.[id] === false, [
      SIDEBAR_MEMORY_KEY,
      'permissions-firewall/services',
    ] as const);
    await page.locator('#sidebar').evaluate((s) => (s.scrollTop = 50));
    await rememberedScroll(page, 50);
    // The next page's bundles never arrive: whatever the sidebar shows comes from the inline script in its markup.
    await context.route(/\/_next\/static\/chunks\/.*\.js$/, (route) => route.abort());
    await page.goto(siteUrl('/permissions-firewall/services/hero-zombies'), { waitUntil: 'domcontentloaded' });
    expect(await page.locator(services).evaluate(isOpen)).toBe(false);
    expect(await page.locator('#sidebar').evaluate((s) => s.scrollTop)).toBe(50);
    await close();
  });

  test('without JavaScript every page is reachable through sidebar links alone', async () => {
    const { page, close } = await openPage('/', { javaScriptEnabled: false });
    const seen = new Set<string>(['/']);
    const queue = ['/'];
    while (queue.length > 0) {
      const route = queue.shift()!;
      await page.goto(siteUrl(route));
      const hrefs = await page
        .locator('#sidebar nav[aria-label="Docs"] a')
        .evaluateAll((as) => as.filter((a) => (a as HTMLElement).offsetParent !== null).map((a) => a.getAttribute('href')!));
      for (const href of hrefs) {
        const next = href.replace(/^\/cpf-public/, '').replace(/\/$/, '') || '/';
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    expect([...seen].sort()).toEqual([...routes].sort());
    // Lazy categories show no empty disclosure without JavaScript.
    await page.goto(siteUrl('/overview/getting-started'));
    await expect(page.locator('#sidebar details[data-category="permissions-firewall"]').isVisible()).resolves.toBe(false);
    await close();
  });
});
