// What a reader chose stays chosen, and what a reader first sees is right: the code-tab language and Hide sidebar hold
// on the next page; the welcome page's first phone screen shows the site's name and the task cards; the API sandbox
// offers Deploy only under a change and dates a new token from the reader's clock; every page declares its charset
// where browsers and the HTML checker look for it.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { listFiles } from '@/lib/files';
import { exportedPages } from './exported';
import { openPage, siteUrl, waitForHydration } from './support';

const API = '/developer/graphql-reference/bulwark-graphql-api';
const MUTATIONS = '/developer/graphql-reference/graphql-sample-mutations';

const selected = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('[data-code-tabs] [role="tab"][aria-selected="true"]')].map((t) => t.textContent));

describe('the code-tab choice', () => {
  test('holds on the next page from its first paint, and a page left open follows a choice made on another', async () => {
    const { page, context, close, errors } = await openPage(API);
    await waitForHydration(page);
    expect(await selected(page)).toEqual(['curl']);
    // Another page of the site in a second tab: the reader chooses TypeScript there.
    const other = await context.newPage();
    await other.goto(siteUrl(API));
    await waitForHydration(other);
    await other.getByRole('tab', { name: 'TypeScript' }).click();
    await page.waitForFunction(() => document.querySelector('[data-code-tabs] [role="tab"][aria-selected="true"]')?.textContent === 'TypeScript');
    await expect(page.locator('[data-code-tabs] [role="tabpanel"]:not([hidden])').textContent()).resolves.toContain('export async function bulwark');
    // The next page loaded shows it before any of its scripts run.
    await other.route(/\/_next\/static\/.*\.js$/, (route) => route.abort());
    // A new document: from the same page, a new hash alone would only scroll the page already open.
    await other.goto('about:blank');
    await other.goto(siteUrl(`${API}#make-your-first-call`));
    expect(await selected(other)).toEqual(['TypeScript']);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('Hide sidebar', () => {
  test('holds on the next page from its first paint, until the reader shows it again', async () => {
    const { page, close, errors } = await openPage('/overview/getting-started', { viewport: { width: 1280, height: 800 } });
    await waitForHydration(page);
    await page.getByTestId('sidebar-hide').click();
    await expect(page.locator('#sidebar').isVisible()).resolves.toBe(false);
    // On to the next page (its scripts refused: the HTML and its inline scripts alone must show the choice).
    await page.route(/\/_next\/static\/.*\.js$/, (route) => route.abort());
    await page.locator('.pager a').last().click();
    await page.waitForURL((url) => !url.pathname.endsWith('/getting-started/'));
    await expect(page.locator('#sidebar').isVisible()).resolves.toBe(false);
    await expect(page.getByTestId('sidebar-show').isVisible()).resolves.toBe(true);
    const article = await page.locator('.doc-article').evaluate((a) => a.getBoundingClientRect().left);
    expect(article).toBeLessThan(200);
    // Shown again, it stays shown on the page after.
    await page.unroute(/\/_next\/static\/.*\.js$/);
    await page.reload();
    await waitForHydration(page);
    await page.getByTestId('sidebar-show').click();
    await page.goto(siteUrl('/overview/getting-started'));
    await expect(page.locator('#sidebar').isVisible()).resolves.toBe(true);
    expect(errors.filter((e) => !/Failed to load resource|net::ERR_FAILED/.test(e))).toEqual([]);
    await close();
  });
});

/** The task cards of the welcome page's Markdown copy ("- [Title](route): Description."): the cards as data. */
const taskCardCount = () =>
  exportedPages()
    .find((p) => p.route === '/')!
    .markdown.split('\n')
    .filter((line) => /^- \[[^\]]+\]\([^)]+\): /.test(line)).length;

/** The welcome page's cards as laid out, and the site's name in the navbar, read where the reader sees them. */
const firstScreen = (page: Page) =>
  page.evaluate(() => {
    const name = document.querySelector('.navbar-brand-text')!;
    const box = name.getBoundingClientRect();
    const list = document.querySelector('.task-cards')!;
    return {
      name: {
        text: name.textContent,
        width: box.width,
        left: box.left,
        right: box.right,
        shown: name.checkVisibility() && getComputedStyle(name).clip === 'auto',
      },
      gap: parseFloat(getComputedStyle(list).rowGap),
      cards: [...list.children].map((li) => {
        const r = li.getBoundingClientRect();
        return {
          top: r.top,
          bottom: r.bottom,
          height: r.height,
          description: [...li.childNodes]
            .filter((n) => n !== li.querySelector('a') && !(n instanceof Element && n.classList.contains('task-card-separator')))
            .map((n) => n.textContent)
            .join('')
            .trim(),
        };
      }),
    };
  });

describe('the welcome page on a phone, the announcement shown', () => {
  test.each(['light', 'dark'] as const)(
    "at 390 x 844 in %s mode: the site's name, and at least four task cards, each described in a sentence",
    async (colorScheme) => {
      const { page, close } = await openPage('/', { viewport: { width: 390, height: 844 }, colorScheme });
      await expect(page.getByTestId('announcement').isVisible()).resolves.toBe(true);
      const { name, cards } = await firstScreen(page);
      expect(name).toMatchObject({ text: 'Bulwark Docs', shown: true });
      expect(name.width).toBeGreaterThan(50);
      expect(name.right).toBeLessThanOrEqual(390);
      expect(cards).toHaveLength(taskCardCount());
      expect(cards.filter((c) => c.bottom <= 844).length).toBeGreaterThanOrEqual(Math.min(4, cards.length));
      // Getting Started, the page a new administrator needs first, is the first card.
      expect(await page.locator('.task-cards > li a').first().getAttribute('href')).toMatch(/\/overview\/getting-started\/?$/);
      for (const { description } of cards) expect(description).toMatch(/^[A-Z].*\.$/);
      await close();
    },
  );

  test.each(['light', 'dark'] as const)(
    "at 320 x 700 in %s mode: a two-line announcement, the site's name and the first two task cards whole",
    async (colorScheme) => {
      const { page, close } = await openPage('/', { viewport: { width: 320, height: 700 }, colorScheme });
      const banner = page.getByTestId('announcement');
      await expect(banner.isVisible()).resolves.toBe(true);
      const lines = await banner.locator('p').evaluate((p) => Math.round(p.getBoundingClientRect().height / parseFloat(getComputedStyle(p).lineHeight)));
      expect(lines).toBeLessThanOrEqual(2);
      // It still leads somewhere: its link is there and in view.
      await expect(banner.getByRole('link').isVisible()).resolves.toBe(true);
      const { name, cards, gap } = await firstScreen(page);
      expect(name).toMatchObject({ text: 'Bulwark Docs', shown: true });
      expect(name.width).toBeGreaterThan(50);
      expect(name.left).toBeGreaterThanOrEqual(0);
      expect(cards.length).toBeGreaterThanOrEqual(2);
      for (const card of cards.slice(0, 2)) {
        expect(card.top).toBeGreaterThanOrEqual(0);
        expect(card.bottom).toBeLessThanOrEqual(700);
      }
      // Not tuned to today's first two: the two tallest cards, whichever comes first, would fit there as well.
      const [tallest, next] = cards.map((c) => c.height).sort((x, y) => y - x);
      expect(cards[0].top + tallest + gap + next).toBeLessThanOrEqual(700);
      await close();
    },
  );
});

describe('the API sandbox', () => {
  function sample(page: Page, operation: string) {
    return page
      .locator('[data-graphql-sample]')
      .filter({ has: page.locator('pre', { hasText: operation }) })
      .first();
  }

  test('a read-only query never offers Deploy staged changes, even while something is staged', async () => {
    const { page, close, errors } = await openPage(MUTATIONS);
    await waitForHydration(page);
    const staging = sample(page, 'mutation DisableOneService');
    await staging.locator('[data-sandbox-run]').click();
    // The first Run loads the sandbox: Deploy appears once the mutation has run.
    await staging.getByRole('button', { name: 'Deploy staged changes' }).waitFor({ state: 'visible' });
    // Another sample's panel, edited into a query that reads the staged change back.
    const reader = sample(page, 'mutation NewToken');
    await reader.locator('[data-sandbox-run]').click();
    const panel = reader.locator('[data-sandbox-panel]');
    // The sample's own Run has answered (it reads the query box when it runs) before the query is edited.
    await panel.locator('pre', { hasText: '"expireAt"' }).waitFor();
    await panel.getByText('Edit the query and variables').click();
    await panel.getByLabel('Query').fill('{ CloudServices { service status { status isStatusPending } } }');
    await panel.getByLabel('Variables (JSON)').fill('');
    await panel.getByRole('button', { name: 'Run', exact: true }).click();
    await panel.locator('pre', { hasText: 'isStatusPending' }).waitFor();
    await expect(panel.getByRole('button', { name: 'Deploy staged changes' }).isVisible()).resolves.toBe(false);
    await expect(staging.getByRole('button', { name: 'Deploy staged changes' }).isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  test("a new token's expireAt is the reader's clock at Run plus expiresIn", async () => {
    const { page, close } = await openPage(MUTATIONS, { noNavigate: true });
    await page.clock.install({ time: new Date('2031-03-04T05:00:00Z') });
    const panel = () => sample(page, 'mutation NewToken').locator('[data-sandbox-panel] pre');
    /** Runs the sample with the clock at `at`; resolves once the panel shows `expireAt`. */
    const run = async (at: string, expireAt: string) => {
      await page.clock.setFixedTime(new Date(at));
      await sample(page, 'mutation NewToken').locator('[data-sandbox-run]').click();
      await panel()
        .filter({ hasText: `"expireAt": "${expireAt}"` })
        .waitFor();
    };
    await page.goto(siteUrl(MUTATIONS));
    await waitForHydration(page);
    // The sample asks for 7200 seconds: two hours after the moment of Run, on whatever day that is.
    await run('2031-03-04T05:06:07Z', '2031-03-04T07:06:07.000Z');
    await run('2032-11-30T23:00:00Z', '2032-12-01T01:00:00.000Z');
    await close();
  });
});

describe('every exported page', () => {
  const pages = listFiles('out').filter((file) => file.endsWith('.html'));

  test('declares its charset within its first 1024 bytes, ahead of the content security policy', () => {
    expect(pages.length).toBeGreaterThan(30);
    const late = pages.flatMap((file) => {
      const head = fs.readFileSync(file).subarray(0, 1024).toString('latin1');
      const charset = head.search(/<meta charset="utf-8"\/?>/i);
      const policy = head.search(/<meta http-equiv="Content-Security-Policy"/i);
      return charset === -1 || (policy !== -1 && policy < charset) ? [path.relative('out', file)] : [];
    });
    expect(late).toEqual([]);
  });
});
