// The simulators that teach what a sentence cannot, driven as a reader would: the exemption tester, the webhook
// checker, the Slack and Teams consoles and the Pending Changes page in miniature.
import { jest } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { openPage } from './support';

jest.setTimeout(90_000);

async function withWidget(route: string, testId: string, run: (w: Locator, page: Page) => Promise<void>, width = 1280) {
  const { page, close, errors } = await openPage(route, { viewport: { width, height: 900 } });
  try {
    await page.locator(`[data-testid="${testId}"][data-ready="true"]`).first().waitFor({ timeout: 30_000 });
    await run(page.locator(`[data-testid="${testId}"]`).first(), page);
    expect(errors.filter((e) => /hydrat|Minified React error/i.test(e))).toEqual([]);
  } finally {
    await close();
  }
}

const text = async (l: Locator) => (await l.textContent()) ?? '';
const EXEMPTIONS = '/permissions-firewall/services/Exempting-identities';

describe('exemption tester', () => {
  test('shows which exemptions cover an ARN at its own scope and why, with * as the wildcard', async () => {
    await withWidget(EXEMPTIONS, 'exemption-tester', async (w) => {
      expect(await w.locator('[data-testid="exemption-row"][data-matches="true"]').count()).toBe(1);
      await w.locator('[data-testid="exemption-kind"]').selectOption('iamUser');
      await w.locator('[data-testid="exemption-arn"]').fill('arn:aws:iam::111122223333:root');
      await w.locator('[data-testid="exemption-identity-scope"]').fill('aws/example-org');
      expect(await text(w.locator('[data-testid="exemption-summary"]'))).toMatch(/Firewall Tampering Protections/);
      await w.locator('[data-testid="exemption-arn"]').fill('arn:aws:iam::111122223333:user/alice');
      expect(await w.locator('[data-testid="exemption-row"][data-matches="true"]').count()).toBe(0);
      expect(await text(w.locator('[data-testid="exemption-row"]').first())).toMatch(/does not match the pattern/);
    });
  });

  test('an exemption set higher up is not checked, and one plain sentence says so; nothing is assumed', async () => {
    await withWidget(EXEMPTIONS, 'exemption-tester', async (w) => {
      await w.locator('[data-testid="exemption-kind"]').selectOption('iamUser');
      await w.locator('[data-testid="exemption-arn"]').fill('arn:aws:iam::111122223333:root');
      await w.locator('[data-testid="exemption-identity-scope"]').fill('aws/example-org/example-ou');
      expect(await w.locator('[data-testid="exemption-row"][data-covers="unchecked"]').count()).toBe(1);
      expect(await text(w.locator('[data-testid="exemption-same-scope"]'))).toBe(
        "This tester checks exemptions set at the identity's own scope only, not those set higher up.",
      );
      expect(await text(w)).not.toMatch(/assum|rules meet|does not decide/i);
    });
  });

  test('a disabled service or region blocks even an exempted identity', async () => {
    await withWidget(EXEMPTIONS, 'exemption-tester', async (w) => {
      const decision = w.locator('[data-testid="exemption-decision"]');
      expect(await decision.getAttribute('data-outcome')).toBe('not-disabled');
      await w.locator('[data-testid="exemption-service"]').selectOption('disabled');
      expect(await text(decision)).toMatch(/blocks even exempted identities, and no Permissions on Demand request is created/);
      await w.locator('[data-testid="exemption-service"]').selectOption('enabled');
      await w.locator('[data-testid="exemption-region"]').selectOption('disabled');
      expect(await text(decision)).toMatch(/exemptions do not apply inside a disabled region/);
      await w.locator('[data-testid="add-exemption-pattern"]').fill('arn:aws:iam::*:role/*');
      await w.locator('[data-testid="add-exemption-scope"]').fill('aws/example-org/example-ou');
      await w.locator('[data-testid="add-exemption-type-disabledRegions"]').check();
      await w.locator('[data-testid="add-exemption-submit"]').click();
      expect(await decision.getAttribute('data-outcome')).toBe('blocked');
    });
  });

  test('applies the exemption-type rules when adding one', async () => {
    await withWidget(EXEMPTIONS, 'exemption-tester', async (w) => {
      await w.locator('[data-testid="add-exemption-pattern"]').fill('arn:aws:iam::*:user/*');
      await w.locator('[data-testid="add-exemption-type-justInTime"]').check();
      await w.locator('[data-testid="add-exemption-scope"]').fill('aws/example-org/example-ou');
      await w.locator('[data-testid="add-exemption-type-firewallTampering"]').check();
      await w.locator('[data-testid="add-exemption-submit"]').click();
      const problems = await text(w.locator('[data-testid="add-exemption-problems"]'));
      expect(problems).toMatch(/SSO users only/);
      expect(problems).toMatch(/top org level/);
      await w.locator('[data-testid="add-exemption-type-justInTime"]').uncheck();
      await w.locator('[data-testid="add-exemption-type-firewallTampering"]').uncheck();
      await w.locator('[data-testid="add-exemption-submit"]').click();
      expect(await w.locator('[data-testid="exemption-row"]').count()).toBe(3);
    });
  });

  test('on a phone the "why" of each row is stacked, never hidden in a sideways scroll', async () => {
    await withWidget(
      EXEMPTIONS,
      'exemption-tester',
      async (w) => {
        const row = w.locator('[data-testid="exemption-row"]').first();
        const why = row.locator('td[data-label="Why"]');
        expect(await why.evaluate((td) => getComputedStyle(td).display)).toBe('block');
        const [table, cell] = await Promise.all([w.locator('table').boundingBox(), why.boundingBox()]);
        expect(cell && table && cell.x + cell.width <= table.x + table.width + 1).toBe(true);
        expect(await w.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
      },
      390,
    );
  });
});

describe('webhook checker', () => {
  test('POST only, HTTPS url, auth when authed, one wildcard per filter', async () => {
    await withWidget('/developer/webhook-reference/cpf-webhook-intro', 'webhook-checker', async (w) => {
      const result = w.locator('[data-testid="webhook-result"]');
      expect(await result.getAttribute('data-valid')).toBe('true');
      await w.locator('[data-testid="webhook-url"]').fill('http://hooks.example.com');
      expect(await text(result)).toMatch(/HTTPS/);
      await w.locator('[data-testid="webhook-url"]').fill('https://hooks.example.com');
      await w.locator('[data-testid="webhook-method"]').selectOption('GET');
      expect(await text(result)).toMatch(/Only POST/);
      await w.locator('[data-testid="webhook-method"]').selectOption('POST');
      await w.locator('[data-testid="webhook-authed"]').check();
      expect(await text(result)).toMatch(/auth is required/);
      await w.locator('[data-testid="webhook-auth-kind"]').selectOption('bearer');
      await w.locator('[data-testid="webhook-token"]').fill('secret');
      expect(await result.getAttribute('data-valid')).toBe('true');
      await w.locator('[data-testid="webhook-filters"]').fill('jit.*, *.*');
      expect(await text(result)).toMatch(/Filter 2: A filter may contain one wildcard/);
    });
  });
});

describe('ChatOps consoles', () => {
  test('Slack: subscribe needs approver rights and the identifier; a mention does nothing in a DM', async () => {
    await withWidget('/permissions-firewall/chatops/slack/slack-ops', 'chat-console', async (w) => {
      const input = w.locator('[data-testid="chat-input"]');
      await input.fill('/bulwark subscribe Applications');
      await input.press('Enter');
      expect(await text(w.locator('[data-testid="chat-reply"]'))).toMatch(/the scope you gave does not exist/);
      await input.fill('/bulwark subscribe aws/example-org/ou-data');
      await w.locator('[data-testid="chat-send"]').click();
      expect(await text(w.locator('[data-testid="chat-reply"] li').first())).toMatch(/scopes where you are an approver.*ou-apps/);
      await input.fill('/bulwark subscribe aws/example-org/ou-apps');
      await input.press('Enter');
      expect(await text(w.locator('[data-testid="chat-subscriptions"]'))).toMatch(/ou-apps/);
      await w.locator('[data-testid="chat-place"]').selectOption('directMessage');
      await input.fill('@Bulwark');
      await input.press('Enter');
      expect(await w.locator('[data-testid="chat-reply"]').getAttribute('data-level')).toBe('silent');
    });
  });

  test('Slack on the shared-channel page starts in a private channel: add the app first', async () => {
    await withWidget('/permissions-firewall/chatops/slack/slack-shared-channel', 'chat-console', async (w) => {
      await w.locator('[data-testid="chat-send"]').click();
      expect(await text(w.locator('[data-testid="chat-reply"]'))).toMatch(/the app must first be added/);
      await w.locator('[data-testid="chat-app-added"]').check();
      await w.locator('[data-testid="chat-send"]').click();
      expect(await text(w.locator('[data-testid="chat-subscriptions"]'))).toMatch(/ou-apps/);
    });
  });

  test('Teams: jit does not start from a group chat; a mention elsewhere or an unknown line gets no invented reply', async () => {
    await withWidget('/permissions-firewall/chatops/teams/teams-ops', 'chat-console', async (w) => {
      await w.locator('[data-testid="chat-place"]').selectOption('groupChat');
      await w.locator('[data-testid="chat-send"]').click();
      expect(await text(w.locator('[data-testid="chat-reply"]'))).toMatch(/cannot start from a group chat/);
      await w.locator('[data-testid="chat-place"]').selectOption('otherChat');
      await w.locator('[data-testid="chat-input"]').fill('@Bulwark');
      await w.locator('[data-testid="chat-send"]').click();
      expect(await text(w.locator('[data-testid="chat-reply"] li').first())).toMatch(/in another chat, use the help command/);
      await w.locator('[data-testid="chat-input"]').fill('dance');
      await w.locator('[data-testid="chat-send"]').click();
      expect(await text(w.locator('[data-testid="chat-reply"] li').first())).toMatch(/Not one of the app's commands/);
    });
  });
});

describe('references beside the consoles, readable without JavaScript', () => {
  const SLACK = [
    '/bulwark register',
    '/bulwark unregister',
    '/bulwark help',
    '/bulwark jit request',
    '/bulwark subscribe [scope]',
    '/bulwark unsubscribe [scope]',
  ];
  const TEAMS = ['configure', 'unregister', 'jit', 'help'];

  test.each([
    ['/permissions-firewall/chatops/slack/slack-ops', SLACK],
    ['/permissions-firewall/chatops/teams/teams-ops', TEAMS],
  ])('%s lists every command in a table of the page', async (route, commands) => {
    const { page, close } = await openPage(route, { javaScriptEnabled: false });
    try {
      const cells = await page.locator('.markdown table td:first-child code').allTextContents();
      for (const command of commands) expect(cells).toContain(command);
    } finally {
      await close();
    }
  });

  test('the Markdown copy and llms-full.txt carry the commands and where each simulation starts', async () => {
    const { page, close } = await openPage('/permissions-firewall/chatops/slack/slack-ops');
    try {
      const get = async (url: string) => (await page.request.get(new URL(url, page.url()).toString())).text();
      const slack = await get('/cpf-public/permissions-firewall/chatops/slack/slack-ops.md');
      for (const command of SLACK) expect(slack).toContain(`\`${command}\``);
      const approver = await get('/cpf-public/permissions-firewall/permissions-on-demand/requests/how-to-action-pod-requests.md');
      expect(approver).toContain('This simulation shows the request as the approver sees it: it starts at **Pending**');
      const full = await get('/cpf-public/llms-full.txt');
      expect(full).toContain('`/bulwark jit request`');
      expect(full).toContain('This simulation shows the justification step: it starts at **Not exempt**');
    } finally {
      await close();
    }
  });
});

describe('the Pending Changes page in miniature', () => {
  test('stage, submit (downloads, deploys nothing), deploy; discard at any point', async () => {
    await withWidget('/permissions-firewall/pending-changes/pending-changes-intro', 'diagram-controls', async (w) => {
      const step = async (event: string, variant = 0) => {
        await w.locator(`[data-testid="diagram-event"][data-event="${event}"][data-variant="${variant}"]`).click();
        return text(w.locator('[data-testid="diagram-outcome"]'));
      };
      expect(await step('stage', 0)).toMatch(/Staged: Disable s3/);
      expect(await step('stage', 2)).toMatch(/Staged: Exempt arn:aws:iam::\*:root/);
      expect(await text(w.locator('[data-testid="diagram-details"]'))).toMatch(/Entry 2/);
      // The buttons say how many changes are staged, as the product's do.
      expect(await text(w.locator('[data-testid="diagram-event"][data-event="submit"]'))).toMatch(/^Submit all 2 Changes/);
      expect(await text(w.locator('[data-testid="diagram-event"][data-event="deleteAll"]'))).toMatch(/^Delete all 2 changes/);
      expect(await step('submit')).toMatch(/template JSON for 2 changes is downloaded\. Nothing is deployed yet\./);
      expect(await step('delete')).toMatch(/Discarded: Exempt/);
      expect(await step('deleteAll')).toMatch(/1 change discarded/);
      await step('stage', 1);
      await step('submit');
      expect(await step('deploy')).toMatch(/deployed the template/);
      expect(await w.locator('[data-testid="diagram-current"]').getAttribute('data-state')).toBe('deployed');
    });
  });
});
