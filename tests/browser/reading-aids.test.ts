// The reading aids a reader expects from the best docs sites, as a reader meets them: "On this page" marks the section
// a link, a choice in either list or a search suggestion lands on, from the first paint, and on a phone the section
// being read; long API names wrap between their words; at 400 % zoom the sticky bars leave most of the window to the
// page; the phone's drawer opens without moving the page behind it, and without JavaScript too. (Back to top, which
// never covers a control, is checked on every page in back-to-top.test.ts.)
import type { Page } from 'playwright-core';
import { type OpenedPage, openPage, readTocSection, settled, waitForHydration, waitForReady } from './support';

const REGIONS = '/permissions-firewall/services/regions';
const API = '/developer/graphql-reference/bulwark-graphql-api';
const LONG = '/permissions-firewall/glossary';

/** Counts the hashchange listeners added to the window: the scroll spy (lib/browser/toc.ts) adds one when it starts. */
const COUNT_HASHCHANGE_LISTENERS = `window.__hashchangeListeners = 0; { const add = window.addEventListener; window.addEventListener = function (type, ...rest) { if (type === 'hashchange') window.__hashchangeListeners += 1; return add.call(this, type, ...rest); }; }`;

/**
 * Opens `route` at `width` x 800, waits with `ready` (hydration, or every island too), then loads the page behaviours
 * with the reader's first use (a key press that does not move the page, unless told otherwise), and resolves once the
 * scroll spy (lib/browser/toc.ts) has started. It sets no attribute of its own when it starts on a landed section (it
 * keeps the mark the inline script set), so its start is read from the one hashchange listener it adds to the window.
 */
async function openWithScrollSpy(
  route: string,
  width: number,
  ready: (page: Page) => Promise<void>,
  firstUse: (page: Page) => Promise<void> = (page) => page.keyboard.press('Shift'),
): Promise<OpenedPage> {
  const opened = await openPage(route, { viewport: { width, height: 800 }, initScript: COUNT_HASHCHANGE_LISTENERS });
  await ready(opened.page);
  const before = await opened.page.evaluate(() => Reflect.get(window, '__hashchangeListeners') as number);
  await firstUse(opened.page);
  await opened.page.waitForFunction((n) => (Reflect.get(window, '__hashchangeListeners') as number) > n, before);
  return opened;
}

/** Refuses every script file of the site: what is seen then is the HTML and its inline scripts alone. */
const noBundles = async (page: Page) => {
  await page.route(/\/_next\/static\/.*\.js$/, (route) => route.abort());
};

/** The href of the marked entry of each list of "On this page" (right-hand column, then the bar's). */
const marked = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('nav[aria-label="On this page"] ul')].map((list) =>
      [...list.querySelectorAll('a[aria-current="true"]')].map((a) => a.getAttribute('href')).join(' '),
    ),
  );

describe('"On this page" marks the section a link lands on', () => {
  test.each([
    [1280, REGIONS, 'region-statuses', '#region-statuses'],
    [390, REGIONS, 'region-statuses', '#region-statuses'],
    // A sub-heading follows "Disable a region" at once, so the window opens with both at its top: the one the link
    // named is marked, not the sub-heading under it.
    [1280, REGIONS, 'disable-a-region', '#disable-a-region'],
    [390, REGIONS, 'disable-a-region', '#disable-a-region'],
    [390, API, 'query-thirdpartyaccessbyresource', '#query-thirdpartyaccessbyresource'],
    [1280, API, 'query-thirdpartyaccessbyresource', '#query-thirdpartyaccessbyresource'],
  ])('at %i px, %s#%s marks %s from the first paint, before any bundle runs', async (width, route, hash, expected) => {
    const { page, close } = await openPage(`${route}#${hash}`, { viewport: { width, height: 800 }, beforeNavigate: noBundles });
    expect(await marked(page)).toEqual([expected, expected]);
    const entry = await page.locator(`[data-testid="toc"] a[href="${expected}"]`).textContent();
    expect(await page.locator('[data-toc-current]').textContent()).toBe(entry);
    if (width >= 1280) {
      // In the column's own scroll box, not scrolled out of it.
      const inBox = await page.locator(`[data-testid="toc"] a[href="${expected}"]`).evaluate((a) => {
        const box = a.closest('[data-testid="toc"]')!.getBoundingClientRect();
        const r = a.getBoundingClientRect();
        return r.top >= box.top && r.bottom <= box.bottom;
      });
      expect(inBox).toBe(true);
    }
    await close();
  });

  test('the mark holds when the page behaviours load, and follows the reader once they scroll', async () => {
    const { page, close, errors } = await openWithScrollSpy(`${REGIONS}#disable-a-region`, 1280, waitForReady);
    // It started, and scheduled its first update for the next frame: one frame later that update has run.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(await marked(page)).toEqual(['#disable-a-region', '#disable-a-region']);
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 1200);
    await page.waitForFunction(() => {
      const href = document.querySelector('[data-testid="toc"] a[aria-current="true"]')?.getAttribute('href');
      return !!href && href !== '#disable-a-region';
    });
    expect(errors).toEqual([]);
    await close();
  });

  test('a reader whose first scroll leaves the section is followed, with no further input', async () => {
    // That scroll is what loads the page behaviours: the scroll spy starts with the window already away from where
    // the link put the section, and must not hold the landing until some later wheel or key.
    const { page, close, errors } = await openWithScrollSpy(`${REGIONS}#disable-a-region`, 1280, waitForReady, (p) => p.mouse.wheel(0, 1600));
    await settled(page);
    const atReadingLine = await page.evaluate(() => {
      const ids = [...document.querySelectorAll('[data-testid="toc"] a')].map((a) => a.getAttribute('href')!.slice(1));
      return ids.filter((id) => document.getElementById(id)!.getBoundingClientRect().top <= window.innerHeight / 4).pop();
    });
    expect(['disable-a-region', 'before-you-begin']).not.toContain(atReadingLine);
    await page.waitForFunction(
      (id) => document.querySelector('[data-toc-current]')?.textContent === document.querySelector(`[data-testid="toc"] a[href="#${id}"]`)?.textContent,
      atReadingLine,
    );
    expect(await marked(page)).toEqual([`#${atReadingLine}`, `#${atReadingLine}`]);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('a landing marks the heading landed on, until the reader scrolls on', () => {
  /** What the bar names and both lists mark, once the window has stopped where the landing put it. */
  const landedOn = async (page: Page, id: string) => {
    await page.waitForFunction((hash) => location.hash === hash, `#${id}`);
    await settled(page);
    // The heading is at the top of the window, below the sticky bars: this is where the landing put it.
    const top = await page.evaluate((target) => document.getElementById(target)!.getBoundingClientRect().top, id);
    expect(top).toBeLessThan(200);
    // The scroll spy has had a frame since the window stopped.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    return { marked: await marked(page), bar: await page.locator('[data-toc-current]').textContent() };
  };

  test.each([1280, 390])('at %i px, choosing "Disable a region" in "On this page" marks it, not the sub-heading under it', async (width) => {
    const { page, close, errors } = await openPage(REGIONS, { viewport: { width, height: 800 } });
    await waitForHydration(page);
    if (width < 1280) await page.locator('[data-testid="toc-mobile"] summary').click();
    const list = width < 1280 ? '.toc-bar-panel' : '[data-testid="toc"]';
    await page.locator(`${list} a[href="#disable-a-region"]`).click();
    expect(await landedOn(page, 'disable-a-region')).toEqual({ marked: ['#disable-a-region', '#disable-a-region'], bar: 'Disable a region' });
    // Chosen again after reading on, it is marked again.
    await page.mouse.move(width / 2, 500);
    await page.mouse.wheel(0, 900);
    await page.waitForFunction(() => document.querySelector('[data-toc-current]')?.textContent !== 'Disable a region');
    if (width < 1280) await page.locator('[data-testid="toc-mobile"] summary').click();
    await page.locator(`${list} a[href="#disable-a-region"]`).click();
    await page.waitForFunction(() => document.querySelector('[data-toc-current]')?.textContent === 'Disable a region');
    expect(await landedOn(page, 'disable-a-region')).toEqual({ marked: ['#disable-a-region', '#disable-a-region'], bar: 'Disable a region' });
    expect(errors).toEqual([]);
    await close();
  });

  test('where the browser scrolls to the section only after it fires hashchange, the section is still the one marked', async () => {
    // Chromium scrolls to a fragment at its next frame when the page has layout to do (the bar's list closing on the
    // choice): on a busy machine hashchange then comes first. Here that order is made on purpose.
    const { page, close, errors } = await openWithScrollSpy(REGIONS, 390, waitForHydration);
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          history.pushState(null, '', '#disable-a-region');
          window.dispatchEvent(new HashChangeEvent('hashchange'));
          requestAnimationFrame(() => {
            document.getElementById('disable-a-region')!.scrollIntoView({ block: 'start' });
            resolve();
          });
        }),
    );
    expect(await landedOn(page, 'disable-a-region')).toEqual({ marked: ['#disable-a-region', '#disable-a-region'], bar: 'Disable a region' });
    expect(errors).toEqual([]);
    await close();
  });

  test('something above the section growing after the landing leaves it marked: the browser kept it in view, the reader did not scroll', async () => {
    const { page, close, errors } = await openWithScrollSpy(`${REGIONS}#disable-a-region`, 390, waitForHydration);
    expect(await landedOn(page, 'disable-a-region')).toEqual({ marked: ['#disable-a-region', '#disable-a-region'], bar: 'Disable a region' });
    // A late image or island above: the browser scrolls the window by its height to keep the section where it was.
    const shift = await page.evaluate(() => {
      const heading = document.getElementById('disable-a-region')!;
      const [y, top] = [window.scrollY, heading.getBoundingClientRect().top];
      const late = document.createElement('div');
      late.style.height = '60px';
      document.querySelector('main article')!.prepend(late);
      return new Promise<{ scrolled: number; moved: number }>((resolve) =>
        requestAnimationFrame(() => resolve({ scrolled: window.scrollY - y, moved: heading.getBoundingClientRect().top - top })),
      );
    });
    expect(shift).toEqual({ scrolled: 60, moved: 0 });
    expect(await landedOn(page, 'disable-a-region')).toEqual({ marked: ['#disable-a-region', '#disable-a-region'], bar: 'Disable a region' });
    expect(errors).toEqual([]);
    await close();
  });

  test.each([
    ['the page itself', REGIONS],
    ['another page', '/overview/getting-started'],
  ])('a search suggestion for "Disable a region", chosen on %s, marks it', async (_where, from) => {
    const { page, close, errors } = await openPage(from, { viewport: { width: 1280, height: 800 } });
    await waitForHydration(page);
    await page.locator('[data-testid="search-input"]').fill('disable a region');
    const option = page.locator('[data-testid="search-option"][data-href$="/regions#disable-a-region"]');
    await option.click();
    await page.waitForURL((url) => url.pathname.endsWith('/regions/') && url.hash === '#disable-a-region');
    expect(await landedOn(page, 'disable-a-region')).toEqual({ marked: ['#disable-a-region', '#disable-a-region'], bar: 'Disable a region' });
    expect(errors).toEqual([]);
    await close();
  });
});

describe('on a phone', () => {
  test('the open "On this page" list marks the section being read, in view and in the accent colour', async () => {
    const { page, close } = await openPage(LONG, { viewport: { width: 390, height: 700 } });
    await waitForHydration(page);
    const target = await readTocSection(page, 12);
    await page.locator('[data-testid="toc-mobile"] summary').click();
    const current = page.locator('.toc-bar-panel a[aria-current="true"]');
    await expect(current.count()).resolves.toBe(1);
    await expect(current.textContent()).resolves.toBe(target.text);
    const style = await current.evaluate((a) => {
      const panel = a.closest('.toc-bar-panel')!.getBoundingClientRect();
      const box = a.getBoundingClientRect();
      const other = a.closest('li')!.parentElement!.querySelector('a:not([aria-current])')!;
      return { inView: box.top >= panel.top && box.bottom <= panel.bottom, colour: getComputedStyle(a).color, otherColour: getComputedStyle(other).color };
    });
    expect(style.inView).toBe(true);
    expect(style.colour).not.toBe(style.otherColour);
    await close();
  });
});

describe('long API names in "On this page"', () => {
  test.each([1280, 320])('at %i px they wrap between their words, never mid-word', async (width) => {
    const { page, close } = await openPage(API, { viewport: { width, height: 800 } });
    if (width < 1280) await page.locator('[data-testid="toc-mobile"] summary').click();
    const list = width < 1280 ? '.toc-bar-panel' : '[data-testid="toc"]';
    const breaks = await page.locator(`${list} a`).evaluateAll((links) =>
      links.flatMap((link) => {
        // Each character's line, read from the layout; a new line starting before a lower-case letter that follows a
        // letter or digit splits a word.
        const chars: { ch: string; top: number }[] = [];
        const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (let i = 0; i < node.textContent!.length; i++) {
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const rect = range.getClientRects()[0];
            if (rect) chars.push({ ch: node.textContent![i], top: rect.top });
          }
        }
        return chars.flatMap((c, i) =>
          i > 0 && c.top > chars[i - 1].top + 4 && /[A-Za-z0-9]/.test(chars[i - 1].ch) && /[a-z]/.test(c.ch)
            ? [`${link.textContent}: ${chars[i - 1].ch}|${c.ch}`]
            : [],
        );
      }),
    );
    expect(breaks).toEqual([]);
    // The names do wrap where they must: the longest ones take two lines in the column.
    if (width === 1280) {
      const lines = await page
        .locator(`${list} a[href="#query-thirdpartyaccessbyresource"]`)
        .evaluate((a) => Math.round(a.getBoundingClientRect().height / parseFloat(getComputedStyle(a).lineHeight)));
      expect(lines).toBeGreaterThanOrEqual(2);
    }
    await close();
  });
});

describe('at 400 % zoom (a 320 x 225 px window)', () => {
  test.each([REGIONS, API, LONG])('what sticks on %s covers under 30 % of the window', async (route) => {
    const { page, close } = await openPage(route, { viewport: { width: 320, height: 225 }, deviceScaleFactor: 4 });
    await waitForHydration(page);
    await page.mouse.move(160, 150);
    for (const y of [800, 2400]) {
      await page.mouse.wheel(0, y);
      await settled(page);
      const covered = await page.evaluate(() => {
        const rows = new Set<number>();
        for (const el of document.querySelectorAll('body *')) {
          const style = getComputedStyle(el);
          if ((style.position !== 'sticky' && style.position !== 'fixed') || style.visibility === 'hidden' || el.closest('#sidebar')) continue;
          const r = el.getBoundingClientRect();
          for (let row = Math.max(0, Math.floor(r.top)); row < Math.min(innerHeight, Math.ceil(r.bottom)); row++) rows.add(row);
        }
        return rows.size / innerHeight;
      });
      expect(covered).toBeLessThan(0.3);
      expect(covered).toBeGreaterThan(0);
    }
    await close();
  });
});

describe('the phone drawer', () => {
  test.each(['a click', 'the keyboard'])('opening it with %s leaves the page behind where it was', async (how) => {
    const { page, close, errors } = await openPage(REGIONS, { viewport: { width: 390, height: 844 } });
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, 1500));
    // The first scroll loads the page's behaviours (the drawer's among them): they have run once Back to top shows.
    await page.waitForSelector('.back-to-top[data-shown="true"]', { state: 'attached' });
    await settled(page);
    const toggle = page.locator('[data-testid="drawer-toggle"]');
    // A click first brings its target "into view"; focus does the same for the keyboard's Tab.
    if (how === 'a click') await toggle.click();
    else {
      await toggle.focus();
      await page.keyboard.press('Enter');
    }
    await page.waitForFunction(() => document.querySelector('#sidebar')!.getBoundingClientRect().left >= 0);
    await page.waitForFunction(() => document.activeElement?.hasAttribute('data-drawer-close'));
    expect(await page.evaluate(() => window.scrollY)).toBe(1500);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.querySelector('#sidebar')!.getBoundingClientRect().right <= 0);
    expect(await page.evaluate(() => window.scrollY)).toBe(1500);
    expect(errors).toEqual([]);
    await close();
  });

  test('with JavaScript off the menu button opens it, and its close button, Escape and a click outside close it', async () => {
    const { page, close } = await openPage(REGIONS, { viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    // No script of the page runs, so its state is read from the outside: whether the popover is open, and where the
    // drawer ends up once its slide has run (finished at once, rather than waited for).
    const drawer = () =>
      page.locator('#sidebar').evaluate((el) => {
        getComputedStyle(el).transform;
        for (const animation of el.getAnimations()) animation.finish();
        const box = el.getBoundingClientRect();
        return { open: el.matches(':popover-open'), left: box.left, right: box.right };
      });
    const sidebarAt = async (done: (box: { open: boolean; left: number; right: number }) => boolean) => {
      const state = await drawer();
      if (!done(state)) throw new Error(`the drawer is not where it should be: ${JSON.stringify(state)}`);
    };
    const open = async () => {
      await page.locator('[data-testid="drawer-toggle"]').click();
      await sidebarAt((box) => box.open && box.left >= 0);
      await expect(page.locator('#sidebar a[aria-current="page"]').isVisible()).resolves.toBe(true);
    };
    const closed = () => sidebarAt((box) => !box.open && box.right <= 0);
    await open();
    await page.locator('#sidebar [data-drawer-close]').click();
    await closed();
    await open();
    await page.keyboard.press('Escape');
    await closed();
    await open();
    await page.mouse.click(370, 500);
    await closed();
    await close();
  });
});
