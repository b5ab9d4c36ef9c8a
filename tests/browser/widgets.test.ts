// Each page widget driven as a reader would: what it teaches shows up, from the keyboard too, and its static table
// is in the server HTML for readers without JavaScript.
import { jest } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { openPage } from './support';

jest.setTimeout(90_000);

async function withWidget(route: string, testId: string, run: (w: Locator, page: Page) => Promise<void>) {
  const { page, close, errors } = await openPage(route);
  try {
    await page.locator(`[data-testid="${testId}"][data-ready="true"]`).first().waitFor({ timeout: 30_000 });
    await run(page.locator(`[data-testid="${testId}"]`).first(), page);
    expect(errors.filter((e) => /hydrat|Minified React error/i.test(e))).toEqual([]);
  } finally {
    await close();
  }
}

const text = async (l: Locator) => (await l.textContent()) ?? '';

describe('page widgets', () => {
  test('Slack console: subscribe needs approver rights and the identifier; mentions do nothing in a DM', async () => {
    await withWidget('/permissions-firewall/chatops/slack/slack-ops', 'chat-console', async (w) => {
      const input = w.locator('[data-testid="chat-input"]');
      await input.fill('/bulwark subscribe Applications');
      await input.press('Enter');
      expect(await text(w.locator('[data-testid="chat-reply"]'))).toMatch(/identifier, not the friendly name/);
      await input.fill('/bulwark subscribe aws/example-org/ou-data');
      await w.locator('[data-testid="chat-send"]').click();
      expect(await text(w.locator('[data-testid="chat-reply"] li').first())).toMatch(/approver at: aws\/example-org\/ou-apps/);
      await input.fill('/bulwark subscribe aws/example-org/ou-apps');
      await input.press('Enter');
      expect(await text(w.locator('[data-testid="chat-subscriptions"]'))).toMatch(/ou-apps/);
      await w.locator('[data-testid="chat-place"]').selectOption('directMessage');
      await input.fill('@Bulwark');
      await input.press('Enter');
      expect(await w.locator('[data-testid="chat-reply"]').getAttribute('data-level')).toBe('silent');
    });
  });

  test('Slack console on the shared-channel page starts in a private channel: add the app first', async () => {
    await withWidget('/permissions-firewall/chatops/slack/slack-shared-channel', 'chat-console', async (w) => {
      await w.locator('[data-testid="chat-send"]').click();
      expect(await text(w.locator('[data-testid="chat-reply"]'))).toMatch(/add the app/);
      await w.locator('[data-testid="chat-app-added"]').check();
      await w.locator('[data-testid="chat-send"]').click();
      expect(await text(w.locator('[data-testid="chat-subscriptions"]'))).toMatch(/ou-apps/);
    });
  });

  test('Teams console: jit not from a group chat', async () => {
    await withWidget('/permissions-firewall/chatops/teams/teams-ops', 'chat-console', async (w) => {
      await w.locator('[data-testid="chat-place"]').selectOption('groupChat');
      await w.locator('[data-testid="chat-send"]').click();
      expect(await text(w.locator('[data-testid="chat-reply"]'))).toMatch(/cannot start from a group chat/);
    });
  });

  test('Recovery guide: emergency stop and removal each have their button', async () => {
    await withWidget('/permissions-firewall/cpf_resiliency', 'recovery-guide', async (w) => {
      const result = w.locator('[data-testid="recovery-result"]');
      expect(await result.getAttribute('data-button')).toBe('Resubmit Existing Controls');
      await w.locator('[data-testid="recovery-removedFromApp"]').check();
      expect(await result.getAttribute('data-button')).toBe('Submit all changes');
    });
  });

  test('Glossary finder links a status to its diagram', async () => {
    await withWidget('/permissions-firewall/glossary', 'glossary-finder', async (w) => {
      await w.locator('[data-testid="glossary-query"]').fill('abandoned');
      expect(await text(w.locator('[data-testid="glossary-count"]'))).toMatch(/^2 statuses found/);
      expect(await w.locator('[data-testid="glossary-term"] a').first().getAttribute('href')).toMatch(/permissions-on-demand-intro\/#diagram-podRequest$/);
    });
  });

  test('Role explorer: a viewer approves nothing; role changes apply after logout', async () => {
    await withWidget('/manage/users/user-role-personas', 'role-explorer', async (w) => {
      await w.locator('[data-testid="role-select"]').selectOption('viewer');
      expect(await w.locator('[data-testid="role-actions"] li[data-allowed="true"]').count()).toBe(1);
      await w.locator('[data-testid="role-change"]').selectOption('administrator');
      expect(await text(w.locator('[data-testid="role-change-note"]'))).toMatch(/logs out and logs in again/);
    });
  });

  test('Approver tree: Administrator only; override child scopes', async () => {
    await withWidget('/permissions-firewall/permissions-on-demand/approvers/how-to-manage-pod-approvers', 'approver-tree', async (w) => {
      await w.locator('[data-testid="approver-actor"]').selectOption('approver');
      await w.locator('[data-testid="approver-save"]').click();
      expect(await text(w.locator('[data-testid="approver-result"]'))).toMatch(/needs the Administrator role/);
      await w.locator('[data-testid="approver-actor"]').selectOption('administrator');
      await w.locator('[data-testid="approver-override"]').check();
      await w.locator('[data-testid="approver-save"]').click();
      expect(await text(w.locator('[data-testid="approver-result"]'))).toMatch(/Saved for 3 scopes/);
      expect(await text(w.locator('li[data-scope="aws/example-org/ou-apps/111122223333"]'))).toMatch(/sam@example.com/);
    });
  });

  test('E-mail approval: deny needs a justification; senders without service-desk access are ignored', async () => {
    await withWidget('/permissions-firewall/permissions-on-demand/requests/email-ops', 'email-approval', async (w) => {
      await w.locator('[data-testid="email-deny"]').click();
      expect(await w.locator('[data-testid="email-outcome"]').getAttribute('data-result')).toBe('refused');
      await w.locator('[data-testid="email-justification"]').fill('Not needed');
      await w.locator('[data-testid="email-access"]').uncheck();
      await w.locator('[data-testid="email-approve"]').click();
      expect(await w.locator('[data-testid="email-outcome"]').getAttribute('data-result')).toBe('ignored');
    });
  });

  test('Audit log: time range filter and the auto-revocation message', async () => {
    await withWidget('/permissions-firewall/reporting/reporting-information', 'audit-log', async (w) => {
      await w.locator('[data-testid="audit-range"]').selectOption('24h');
      expect(await w.locator('[data-testid="audit-entries"]').getAttribute('data-count')).toBe('2');
      expect(await text(w.locator('[data-testid="audit-revocation"]'))).toMatch(
        /the exemption for identity alice on s3 in 111122223333 has been revoked due to 90 days of inactivity/,
      );
      await w.locator('[data-testid="audit-scope"]').selectOption('aws/example-org');
      expect(await w.locator('[data-testid="audit-revocation"]').getAttribute('data-revoked')).toBe('false');
    });
  });

  test('Hero cards: Account Usage and Coming soon; excess-privilege buttons', async () => {
    await withWidget('/permissions-firewall/services/hero-unused-services', 'hero-card', async (w) => {
      expect(await text(w.locator('[data-testid="hero-usage"]'))).toMatch(/2 of 5/);
      await w.locator('[data-testid="hero-data"]').uncheck();
      expect(await text(w.locator('[data-testid="hero-usage"]'))).toMatch(/Coming soon/);
    });
    await withWidget('/permissions-firewall/services/hero-iam-excess-priv', 'hero-card', async (w) => {
      await w.locator('[data-testid="hero-button"]', { hasText: 'Protect Identities' }).click();
      expect(await text(w.locator('[data-testid="hero-outcome"]'))).toMatch(/Protect Identities/);
    });
  });

  test('Protect panel: permanent removal, re-add by ARN, protect one account', async () => {
    await withWidget('/permissions-firewall/services/how-to-service-protections', 'protect-panel', async (w) => {
      const first = w.locator('[data-testid="protect-account"]').first();
      await first.locator('[data-testid="protect-remove"]').first().click();
      expect(await text(w.locator('[data-testid="protect-result"]'))).toMatch(/add it again by its ARN/);
      await first.locator('[data-testid="protect-protect"]').click();
      expect(await text(w.locator('[data-testid="protect-scope-status"]'))).toMatch(/Partially Protected \(pending\)/);
    });
  });

  test('StackSet troubleshooter: 409 until the suspended instances are deleted with the documented settings', async () => {
    await withWidget('/manage/accounts/aws/updating-existing-saas-configs', 'stackset-troubleshooter', async (w) => {
      await w.locator('[data-testid="stackset-delete-main"]').click();
      expect(await text(w.locator('[data-testid="stackset-result"]'))).toMatch(/409: StackSet is not empty/);
      await w.locator('[data-testid="stackset-delete-instances"]').click();
      expect(await text(w.locator('[data-testid="stackset-result"]'))).toMatch(/failure tolerance to 100 percent/);
      await w.locator('[data-testid="stackset-tolerance"]').fill('100');
      await w.locator('[data-testid="stackset-retain"]').check();
      await w.locator('[data-testid="stackset-delete-instances"]').click();
      await w.locator('[data-testid="stackset-delete-main"]').click();
      expect(await text(w.locator('[data-testid="stackset-result"]'))).toMatch(/main stack is deleted/);
    });
  });

  test('SSO readiness: e-mail must match the invitation', async () => {
    await withWidget('/manage/users/single-sign-on', 'sso-readiness', async (w) => {
      expect(await w.locator('[data-testid="sso-result"]').getAttribute('data-valid')).toBe('true');
      await w.locator('[data-testid="sso-idp"]').fill('bob@example.com');
      expect(await text(w.locator('[data-testid="sso-result"]'))).toMatch(/Invite the user with the e-mail address/);
    });
  });

  test('every widget page carries its static table in the server HTML', async () => {
    const res = await fetch(`${process.env.BULWARK_TEST_ORIGIN}/cpf-public/permissions-firewall/chatops/slack/slack-ops/`);
    const html = await res.text();
    expect(html).toContain('data-testid="slack-commands-table"');
    expect(html).toContain('/bulwark subscribe [scope]');
  });
});
