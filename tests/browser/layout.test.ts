// Navbar, footer, sidebar (collapse, hide, drawer), table of contents, previous/next and the skip link.
import { site } from '@/lib/site';
import type { Page } from 'playwright-core';
import { COUNT_LAYOUT_SHIFTS, layoutShifts, openPage, scrollToReadingLine, settled, waitForHydration, waitForReady } from './support';

const DOC = '/overview/getting-started';

/**
 * Waits until the sidebar has remembered category `id` as open or closed: its toggle listener writes that in a later
 * task than the click, and only then has it done all it does about the click.
 */
async function remembered(page: Page, id: string, open: boolean): Promise<void> {
  const stored = ([category, expected]: readonly [string, boolean]) =>
    JSON.parse(sessionStorage.getItem('bulwark.sidebar') ?? 'null')?.open?.[category] === expected;
  await page.waitForFunction(stored, [id, open] as const);
}

/**
 * Waits until the page has done all it does by itself once loaded: hydrated, its islands ready, and the last of it, the
 * image zoom, fetched and attached a second after load where the article has a zoomable image
 * (components/layout/ImageZoom.tsx); then one idle callback, which runs once nothing else is queued.
 */
async function loadTimeWorkDone(page: Page): Promise<void> {
  await waitForReady(page);
  await page.waitForFunction(() => !document.querySelector('.markdown img[data-zoomable]') || document.documentElement.dataset.zoomAttached === 'true');
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
}

describe('layout', () => {
  test('navbar has Docs, API, Product Updates, mailing list, ticket portal, support e-mail, website, search and colour toggle', async () => {
    const { page, close, errors } = await openPage(DOC);
    await waitForReady(page);
    const nav = page.locator('header.navbar nav[aria-label="Main"] a');
    expect(await nav.allTextContents()).toEqual(
      ['Docs', 'API', 'Product Updates', 'Mailing list', 'Ticket portal', 'Support e-mail', 'Website'].map((t, i) =>
        i >= 2 && t !== 'Support e-mail' ? `${t} (opens in a new tab)` : t,
      ),
    );
    await expect(nav.nth(1).getAttribute('href')).resolves.toBe('/cpf-public/developer/graphql-reference/bulwark-graphql-api/');
    await expect(nav.nth(5).getAttribute('href')).resolves.toBe(site.links.supportEmail.href);
    for (const i of [2, 3, 4, 6]) await expect(nav.nth(i).getAttribute('rel')).resolves.toBe('noopener noreferrer');
    expect(await page.locator('header.navbar [role="combobox"], header.navbar input[type="search"]').count()).toBeGreaterThan(0);
    const footer = await page.locator('footer').textContent();
    expect(footer).toContain('Ticket portal');
    expect(footer).toContain('Support e-mail');
    expect(footer).toContain('Website');
    expect(footer).toContain('2025');
    expect(errors).toEqual([]);
    await close();
  });

  test('no breadcrumbs; the current page is highlighted in the sidebar; previous/next links follow the sidebar', async () => {
    const { page, close } = await openPage(DOC);
    expect(await page.locator('[aria-label*="readcrumb"]').count()).toBe(0);
    await expect(page.locator('#sidebar a[aria-current="page"]').getAttribute('href')).resolves.toBe(`/cpf-public${DOC}/`);
    await expect(page.locator('.pager a[rel="prev"]').getAttribute('href')).resolves.toBe('/cpf-public/');
    await expect(page.locator('.pager a[rel="next"]').getAttribute('href')).resolves.toBe('/cpf-public/overview/support-portal-guide/');
    await close();
  });

  test('categories collapse independently: opening one never collapses another', async () => {
    const { page, close } = await openPage(DOC);
    await waitForHydration(page);
    const overview = page.locator('#sidebar details[data-category="overview"]');
    const manage = page.locator('#sidebar details[data-category="manage"]');
    const firewall = page.locator('#sidebar details[data-category="permissions-firewall"]');
    const chatops = page.locator('#sidebar details[data-category="permissions-firewall/chatops"]');
    expect(await overview.evaluate((d: HTMLDetailsElement) => d.open)).toBe(true);
    await overview.locator('> summary').click();
    await remembered(page, 'overview', false);
    expect(await overview.evaluate((d: HTMLDetailsElement) => d.open)).toBe(false);
    await manage.locator('> summary').click();
    await remembered(page, 'manage', true);
    // Its pages arrive from nav.json: wait for them, so the summaries below are where they will stay.
    await page.locator(`#sidebar a[href="/cpf-public/manage/users/single-sign-on/"]`).first().waitFor();
    expect(await manage.evaluate((d: HTMLDetailsElement) => d.open)).toBe(true);
    expect(await firewall.evaluate((d: HTMLDetailsElement) => d.open)).toBe(false);
    await firewall.locator('> summary').click();
    await remembered(page, 'permissions-firewall', true);
    await chatops.locator('> summary').waitFor();
    expect(await chatops.evaluate((d: HTMLDetailsElement) => d.open)).toBe(false);
    await chatops.locator('> summary').click();
    await remembered(page, 'permissions-firewall/chatops', true);
    expect(await chatops.evaluate((d: HTMLDetailsElement) => d.open)).toBe(true);
    expect(await manage.evaluate((d: HTMLDetailsElement) => d.open)).toBe(true);
    expect(await firewall.evaluate((d: HTMLDetailsElement) => d.open)).toBe(true);
    await overview.locator('> summary').click();
    await remembered(page, 'overview', true);
    expect(await chatops.evaluate((d: HTMLDetailsElement) => d.open)).toBe(true);
    await close();
  });

  test('the whole sidebar hides and comes back', async () => {
    const { page, close } = await openPage(DOC);
    await waitForHydration(page);
    await page.locator('[data-testid="sidebar-hide"]').click();
    await expect(page.locator('#sidebar').isVisible()).resolves.toBe(false);
    await page.locator('[data-testid="sidebar-show"]').click();
    await expect(page.locator('#sidebar').isVisible()).resolves.toBe(true);
    await close();
  });

  test('the TOC lists exactly the article h2-h4 and highlights the section being read', async () => {
    const { page, close } = await openPage(DOC);
    await waitForHydration(page);
    const tocIds = await page.locator('[data-testid="toc"] a').evaluateAll((as) => as.map((a) => a.getAttribute('href')!.slice(1)));
    const headingIds = await page
      .locator('.markdown')
      .evaluate((md) => [...md.querySelectorAll('h2[id], h3[id], h4[id]')].filter((h) => !h.closest('[data-no-toc]')).map((h) => h.id));
    expect(tocIds.length).toBeGreaterThan(2);
    expect(tocIds).toEqual(headingIds);
    expect(
      await page
        .locator('.markdown h5[id], .markdown h6[id]')
        .evaluateAll((hs) => hs.map((h) => h.id))
        .then((ids) => ids.filter((id) => tocIds.includes(id))),
    ).toEqual([]);
    const last = tocIds[tocIds.length - 1];
    await page.locator(`[data-testid="toc"] a[href="#${last}"]`).click();
    await page.waitForFunction((id) => document.querySelector(`[data-testid="toc"] a[href="#${id}"]`)?.getAttribute('aria-current') === 'true', last);
    // The first heading at the reading line marks its entry; back at the top, the introduction is read: none.
    await scrollToReadingLine(page, tocIds[0]);
    await page.waitForFunction((id) => document.querySelector(`[data-testid="toc"] a[aria-current="true"]`)?.getAttribute('href') === `#${id}`, tocIds[0]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(() => document.querySelector('[data-testid="toc"] a[aria-current]') === null);
    await close();
  });

  test('below 996 px the sidebar is a drawer and the TOC folds; at 996 px the sidebar shows (the TOC joins it from 1280 px)', async () => {
    const mobile = await openPage(DOC, { viewport: { width: 995, height: 800 } });
    await waitForHydration(mobile.page);
    await expect(mobile.page.locator('#sidebar').isVisible()).resolves.toBe(false);
    await expect(mobile.page.locator('[data-testid="toc"]').isVisible()).resolves.toBe(false);
    await expect(mobile.page.locator('[data-testid="toc-mobile"]').isVisible()).resolves.toBe(true);
    await mobile.page.locator('[data-testid="drawer-toggle"]').click();
    await mobile.page.waitForFunction(() => document.querySelector('#sidebar')!.getBoundingClientRect().left >= 0);
    await mobile.page.keyboard.press('Escape');
    await mobile.page.waitForFunction(() => document.querySelector('#sidebar')!.getBoundingClientRect().right <= 0);
    await mobile.close();
    const desktop = await openPage(DOC, { viewport: { width: 996, height: 800 } });
    await expect(desktop.page.locator('#sidebar').isVisible()).resolves.toBe(true);
    await expect(desktop.page.locator('[data-testid="toc-mobile"]').isVisible()).resolves.toBe(true);
    await expect(desktop.page.locator('[data-testid="drawer-toggle"]').isVisible()).resolves.toBe(false);
    await expect(desktop.page.locator('[data-drawer-close]').isVisible()).resolves.toBe(false);
    await desktop.close();
  });

  test('the drawer has a close button, keeps focus inside, locks the page behind, and gives focus back', async () => {
    const { page, close } = await openPage('/permissions-firewall/glossary', { viewport: { width: 390, height: 700 } });
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, 400));
    const toggle = page.locator('[data-testid="drawer-toggle"]');
    await toggle.click();
    const closeButton = page.locator('#sidebar [data-drawer-close]');
    await page.waitForFunction(() => document.activeElement?.hasAttribute('data-drawer-close'));
    const box = (await closeButton.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.y).toBeGreaterThanOrEqual(0);
    // Focus cycles inside the drawer, both ways.
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('#sidebar'))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('#sidebar'))).toBe(true);
    // The page behind does not scroll while the drawer is open.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await page.mouse.move(380, 600);
    await page.mouse.wheel(0, 600);
    await settled(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await closeButton.click();
    await page.waitForFunction(() => document.querySelector('#sidebar')!.getBoundingClientRect().right <= 0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('drawer-toggle');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
    // The backdrop closes it too.
    await toggle.click();
    await page.waitForFunction(() => document.querySelector('#sidebar')!.getBoundingClientRect().left >= 0);
    await page.mouse.click(385, 400);
    await page.waitForFunction(() => document.querySelector('#sidebar')!.getBoundingClientRect().right <= 0);
    await close();
  });

  test.each([
    ['/', 390],
    ['/permissions-firewall/services/regions', 390],
    ['/developer/graphql-reference/graphql-sample-querys', 390],
    ['/developer/graphql-reference/graphql-sample-querys', 1280],
  ] as const)('nothing on %s at %i px moves when JavaScript arrives (no layout shift)', async (route, width) => {
    const { page, close } = await openPage(route, {
      viewport: { width, height: 800 },
      // The sum (COUNT_LAYOUT_SHIFTS), and beside it each shift with the nodes it moved, for the failure message.
      initScript: `${COUNT_LAYOUT_SHIFTS} window.__shiftList = []; window.__shiftListObserver = new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shiftList.push({ value: e.value, nodes: (e.sources || []).map((s) => s.node && (s.node.className || s.node.nodeName)) }); }); window.__shiftListObserver.observe({ type: 'layout-shift', buffered: true });`,
    });
    await waitForReady(page);
    await settled(page);
    const total = await layoutShifts(page);
    // Those recorded but not yet delivered too, as layoutShifts() counts them.
    const shifts = await page.evaluate(() => {
      const list = Reflect.get(window, '__shiftList') as { value: number; nodes: unknown[] }[];
      const observer = Reflect.get(window, '__shiftListObserver') as PerformanceObserver;
      for (const e of observer.takeRecords() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Element }[] })[]) {
        if (!e.hadRecentInput) list.push({ value: e.value, nodes: (e.sources ?? []).map((s) => s.node && (s.node.className || s.node.nodeName)) });
      }
      return list;
    });
    // The Copy and Run buttons appearing once JavaScript ran cost 0.08. A sub-pixel nudge of the navbar field under
    // a loaded machine (0.001) is no shift a reader sees; the budget is a tenth of Lighthouse's "good" (0.1).
    expect({ total: total < 0.01, shifts }).toEqual({ total: true, shifts });
    await close();
  });

  test('the page behaviours load on first use, not with the page; until then the TOC marks nothing (the introduction is read)', async () => {
    const scripts: string[] = [];
    const { page, close } = await openPage('/permissions-firewall/glossary', {
      viewport: { width: 1280, height: 500 },
      beforeNavigate: async (p) => {
        p.on('request', (request) => {
          if (request.resourceType() === 'script') scripts.push(request.url());
        });
      },
    });
    await loadTimeWorkDone(page);
    const atLoad = scripts.length;
    expect(await page.locator('[data-testid="toc"] a[aria-current]').count()).toBe(0);
    // Back to top is static markup until then: hidden, out of the tab order.
    expect(await page.locator('[data-testid="back-to-top"]').evaluateAll((all) => all.map((b) => b.getAttribute('data-shown')))).toEqual(['false', 'false']);
    await page.mouse.wheel(0, 4000);
    await page.waitForFunction(() => {
      const marked = document.querySelectorAll('[data-testid="toc"] a[aria-current="true"]');
      return marked.length === 1 && marked[0] !== document.querySelector('[data-testid="toc"] a');
    });
    expect(scripts.length).toBeGreaterThan(atLoad);
    expect(await page.locator('[data-testid="toc"] a').first().getAttribute('aria-current')).toBeNull();
    await close();
  });

  test('on a long page the table of contents keeps the section being read in view', async () => {
    const { page, close } = await openPage('/permissions-firewall/glossary', { viewport: { width: 1280, height: 500 } });
    await waitForHydration(page);
    const toc = page.locator('[data-testid="toc"]');
    expect(await toc.evaluate((t) => t.scrollHeight > t.clientHeight)).toBe(true);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // Wait for the highlight to leave the first section (the scroll handler runs on the next frame), then it must
    // be inside the TOC's own box.
    await page.waitForFunction(() => {
      const t = document.querySelector('[data-testid="toc"]')!;
      const a = t.querySelector('a[aria-current="true"]');
      return a !== null && a !== t.querySelector('a');
    });
    await page.waitForFunction(() => {
      const t = document.querySelector('[data-testid="toc"]')!;
      const box = t.getBoundingClientRect();
      const r = t.querySelector('a[aria-current="true"]')!.getBoundingClientRect();
      return r.top >= box.top && r.bottom <= box.bottom;
    });
    await close();
  });

  test('a long page offers Back to top once the reader is well down; it returns to the top and to the content', async () => {
    const { page, close } = await openPage('/permissions-firewall/glossary', { viewport: { width: 390, height: 700 } });
    await waitForHydration(page);
    // At 390 px it is the end of the sticky "On this page" bar.
    const button = page.locator('[data-testid="toc-bar"] [data-testid="back-to-top"]');
    await expect(button.isVisible()).resolves.toBe(false);
    await page.evaluate(() => window.scrollTo(0, 3000));
    await page.waitForFunction(() => document.querySelector('[data-testid="toc-bar"] [data-testid="back-to-top"]')?.getAttribute('data-shown') === 'true');
    await button.click();
    await page.waitForFunction(() => window.scrollY === 0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    await page.waitForFunction(() => document.querySelector('[data-testid="toc-bar"] [data-testid="back-to-top"]')?.getAttribute('data-shown') === 'false');
    await close();
  });

  test('the navbar fits from 996 px: the support channels share one menu that opens, closes on Escape and on a click elsewhere', async () => {
    for (const width of [996, 1024, 1100, 1280, 1920]) {
      const { page, close } = await openPage(DOC, { viewport: { width, height: 800 } });
      await waitForHydration(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      for (const control of ['[data-testid="theme-toggle"]', 'header.navbar input', 'details.navbar-menu > summary']) {
        const box = (await page.locator(control).first().boundingBox())!;
        expect({ width, control, right: Math.min(box.x + box.width, width) }).toEqual({ width, control, right: box.x + box.width });
      }
      if (width === 1024) {
        const menu = page.locator('details.navbar-menu');
        await menu.locator('> summary').click();
        await expect(menu.locator('a', { hasText: 'Ticket portal' }).isVisible()).resolves.toBe(true);
        await page.keyboard.press('Escape');
        expect(await menu.evaluate((d: HTMLDetailsElement) => d.open)).toBe(false);
        await menu.locator('> summary').click();
        await page.mouse.click(width - 60, 700);
        expect(await menu.evaluate((d: HTMLDetailsElement) => d.open)).toBe(false);
      }
      await close();
    }
  });

  test('the first Tab reaches the skip link, which moves focus to the content', async () => {
    const { page, close } = await openPage(DOC);
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Skip to main content');
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    expect(outline).toBe('solid');
    await page.keyboard.press('Enter');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('main');
    await close();
  });

  test('headings carry anchor links and code blocks a copy button', async () => {
    const { page, close } = await openPage('/developer/graphql-reference/graphql-sample-querys');
    const h2 = page.locator('.markdown h2[id]').first();
    const id = await h2.getAttribute('id');
    await expect(h2.locator('a.hash-link').getAttribute('href')).resolves.toBe(`#${id}`);
    expect(await page.locator('.code-block .copy-button').count()).toBeGreaterThan(0);
    expect(await page.locator('.code-block pre.shiki span[style*="--shiki-light"]').count()).toBeGreaterThan(0);
    await close();
  });
});
