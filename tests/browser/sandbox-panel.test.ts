// The API sandbox panel as a reader meets it: the Run buttons are named by their words (the arrow is decoration), a
// Run brings its result into sight and focus, the sample's query is not echoed as unhighlighted text, Deploy appears
// only when something is staged and says what it deployed (the Pending Changes entries, each with its service and
// scope, and the accounts they reached), and the panel spells "organization" as the rest of the site does.
import type { Locator, Page } from 'playwright-core';
import { openPage, settled, waitForHydration } from './support';

const QUERIES = '/developer/graphql-reference/graphql-sample-querys';
const MUTATIONS = '/developer/graphql-reference/graphql-sample-mutations';

function sample(page: Page, operation: string): Locator {
  return page
    .locator('[data-graphql-sample]')
    .filter({ has: page.locator('pre', { hasText: operation }) })
    .first();
}

async function openEnhanced(path: string, width = 1280, height = 800) {
  const opened = await openPage(path, { viewport: { width, height } });
  await waitForHydration(opened.page);
  await opened.page.waitForSelector('html[data-enhanced="true"]');
  return opened;
}

/** Chromium's own accessible name of the element (its accessibility tree, not a re-implementation). */
async function accessibleName(page: Page, selector: string): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
  await cdp.detach();
  return String(nodes[0]?.name?.value ?? '');
}

async function runAndWait(page: Page, operation: string): Promise<Locator> {
  const target = sample(page, operation);
  await target.locator('[data-sandbox-run]').click();
  const panel = target.locator('[data-sandbox-panel]');
  await panel.locator('pre').waitFor();
  return panel;
}

describe('API sandbox panel', () => {
  test("a Run button's accessible name is its words, without the decorative arrow", async () => {
    const { page, close } = await openEnhanced(QUERIES);
    expect(await accessibleName(page, '[data-sandbox-run]')).toBe('Run OrgTree in the sandbox');
    // The arrow is still drawn.
    const arrow = await page
      .locator('[data-sandbox-run]')
      .first()
      .evaluate((b) => getComputedStyle(b, '::before').content);
    expect(arrow).toContain('▶');
    await close();
  });

  test.each([
    [1280, 800],
    [390, 700],
  ])('at %i x %i px, Run from the sample brings the result into view and moves focus to it', async (width, height) => {
    const { page, close, errors } = await openEnhanced(QUERIES, width, height);
    const target = sample(page, 'query OrgTree');
    await target.locator('[data-sandbox-run]').evaluate((b) => b.scrollIntoView({ block: 'start' }));
    await target.locator('[data-sandbox-run]').click();
    const result = target.locator('[data-sandbox-panel] pre');
    await result.waitFor();
    await page.waitForFunction(() => document.activeElement?.matches('[data-sandbox-panel] pre'));
    await page.waitForFunction(() => {
      const r = document.querySelector('[data-sandbox-panel] pre')!.getBoundingClientRect();
      return r.top >= 0 && r.top < window.innerHeight - 80;
    });
    // The status line above the result is in view too, not under the sticky navbar, once the smooth scroll has ended.
    await settled(page);
    const status = await target.locator('[data-sandbox-panel] [role="status"]').evaluate((s) => s.getBoundingClientRect().top);
    expect(status).toBeGreaterThanOrEqual(60);
    expect(errors).toEqual([]);
    await close();
  });

  test('the sample is not repeated as plain text: its query and variables boxes open on request', async () => {
    const { page, close } = await openEnhanced(QUERIES);
    const panel = await runAndWait(page, 'query OrgTree');
    await expect(panel.getByLabel('Query').isVisible()).resolves.toBe(false);
    await panel.getByText('Edit the query and variables').click();
    await expect(panel.getByLabel('Query').isVisible()).resolves.toBe(true);
    await expect(panel.getByLabel('Query').inputValue()).resolves.toContain('query OrgTree');
    await close();
  });

  test('Deploy staged changes shows only while something is staged', async () => {
    const { page, close, errors } = await openEnhanced(MUTATIONS);
    // A call that stages nothing (a token is made at once) has nothing to deploy.
    const read = await runAndWait(page, 'mutation NewToken');
    const deploy = (panel: Locator) => panel.getByRole('button', { name: 'Deploy staged changes' });
    await expect(deploy(read).isVisible()).resolves.toBe(false);
    const staged = await runAndWait(page, 'mutation DisableOneService');
    await expect(deploy(staged).isVisible()).resolves.toBe(true);
    // The state is shared: the other panel offers Deploy too now, since there is something to deploy.
    await expect(deploy(read).isVisible()).resolves.toBe(true);
    await deploy(staged).click();
    await staged.getByRole('status').filter({ hasText: 'Deployed' }).waitFor();
    await expect(deploy(staged).isVisible()).resolves.toBe(false);
    await expect(deploy(read).isVisible()).resolves.toBe(false);
    expect(errors).toEqual([]);
    await close();
  });

  test('Deploy staged changes after the one DisableService sample reports the one Pending Changes entry, its service and scope, and the accounts it reached', async () => {
    const { page, close, errors } = await openEnhanced(MUTATIONS);
    const panel = await runAndWait(page, 'mutation DisableOneService');
    await panel.getByRole('button', { name: 'Deploy staged changes' }).click();
    const status = panel.getByRole('status');
    await status.filter({ hasText: 'Deployed' }).waitFor();
    await expect(status.textContent()).resolves.toMatch(/^Deployed 1 Pending Changes entry \(simulated\), reaching 2 accounts\./);
    const entries = panel.getByRole('list', { name: 'Deployed' }).getByRole('listitem');
    await expect(entries.allTextContents()).resolves.toEqual([
      'Service block: s3 at aws/o-a1b2c3d4e5/ou-ab12-34cd5678, in prod-payments (123456789012) and prod-analytics (210987654321)',
    ]);
    expect(errors).toEqual([]);
    await close();
  });

  test('a region change, which the Pending Changes page does not list, is offered for deploy and reported as what it is', async () => {
    const { page, close, errors } = await openEnhanced(MUTATIONS);
    const panel = await runAndWait(page, 'mutation DisableOneRegion');
    const deploy = panel.getByRole('button', { name: 'Deploy staged changes' });
    await expect(deploy.isVisible()).resolves.toBe(true);
    await deploy.click();
    const status = panel.getByRole('status');
    await status.filter({ hasText: 'Deployed' }).waitFor();
    await expect(status.textContent()).resolves.toMatch(/^Deployed 0 Pending Changes entries and 1 region change \(simulated\), reaching 2 accounts\./);
    await expect(panel.getByRole('list', { name: 'Deployed' }).getByRole('listitem').allTextContents()).resolves.toEqual([
      'Region ap-southeast-2 disabled, in prod-payments (123456789012) and prod-analytics (210987654321)',
    ]);
    await expect(deploy.isVisible()).resolves.toBe(false);
    expect(errors).toEqual([]);
    await close();
  });

  test('the panel says "organization", as the rest of the site does', async () => {
    const { page, close } = await openEnhanced(QUERIES);
    const panel = await runAndWait(page, 'query OrgTree');
    await panel.getByRole('button', { name: 'Reset organization' }).click();
    await panel.getByRole('status').filter({ hasText: 'back to its starting example data' }).waitFor();
    const text = (await panel.textContent()) ?? '';
    expect(text).toMatch(/organization/);
    expect(text).not.toMatch(/organisation/i);
    await close();
  });
});
