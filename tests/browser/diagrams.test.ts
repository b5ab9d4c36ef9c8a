// Browser tests of the state diagrams on the pages that embed them: the server-drawn graph and its text version, the
// controls a reader steps through (product-named buttons, Confirm and Cancel, the clock), and the zoom view. Every
// island sets data-ready="true" once hydrated, and the tests wait for it before they click.
import { jest } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { openPage, waitForReady } from './support';

jest.setTimeout(90_000);

const POD = '/permissions-firewall/permissions-on-demand/permissions-on-demand-intro';
const REGIONS = '/permissions-firewall/services/regions';
const THIRD_PARTY = '/permissions-firewall/services/third-party-access-control';
const REMOVAL = '/permissions-firewall/removing-the-cloud-permissions-firewall';

async function withPage(path: string, run: (page: Page) => Promise<void>, width = 1280): Promise<void> {
  const { page, close, errors } = await openPage(path, { viewport: { width, height: 900 } });
  try {
    await run(page);
    // Hydrated, every island ready: a hydration error, if any, has been logged.
    await waitForReady(page);
    expect(errors.filter((e) => /hydrat|did not match|Minified React error/i.test(e))).toEqual([]);
  } finally {
    await close();
  }
}

/** The diagram figure of a machine, once its controls have hydrated. */
async function diagram(page: Page, machine: string): Promise<Locator> {
  const figure = page.locator(`[data-testid="state-diagram"][data-machine="${machine}"]`).first();
  await figure.locator('[data-testid="diagram-controls"][data-ready="true"]').waitFor({ timeout: 30_000 });
  return figure;
}

const current = (figure: Locator) => figure.locator('[data-testid="diagram-current"]').getAttribute('data-state');
const outcome = async (figure: Locator) => (await figure.locator('[data-testid="diagram-outcome"]').textContent()) ?? '';

async function press(figure: Locator, event: string, variant = 0): Promise<string> {
  await figure.locator(`[data-testid="diagram-event"][data-event="${event}"][data-variant="${variant}"]`).click();
  return outcome(figure);
}

describe('a state diagram as the server draws it', () => {
  it('hydrating never moves the page: a link to a heading below the diagram stays on that heading', async () => {
    await withPage(`${POD}#after-a-decision`, async (page) => {
      await diagram(page, 'podRequest');
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const top = await page.locator('#after-a-decision').evaluate((h) => h.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(250);
    });
  });

  it('is an accessible graph with the statuses and steps as text in the page', async () => {
    await withPage(POD, async (page) => {
      const html = await (await page.request.get(page.url())).text();
      expect(html).toContain('data-testid="state-diagram-svg"');
      const figure = page.locator('[data-testid="state-diagram"][data-machine="podRequest"]').first();
      const svg = figure.locator('[data-testid="state-diagram-svg"]');
      expect(await svg.getAttribute('role')).toBe('img');
      expect(await svg.getAttribute('aria-label')).toBe('State diagram: Permissions on Demand request');
      const text = figure.locator('[data-testid="diagram-text"]');
      expect(await text.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
      const words = (await text.textContent()) ?? '';
      for (const label of ['Requested', 'Pending', 'Approved', 'Denied', 'Expired', 'Abandoned (expired)']) expect(words).toContain(label);
      expect(words).toMatch(/Pending\s*Expire \(after 24 h\) \(timer\)\s*Expired/);
    });
  });
});

describe('stepping through the Permissions on Demand request', () => {
  it('justification, refusals with the model’s reasons, escalation, expiry and resubmission', async () => {
    await withPage(POD, async (page) => {
      const figure = await diagram(page, 'podRequest');
      expect(await current(figure)).toBe('notExempt');
      expect(await press(figure, 'attempt')).toMatch(/Attempt the action: Requested\./);
      expect(await figure.locator('g[data-state="requested"]').getAttribute('data-current')).toBe('true');
      const input = figure.locator('[data-testid="diagram-message-input"]');
      await input.fill('');
      expect(await press(figure, 'justify')).toMatch(/justification is mandatory/);
      expect(await figure.locator('[data-testid="diagram-outcome"]').getAttribute('data-kind')).toBe('refusal');
      await input.fill('Hotfix for the release');
      expect(await press(figure, 'justify')).toMatch(/Give justification: Pending\./);
      await input.fill('');
      expect(await press(figure, 'approve')).toMatch(/Approving needs a message with the justification/);
      await figure.locator('[data-testid="diagram-clock-step"]', { hasText: '+1 h' }).click();
      expect(await outcome(figure)).toMatch(/next approver level up/);
      await figure.locator('[data-testid="diagram-clock-step"]', { hasText: '+24 h' }).click();
      expect(await current(figure)).toBe('expired');
      expect(await press(figure, 'attempt')).toMatch(/Requested/);
      await figure.locator('[data-testid="diagram-reset"]').click();
      expect(await current(figure)).toBe('notExempt');
    });
  });

  it('a denial names the Request Denial Snooze Time and its default, and claims nothing beyond it', async () => {
    await withPage(POD, async (page) => {
      const figure = await diagram(page, 'podRequest');
      await press(figure, 'attempt');
      await figure.locator('[data-testid="diagram-message-input"]').fill('Needed for the release');
      await press(figure, 'justify');
      await figure.locator('[data-testid="diagram-message-input"]').fill('Not this week');
      const said = await press(figure, 'deny');
      expect(said).toMatch(/Request Denial Snooze Time \(a setting\): 15 min by default\./);
      expect(said).not.toMatch(/stays Denied|forever|refused/);
      expect(await current(figure)).toBe('denied');
      // What a later attempt meets is not given, so the simulator offers no step it would have to invent.
      expect(await figure.locator('[data-testid="diagram-event"]').count()).toBe(0);
    });
  });

  it("clears the requester's justification before the approver writes a message", async () => {
    await withPage(POD, async (page) => {
      const figure = await diagram(page, 'podRequest');
      await press(figure, 'attempt');
      const input = figure.locator('[data-testid="diagram-message-input"]');
      await input.fill('Needed for the release');
      await press(figure, 'justify');
      expect(await current(figure)).toBe('pending');
      expect(await input.inputValue()).toBe('');
      // With the field empty, approving is refused until the approver writes a message of their own.
      expect(await press(figure, 'approve')).toMatch(/needs a message with the justification/);
    });
  });

  it('a machine identity skips the justification: Requested, then Pending at once', async () => {
    await withPage(POD, async (page) => {
      const figure = await diagram(page, 'podRequest');
      await figure.locator('[data-testid="diagram-scenario"] summary').click();
      await figure.locator('[data-testid="diagram-option-identity"]').selectOption('machine');
      expect(await press(figure, 'attempt')).toMatch(/Attempt the action: Requested\. Then Notify approvers: Pending\./);
      expect(await figure.locator('[data-testid="diagram-previous"]').textContent()).toMatch(/Came from: Not exempt/);
    });
  });
});

describe('region and third-party controls ask the product’s confirmation', () => {
  it('Disable opens Confirm and Cancel; Cancel stages nothing; Confirm then Deploy disables', async () => {
    await withPage(REGIONS, async (page) => {
      const figure = await diagram(page, 'region');
      await figure.locator('[data-testid="diagram-event"][data-event="disable"]').click();
      await figure.locator('[data-testid="diagram-cancel"]').click();
      expect(await outcome(figure)).toMatch(/nothing was staged/);
      expect(await current(figure)).toBe('enabled');
      await figure.locator('[data-testid="diagram-event"][data-event="disable"]').click();
      await figure.locator('[data-testid="diagram-confirm"]').click();
      expect(await current(figure)).toBe('disabledPending');
      expect(await press(figure, 'deploy')).toMatch(/Deploy: Disabled\./);
    });
  });

  it('a locked core region refuses Disable; a region disabled in the console starts Disabled with no Enable step', async () => {
    await withPage(REGIONS, async (page) => {
      const figure = await diagram(page, 'region');
      await figure.locator('[data-testid="diagram-scenario"] summary').click();
      await figure.locator('[data-testid="diagram-option-region"]').selectOption('us-east-1');
      await figure.locator('[data-testid="diagram-event"][data-event="disable"]').click();
      await figure.locator('[data-testid="diagram-confirm"]').click();
      expect(await outcome(figure)).toMatch(/US East N\. Virginia \(us-east-1\) is a locked core region/);
      await figure.locator('[data-testid="diagram-option-region"]').selectOption('consoleDisabled');
      expect(await current(figure)).toBe('disabled');
      expect(await figure.locator('[data-testid="diagram-current"]').textContent()).toMatch(/cannot be enabled through the firewall/);
      expect(await figure.locator('[data-testid="diagram-event"]').count()).toBe(0);
    });
  });

  it('third-party control needs Resource Control Policies', async () => {
    await withPage(THIRD_PARTY, async (page) => {
      const figure = await diagram(page, 'thirdParty');
      await figure.locator('[data-testid="diagram-scenario"] summary').click();
      await figure.locator('[data-testid="diagram-option-rcp"]').selectOption('disabled');
      await figure.locator('[data-testid="diagram-event"][data-event="block"]').click();
      await figure.locator('[data-testid="diagram-confirm"]').click();
      expect(await outcome(figure)).toMatch(/needs Resource Control Policies enabled/);
    });
  });

  it('removal needs the word undo and leaves the rolled-back changes pending', async () => {
    await withPage(REMOVAL, async (page) => {
      const figure = await diagram(page, 'removal');
      await figure.locator('[data-testid="diagram-message-input"]').fill('remove');
      expect(await press(figure, 'undoAll')).toMatch(/Type the word undo/);
      await figure.locator('[data-testid="diagram-message-input"]').fill('undo');
      expect(await press(figure, 'undoAll')).toMatch(/pending changes again, kept for a redeploy/);
      expect(await current(figure)).toBe('removedFromApp');
    });
  });

  it('removal names the state after an emergency stop as a place to start, never a button', async () => {
    await withPage(REMOVAL, async (page) => {
      const figure = await diagram(page, 'removal');
      expect(await figure.locator('[data-testid="diagram-event"][data-event="emergencyStop"]').count()).toBe(0);
      await figure.locator('[data-testid="diagram-scenario"] summary').click();
      await figure.locator('[data-testid="diagram-option-start"]').selectOption('afterEmergencyStop');
      expect(await current(figure)).toBe('emergencyStopped');
      await press(figure, 'resubmitExisting');
      expect(await current(figure)).toBe('resubmitted');
    });
  });
});

describe('in a narrow column the diagram is a stepper with a zoom view', () => {
  it('shows the current state and its steps, opens the whole graph on the current state, and closes with Escape', async () => {
    await withPage(
      POD,
      async (page) => {
        const figure = await diagram(page, 'podRequest');
        expect(await figure.locator('[data-graph]').isVisible()).toBe(false);
        await press(figure, 'attempt');
        const zoom = figure.locator('[data-testid="diagram-zoom"]');
        await zoom.click();
        expect(await figure.locator('[data-graph]').isVisible()).toBe(true);
        const node = await figure.locator('g[data-state="requested"]').boundingBox();
        const view = page.viewportSize();
        expect(node && view && node.x >= 0 && node.x + node.width <= view.width && node.y >= 0 && node.y + node.height <= view.height).toBe(true);
        expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('diagram-zoom-close');
        await page.keyboard.press('Escape');
        expect(await figure.locator('[data-graph]').isVisible()).toBe(false);
        expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('diagram-zoom');
      },
      390,
    );
  });
});
