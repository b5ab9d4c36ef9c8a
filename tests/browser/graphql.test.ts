// The GraphQL pages as a reader uses them: the API sandbox (nothing loaded before the first Run, samples run against
// the simulated organization, edit, Deploy, Reset, escaped results, nothing sent anywhere), the inferred marks, every
// operation in the table of contents and in search, and the reference on phones.
import type { Locator, Page } from 'playwright-core';
import { openPage, origin, waitForHydration, waitForReady } from './support';

const API = '/developer/graphql-reference/bulwark-graphql-api';
const QUERIES = '/developer/graphql-reference/graphql-sample-querys';
const MUTATIONS = '/developer/graphql-reference/graphql-sample-mutations';
const WEBHOOKS = '/developer/webhook-reference/cpf-webhook-intro';

/** The sample whose code contains `operation`, e.g. 'mutation DisableOneService'. */
function sample(page: Page, operation: string): Locator {
  return page
    .locator('[data-graphql-sample]')
    .filter({ has: page.locator('pre', { hasText: operation }) })
    .first();
}

async function run(page: Page, operation: string): Promise<Locator> {
  const target = sample(page, operation);
  const panel = target.locator('[data-sandbox-panel]');
  // A panel already open still shows its last result: emptied, the result waited for below is this Run's.
  if ((await panel.count()) > 0) await panel.locator('pre').evaluate((pre) => (pre.textContent = ''));
  await target.locator('[data-sandbox-run]').click();
  await panel.locator('pre').filter({ hasText: /\S/ }).waitFor();
  return panel;
}

async function result(panel: Locator): Promise<{ data?: Record<string, unknown>; errors?: { message: string }[] }> {
  return JSON.parse((await panel.locator('pre').textContent()) ?? '');
}

/** Types into a panel's box, presses the panel's Run and waits for the new result. */
async function runInPanel(panel: Locator, query: string, variables = ''): Promise<ReturnType<typeof result>> {
  const before = await panel
    .locator('pre')
    .textContent()
    .catch(() => null);
  // The boxes sit behind "Edit the query and variables" (the sample above already shows the query).
  const edit = panel.locator('details');
  if (!(await edit.evaluate((d: HTMLDetailsElement) => d.open))) await edit.locator('summary').click();
  await panel.getByLabel('Query').fill(query);
  await panel.getByLabel('Variables (JSON)').fill(variables);
  await panel.getByRole('button', { name: 'Run', exact: true }).click();
  await panel.page().waitForFunction(
    ([el, old]) => {
      const pre = (el as Element).querySelector('pre');
      return !!pre && !pre.hidden && pre.textContent !== old;
    },
    [await panel.elementHandle(), before] as const,
  );
  return result(panel);
}

async function openEnhanced(path: string, options: Parameters<typeof openPage>[1] = {}) {
  const opened = await openPage(path, options);
  await waitForHydration(opened.page);
  await opened.page.waitForSelector('html[data-enhanced="true"]');
  return opened;
}

describe('API sandbox', () => {
  test('nothing of it loads with the page; the first Run loads it, runs the sample and sends nothing anywhere', async () => {
    const requests: { url: string; method: string }[] = [];
    const { page, close, errors } = await openPage(QUERIES, {
      beforeNavigate: async (p) => {
        p.on('request', (r) => requests.push({ url: r.url(), method: r.method() }));
      },
    });
    await waitForReady(page);
    // What the page fetches by itself is over: the last of it is the image zoom, fetched and attached a second after
    // load where the article has a zoomable image (components/layout/ImageZoom.tsx; this page has none, so it fetches
    // nothing); then one idle callback, which runs once nothing else is queued.
    await page.waitForFunction(() => !document.querySelector('.markdown img[data-zoomable]') || document.documentElement.dataset.zoomAttached === 'true');
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
    const atLoad = requests.map((r) => r.url);
    expect(atLoad.some((u) => u.includes('graphql-schema'))).toBe(false);
    expect(await page.locator('[data-sandbox-panel]').count()).toBe(0);

    // Keyboard: Tab to the first Run button and press Enter.
    const first = page.locator('[data-sandbox-run]').first();
    await first.focus();
    await page.keyboard.press('Enter');
    const panel = sample(page, 'query OrgTree').locator('[data-sandbox-panel]');
    await panel.locator('pre').waitFor();
    const body = await result(panel);
    expect(body.errors).toBeUndefined();
    expect(JSON.stringify(body.data)).toContain('"scope":"aws/o-a1b2c3d4e5/ou-ab12-34cd5678"');
    await expect(panel.getByRole('status').textContent()).resolves.toMatch(/Ran/);
    await expect(panel.textContent()).resolves.toMatch(/Simulated organization with example data/);

    const loadedByRun = requests.slice(atLoad.length);
    const scripts = loadedByRun.filter((r) => r.url.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(atLoad).not.toContain(script.url);
    expect(loadedByRun.some((r) => r.url.includes('graphql-schema.json'))).toBe(true);
    // Everything the page asked for came from the site itself, and nothing was posted.
    for (const request of requests) {
      expect(request.url.startsWith(origin())).toBe(true);
      expect(request.method).toBe('GET');
    }
    expect(errors).toEqual([]);
    await close();
  });

  test('a mutation is staged, an edited query reads it back, Deploy makes it the status, Reset restores the organization', async () => {
    const { page, close, errors } = await openEnhanced(MUTATIONS);
    const panel = await run(page, 'mutation DisableOneService');
    expect((await result(panel)).data).toEqual({ DisableService: { success: true, error: null } });
    const services = '{ CloudServices { service status { status isStatusPending } } }';
    const s3 = async (body: Awaited<ReturnType<typeof result>>) =>
      (body.data!.CloudServices as { service: string; status: unknown }[]).find((s) => s.service === 's3')!.status;
    expect(await s3(await runInPanel(panel, services))).toEqual({ status: 'DISABLED', isStatusPending: true });
    // A read-only query has nothing of its own to deploy; a mutation's panel offers what is staged.
    await expect(panel.getByRole('button', { name: 'Deploy staged changes' }).isVisible()).resolves.toBe(false);
    const tokenPanel = await run(page, 'mutation NewToken');
    await tokenPanel.getByRole('button', { name: 'Deploy staged changes' }).click();
    await tokenPanel
      .getByRole('status')
      .filter({ hasText: /Deployed 1 Pending Changes entry \(simulated\), reaching 2 accounts/ })
      .waitFor();
    expect(await s3(await runInPanel(panel, `${services} `))).toEqual({ status: 'DISABLED', isStatusPending: false });
    await panel.getByRole('button', { name: 'Reset organization' }).click();
    await panel
      .getByRole('status')
      .filter({ hasText: /starting example data/ })
      .waitFor();
    expect(await s3(await runInPanel(panel, services))).toEqual({ status: 'UNPROTECTED', isStatusPending: false });
    // The state is shared by every sample of the visit: a token made in one panel is listed in another.
    await run(page, 'mutation NewToken');
    expect(((await result(tokenPanel)).data!.GenerateBulwarkUserToken as { name: string }).name).toBe('ci-pipeline');
    const listed = await runInPanel(panel, '{ BulwarkUserTokens { name token } }');
    expect(listed.data!.BulwarkUserTokens).toContainEqual({ name: 'ci-pipeline', token: null });
    expect(errors).toEqual([]);
    await close();
  });

  test('rule violations come back in the result, broken JSON gets a message, and markup stays text', async () => {
    const { page, close, errors } = await openEnhanced(WEBHOOKS);
    const panel = await run(page, 'mutation CreatePodWebhook');
    expect((await result(panel)).data!.BulwarkWebhookCreate).toMatchObject({ success: true });
    const variables = (await panel.getByLabel('Variables (JSON)').inputValue()).replace('https://', 'http://');
    const query = await panel.getByLabel('Query').inputValue();
    const refused = await runInPanel(panel, query, variables);
    expect(refused.data!.BulwarkWebhookCreate).toEqual({ webhookId: null, message: 'The url must use HTTPS.', success: false });
    await panel.getByLabel('Variables (JSON)').fill('{ "input": ');
    await panel.getByRole('button', { name: 'Run', exact: true }).click();
    await panel
      .getByRole('status')
      .filter({ hasText: /not valid JSON/ })
      .waitFor();
    const markup = '<img src=x onerror=window.__injected=1>';
    const echoed = await runInPanel(panel, `mutation { GenerateBulwarkUserToken(name: "${markup}", expiresIn: 7200) { name } }`);
    expect(echoed.data!.GenerateBulwarkUserToken).toEqual({ name: markup });
    expect(await panel.locator('img').count()).toBe(0);
    expect(await page.evaluate(() => Reflect.get(window, '__injected'))).toBeUndefined();
    const tooShort = await runInPanel(panel, 'mutation { GenerateBulwarkUserToken(name: "x", expiresIn: 60) { name } }');
    expect(tooShort.errors![0].message).toMatch(/at least 7200 seconds/);
    expect(errors).toEqual([]);
    await close();
  });

  test('without JavaScript the samples read as code with their marks, and no Run button shows', async () => {
    const { page, close } = await openPage(QUERIES, { javaScriptEnabled: false });
    const prod = sample(page, 'query ProdRoles');
    await expect(prod.locator('[data-sandbox-run]').isVisible()).resolves.toBe(false);
    const marks = await prod.textContent();
    expect(marks).toMatch(/ResourceSummaryWhere \(type name/);
    expect(marks).toMatch(/operator \(filter shape\)/);
    await close();
  });
});

describe('GraphQL reference', () => {
  test('marks inferred names visibly in the reference and the prose', async () => {
    const { page, close } = await openPage(API);
    const services = page.locator('section[aria-labelledby="query-cloudservices"]');
    await services.locator('summary').click();
    const lockRow = services.locator('tr').filter({ has: page.locator('td code', { hasText: /^lock$/ }) });
    await expect(lockRow.locator('span[title^="Inferred"]').textContent()).resolves.toBe('inferred');
    await expect(lockRow.locator('span[title^="Inferred"]').isVisible()).resolves.toBe(true);
    const serviceRow = services.locator('tr').filter({ has: page.locator('td:first-child code', { hasText: /^service$/ }) });
    expect(await serviceRow.locator('td:first-child span[title^="Inferred"]').count()).toBe(0);
    await expect(page.locator('.markdown p', { hasText: 'as on lock' }).locator('span[title^="Inferred"]').count()).resolves.toBe(1);
    await close();
  });

  test('every operation is in the table of contents and its link lands on the operation', async () => {
    const { page, close } = await openEnhanced(API);
    const toc = page.locator('nav.toc');
    for (const id of ['query-cloudhierarchylist', 'query-cpfconfigs', 'mutation-disableregion', 'mutation-bulwarkwebhookcreate']) {
      expect(await toc.locator(`a[href="#${id}"]`).count()).toBe(1);
    }
    expect(await toc.locator('a[href^="#query-"], a[href^="#mutation-"]').count()).toBe(34);
    await toc.locator('a[href="#mutation-disableregion"]').click();
    await page.waitForFunction(() => location.hash === '#mutation-disableregion');
    const top = await page.locator('#mutation-disableregion').evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(200);
    await close();
  });

  test.each([
    ['DisableRegion', '#mutation-disableregion'],
    ['webhook create', '#mutation-bulwarkwebhookcreate'],
  ])('a search for "%s" offers the operation in the reference among the first three suggestions', async (query, anchor) => {
    const { page, close } = await openEnhanced('/');
    await page.locator('[data-testid="search-input"]').fill(query);
    const options = page.locator('[data-testid="search-option"]');
    await options.first().waitFor();
    const hrefs = await options.evaluateAll((els) => els.slice(0, 3).map((el) => el.getAttribute('data-href')));
    expect(hrefs).toContain(`/developer/graphql-reference/bulwark-graphql-api${anchor}`);
    await close();
  });
});

describe('GraphQL reference on narrow screens', () => {
  // On phones the rows stack as cards; from 1000 px the table of contents folds into the page, and the article is wide
  // enough for the tables as tables. At no width does anything overflow or break inside a name.
  test.each([
    [320, true],
    [390, true],
    [1024, false],
    [1280, false],
  ])('at %i px (stacked: %s) the field tables fit, and nothing overflows or breaks inside a name', async (width, stacked) => {
    const { page, close } = await openPage(API, { viewport: { width, height: 800 } });
    // Every operation opened, as a reader working through the reference would.
    await page.evaluate(() => {
      for (const d of document.querySelectorAll<HTMLDetailsElement>('[data-graphql-operations] details')) d.open = true;
    });
    // The page's main column does not scroll sideways (the navbar at 1024 px is another matter, checked elsewhere).
    const overflow = await page.evaluate(() => {
      const main = document.querySelector('main')!;
      return Math.max(main.scrollWidth - main.clientWidth, main.getBoundingClientRect().right - window.innerWidth);
    });
    expect(overflow).toBeLessThanOrEqual(0);
    const report = await page.evaluate(() => {
      const sections = [...document.querySelectorAll('[data-graphql-operations] section')];
      const wide = sections.filter((s) => s.scrollWidth > s.clientWidth + 1).map((s) => s.getAttribute('aria-labelledby'));
      const cells = [...document.querySelectorAll('[data-graphql-operations] td')];
      const notStacked = cells.filter((td) => getComputedStyle(td).display !== 'block').length;
      // A name or type is on one line (it may break only after a dot, where <wbr> allows it).
      const broken = [...document.querySelectorAll('[data-graphql-operations] td:nth-child(2) code, [data-graphql-operations] td:first-child code')]
        .filter((code) => !code.textContent!.includes('.') && code.getClientRects().length > 1)
        .map((code) => code.textContent);
      const narrow = cells.filter((td) => td.getBoundingClientRect().width < 200).length;
      return { wide, notStacked, broken, narrow, cells: cells.length };
    });
    expect(report.cells).toBeGreaterThan(300);
    expect(report).toEqual({ wide: [], notStacked: stacked ? 0 : report.cells, broken: [], narrow: stacked ? 0 : report.narrow, cells: report.cells });
    await close();
  });

  test('an open sandbox panel fits a 320 px screen', async () => {
    const { page, close } = await openEnhanced(QUERIES, { viewport: { width: 320, height: 800 } });
    await run(page, 'query ProdRoles');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await close();
  });
});
