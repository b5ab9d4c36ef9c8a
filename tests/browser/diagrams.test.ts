// Browser tests of the interactive diagrams, checkers and the pending-changes simulator on the pages that embed
// them. Selectors are the data-testid attributes of components/diagrams; every island sets data-ready="true" once
// hydrated, and the tests wait for it before they click.
import { readFileSync } from 'node:fs';
import { jest } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { openPage } from './support';

jest.setTimeout(90_000);

const PAGES = {
  pod: '/permissions-firewall/permissions-on-demand/permissions-on-demand-intro',
  regions: '/permissions-firewall/services/regions',
  thirdParty: '/permissions-firewall/services/third-party-access-control',
  pendingChanges: '/permissions-firewall/pending-changes/pending-changes-intro',
  exemptions: '/permissions-firewall/services/Exempting-identities',
  graphql: '/developer/graphql-reference/bulwark-graphql-api',
  webhooks: '/developer/webhook-reference/cpf-webhook-intro',
  awsGuide: '/manage/accounts/aws/aws-guide',
};

async function withPage(path: string, run: (page: Page) => Promise<void>): Promise<void> {
  const { page, close, errors } = await openPage(path);
  try {
    await run(page);
    // A hydration mismatch in an island would show up here.
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

async function island(page: Page, testId: string): Promise<Locator> {
  const root = page.locator(`[data-testid="${testId}"]`).first();
  await page.locator(`[data-testid="${testId}"][data-ready="true"]`).first().waitFor({ timeout: 30_000 });
  return root;
}

async function currentState(figure: Locator): Promise<string | null> {
  return figure.locator('[data-testid="diagram-current"]').getAttribute('data-state');
}

async function press(figure: Locator, event: string, variant = 0): Promise<string> {
  await figure.locator(`[data-testid="diagram-event"][data-event="${event}"][data-variant="${variant}"]`).click();
  return (await figure.locator('[data-testid="diagram-outcome"]').textContent()) ?? '';
}

async function outcomeKind(figure: Locator): Promise<string | null> {
  return figure.locator('[data-testid="diagram-outcome"]').getAttribute('data-kind');
}

describe('state diagram: Permissions on Demand request', () => {
  it('is server-rendered as an accessible SVG with the transitions in words', async () => {
    await withPage(PAGES.pod, async (page) => {
      const html = await (await page.request.get(page.url())).text();
      expect(html).toContain('data-testid="state-diagram-svg"');
      expect(html).toContain('data-machine="podRequest"');
      const figure = page.locator('[data-testid="state-diagram"][data-machine="podRequest"]').first();
      const svg = figure.locator('[data-testid="state-diagram-svg"]');
      expect(await svg.getAttribute('role')).toBe('img');
      const labelledBy = ((await svg.getAttribute('aria-labelledby')) ?? '').split(' ');
      expect(labelledBy).toHaveLength(2);
      for (const id of labelledBy) expect(await page.locator(`[id="${id}"]`).count()).toBe(1);
      for (const label of ['Requested', 'Pending', 'Approved', 'Denied', 'Expired', 'Abandoned', 'Abandoned (expired)']) {
        expect(await figure.locator('[data-state]', { hasText: label }).count()).toBeGreaterThan(0);
      }
      const text = (await figure.locator('[data-testid="diagram-transitions"]').textContent()) ?? '';
      expect(text).toMatch(/From Requested, Justify, to Pending\./);
      expect(text).toMatch(/From Pending, Expire \(after 24 h\) \(timer\), to Expired\./);
    });
  });

  it('walks a request through justification, refusals, escalation and expiry', async () => {
    await withPage(PAGES.pod, async (page) => {
      const figure = await diagram(page, 'podRequest');
      expect(await currentState(figure)).toBe('none');
      expect(await figure.locator('g[data-state="none"]').getAttribute('data-current')).toBe('true');

      expect(await press(figure, 'attempt')).toMatch(/now Requested/);
      expect(await currentState(figure)).toBe('requested');
      expect(await figure.locator('g[data-state="requested"]').getAttribute('data-current')).toBe('true');
      expect(await figure.locator('g[data-state="none"]').getAttribute('data-current')).toBe('false');

      // A justification needs text: the model's refusal is shown in the live region.
      const input = figure.locator('[data-testid="diagram-message-input"]');
      await input.fill('');
      expect(await press(figure, 'justify')).toMatch(/refused.*needs some text/);
      expect(await outcomeKind(figure)).toBe('refusal');
      expect(await figure.locator('[data-testid="diagram-outcome"]').getAttribute('aria-live')).toBe('polite');

      await input.fill('Hotfix for the release');
      expect(await press(figure, 'justify')).toMatch(/now Pending/);

      await input.fill('');
      expect(await press(figure, 'approve')).toMatch(/Approving needs a message/);
      expect(await currentState(figure)).toBe('pending');

      await figure.locator('[data-testid="diagram-clock-1h"]').click();
      expect(await figure.locator('[data-testid="diagram-outcome"]').textContent()).toMatch(/Escalate/);
      expect(await currentState(figure)).toBe('pending');

      await figure.locator('[data-testid="diagram-clock-24h"]').click();
      expect(await currentState(figure)).toBe('expired');
      expect(await figure.locator('[data-testid="diagram-clock"]').textContent()).toMatch(/1 d 1 h/);

      // An expired request is resubmitted: it starts again as Requested.
      expect(await press(figure, 'attempt')).toMatch(/now Requested/);
      await figure.locator('[data-testid="diagram-reset"]').click();
      expect(await currentState(figure)).toBe('none');
    });
  });

  it('approves for a timed duration and revokes within 5 minutes after it ends', async () => {
    await withPage(PAGES.pod, async (page) => {
      const figure = await diagram(page, 'podRequest');
      await figure.locator('[data-testid="diagram-option-identity"]').selectOption('machine');
      // Requested first, then the approvers are notified at once: no justification step.
      expect(await press(figure, 'attempt')).toMatch(/now Requested\. Then Notify approvers: now Pending/);
      expect(await figure.locator('[data-testid="diagram-outcome"]').textContent()).toMatch(/machine identities skip/);
      await figure.locator('[data-testid="diagram-message-input"]').fill('Approved for the migration');
      expect(await press(figure, 'approve', 1)).toMatch(/now Approved/);
      const next = figure.locator('[data-testid="diagram-clock-next"]');
      expect(await next.textContent()).toMatch(/Timed approval ends \(in 1 h 5 min\)/);
      await next.click();
      expect(await currentState(figure)).toBe('none');
    });
  });

  it('creates no request in an unsupported region, and says what to do instead', async () => {
    await withPage(PAGES.pod, async (page) => {
      const figure = await diagram(page, 'podRequest');
      await figure.locator('[data-testid="diagram-option-region"]').selectOption('il-central-1');
      expect(await press(figure, 'attempt')).toMatch(/does not trigger in il-central-1.*exempt the identity/);
      expect(await currentState(figure)).toBe('none');
    });
  });

  it('works from the keyboard', async () => {
    await withPage(PAGES.pod, async (page) => {
      const figure = await diagram(page, 'podRequest');
      await figure.locator('[data-testid="diagram-event"][data-event="attempt"]').focus();
      await page.keyboard.press('Enter');
      expect(await currentState(figure)).toBe('requested');
      const focused = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        return el ? getComputedStyle(el).outlineStyle : null;
      });
      expect(focused).not.toBeNull();
    });
  });

  it('does not shift the layout while the controls load', async () => {
    await withPage(PAGES.pod, async (page) => {
      await diagram(page, 'podRequest');
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const figure = document.querySelector('[data-testid="state-diagram"]');
            let total = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & {
                value: number;
                hadRecentInput: boolean;
                sources?: { node?: Node | null }[];
              })[]) {
                const inFigure = (entry.sources ?? []).some((s) => s.node && figure?.contains(s.node));
                if (!entry.hadRecentInput && inFigure) total += entry.value;
              }
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(total), 500);
          }),
      );
      expect(shift).toBeLessThan(0.01);
    });
  });

  it('highlights the current state with the accent colour in dark mode too', async () => {
    await withPage(PAGES.pod, async (page) => {
      await diagram(page, 'podRequest');
      await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
      await page.waitForTimeout(400); // colours ease for 0.15 s
      const colours = await page.evaluate(() => {
        const probe = document.createElement('span');
        probe.style.color = 'var(--accent)';
        document.body.appendChild(probe);
        const accent = getComputedStyle(probe).color;
        probe.remove();
        const rect = document.querySelector('[data-testid="state-diagram"] [data-current="true"] rect');
        return { accent, fill: rect ? getComputedStyle(rect).fill : null };
      });
      expect(colours.fill).toBe(colours.accent);
    });
  });
});

describe('state diagram: regions', () => {
  it('asks for confirmation, stages Disabled (pending) and deploys it', async () => {
    await withPage(PAGES.regions, async (page) => {
      const figure = await diagram(page, 'region');
      expect(await currentState(figure)).toBe('enabled');
      expect(await press(figure, 'disable', 1)).toMatch(/needs confirmation/);
      expect(await currentState(figure)).toBe('enabled');
      expect(await press(figure, 'disable', 0)).toMatch(/now Disabled \(pending\)/);
      expect(await press(figure, 'deploy')).toMatch(/now Disabled\./);
    });
  });

  it('never disables a locked core region', async () => {
    await withPage(PAGES.regions, async (page) => {
      const figure = await diagram(page, 'region');
      await figure.locator('[data-testid="diagram-option-region"]').selectOption('us-east-1');
      expect(await press(figure, 'disable', 0)).toMatch(/US East \(N\. Virginia\).*locked/);
      expect(await currentState(figure)).toBe('enabled');
    });
  });

  it('starts a new region disabled and will not enable one disabled in the console', async () => {
    await withPage(PAGES.regions, async (page) => {
      const figure = await diagram(page, 'region');
      await figure.locator('[data-testid="diagram-option-region"]').selectOption('new');
      expect(await currentState(figure)).toBe('disabled');
      await figure.locator('[data-testid="diagram-option-console"]').selectOption('disabled');
      expect(await press(figure, 'enable')).toMatch(/cannot be enabled through the firewall/);
    });
  });
});

describe('state diagram: third-party access', () => {
  it('needs Resource Control Policies, confirms, and needs a redeploy', async () => {
    await withPage(PAGES.thirdParty, async (page) => {
      const figure = await diagram(page, 'thirdParty');
      expect(await currentState(figure)).toBe('granted');
      await figure.locator('[data-testid="diagram-option-rcp"]').selectOption('disabled');
      expect(await press(figure, 'block', 0)).toMatch(/Resource Control Policies/);
      await figure.locator('[data-testid="diagram-option-rcp"]').selectOption('enabled');
      expect(await press(figure, 'block', 0)).toMatch(/now Blocked \(Pending\)/);
      expect(await press(figure, 'deploy')).toMatch(/now Blocked\./);
    });
  });

  it('cannot block a locked row', async () => {
    await withPage(PAGES.thirdParty, async (page) => {
      const figure = await diagram(page, 'thirdParty');
      await figure.locator('[data-testid="diagram-option-party"]').selectOption('locked');
      expect(await press(figure, 'block', 0)).toMatch(/locked/);
    });
  });
});

describe('pending changes simulator', () => {
  it('stages, submits (showing a valid illustrative template, saved only on Download) and deploys', async () => {
    await withPage(PAGES.pendingChanges, async (page) => {
      const sim = await island(page, 'pending-changes-simulator');
      let downloads = 0;
      page.on('download', () => {
        downloads += 1;
      });
      await sim.locator('[data-testid="changes-service"]').fill('s3');
      await sim.locator('[data-testid="changes-stage"]').click();
      await sim.locator('[data-testid="changes-kind"]').selectOption('serviceProtection');
      await sim.locator('[data-testid="changes-service"]').fill('iam');
      await sim.locator('[data-testid="changes-stage"]').click();
      expect(await sim.locator('[data-testid="changes-item"]').count()).toBe(2);
      expect(await sim.locator('[data-testid="changes-status"]').getAttribute('data-state')).toBe('pending');

      const submit = sim.locator('[data-testid="changes-submit"]');
      expect(await submit.textContent()).toBe('Submit all 2 Changes');
      await submit.click();
      const shown = JSON.parse((await sim.locator('[data-testid="changes-template-json"]').textContent()) ?? '');
      expect(await sim.locator('[data-testid="changes-template-summary"]').textContent()).toMatch(/Illustrative template/);
      expect(downloads).toBe(0);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        sim.locator('[data-testid="changes-download"]').click(),
      ]);
      expect(download.suggestedFilename()).toBe('bulwark-pending-changes-template.json');
      const template = JSON.parse(readFileSync((await download.path()) as string, 'utf8'));
      expect(template).toEqual(shown);
      expect(downloads).toBe(1);
      expect(template.AWSTemplateFormatVersion).toBe('2010-09-09');
      expect(template.Description).toMatch(/Illustrative/);
      const policies = Object.values(template.Resources) as { Type: string; Properties: { Content: unknown; Description: string } }[];
      expect(policies.length).toBeGreaterThan(0);
      const statements = policies.flatMap((p) => (p.Properties.Content as { Statement: { Sid: string; Action: string[] }[] }).Statement);
      // The block denies the whole service; the protection only its sensitive permissions.
      expect(statements.find((st) => st.Sid === 'BlockS3')?.Action).toEqual(['s3:*']);
      expect(statements.find((st) => st.Sid === 'ProtectIam')?.Action).not.toContain('iam:*');
      for (const p of policies) {
        expect(p.Type).toBe('AWS::Organizations::Policy');
        expect(p.Properties.Description).toMatch(/Illustrative/);
        expect(JSON.stringify(p.Properties.Content).length).toBeLessThanOrEqual(5120);
      }
      // Submitting deploys nothing: the changes stay pending until the org admin deploys.
      expect(await sim.locator('[data-testid="changes-status"]').getAttribute('data-state')).toBe('submitted');
      expect(await sim.locator('[data-testid="changes-item"]').count()).toBe(2);

      await sim.locator('[data-testid="changes-deploy"]').click();
      expect(await sim.locator('[data-testid="changes-status"]').getAttribute('data-state')).toBe('clean');
      expect(await sim.locator('[data-testid="changes-item"]').count()).toBe(0);
    });
  });

  it('deletes one change or all of them, and refuses a bad service name', async () => {
    await withPage(PAGES.pendingChanges, async (page) => {
      const sim = await island(page, 'pending-changes-simulator');
      await sim.locator('[data-testid="changes-service"]').fill('S3 <b>');
      await sim.locator('[data-testid="changes-stage"]').click();
      expect(await sim.locator('[data-testid="changes-outcome"]').textContent()).toMatch(/lower-case letters/);
      expect(await sim.locator('[data-testid="changes-item"]').count()).toBe(0);
      for (const s of ['s3', 'ec2', 'lambda']) {
        await sim.locator('[data-testid="changes-service"]').fill(s);
        await sim.locator('[data-testid="changes-stage"]').click();
      }
      await sim.locator('[data-testid="changes-delete"]').first().click();
      expect(await sim.locator('[data-testid="changes-item"]').count()).toBe(2);
      expect(await sim.locator('[data-testid="changes-delete-all"]').textContent()).toBe('Delete all 2 changes');
      await sim.locator('[data-testid="changes-delete-all"]').click();
      expect(await sim.locator('[data-testid="changes-item"]').count()).toBe(0);
      expect(await sim.locator('[data-testid="changes-status"]').getAttribute('data-state')).toBe('clean');
    });
  });

  it('removes the firewall only after typing undo, keeping the controls as pending changes', async () => {
    await withPage(PAGES.pendingChanges, async (page) => {
      const sim = await island(page, 'pending-changes-simulator');
      await sim.locator('[data-testid="changes-service"]').fill('s3');
      await sim.locator('[data-testid="changes-stage"]').click();
      await sim.locator('[data-testid="changes-submit"]').click();
      await sim.locator('[data-testid="changes-deploy"]').click();
      await sim.locator('[data-testid="changes-undo-input"]').fill('remove');
      await sim.locator('[data-testid="changes-undo"]').click();
      expect(await sim.locator('[data-testid="changes-outcome"]').textContent()).toMatch(/Type the word undo/);
      await sim.locator('[data-testid="changes-undo-input"]').fill('undo');
      await sim.locator('[data-testid="changes-undo"]').click();
      expect(await sim.locator('[data-testid="changes-status"]').getAttribute('data-state')).toBe('pending');
      expect(await sim.locator('[data-testid="changes-item"]').count()).toBe(1);
    });
  });
});

describe('exemption tester', () => {
  it('shows which exemptions match an ARN and why', async () => {
    await withPage(PAGES.exemptions, async (page) => {
      const tester = await island(page, 'exemption-tester');
      expect(await tester.locator('[data-testid="exemption-row"][data-matches="true"]').count()).toBe(1);
      await tester.locator('[data-testid="exemption-arn"]').fill('arn:aws:iam::111122223333:root');
      expect(await tester.locator('[data-testid="exemption-row"][data-matches="true"]').count()).toBe(1);
      expect(await tester.locator('[data-testid="exemption-summary"]').textContent()).toMatch(/Firewall Tampering Protections/);
      await tester.locator('[data-testid="exemption-arn"]').fill('arn:aws:iam::111122223333:user/alice');
      expect(await tester.locator('[data-testid="exemption-row"][data-matches="true"]').count()).toBe(0);
      expect(await tester.locator('[data-testid="exemption-row"]').first().textContent()).toMatch(/does not match the pattern/);
    });
  });

  it('shows that no exemption opens a disabled service or region', async () => {
    await withPage(PAGES.exemptions, async (page) => {
      const tester = await island(page, 'exemption-tester');
      await tester.locator('[data-testid="exemption-arn"]').fill('arn:aws:iam::111122223333:root');
      const decision = tester.locator('[data-testid="exemption-decision"]');
      expect(await decision.getAttribute('data-outcome')).toBe('exempt');
      await tester.locator('[data-testid="exemption-service"]').selectOption('disabled');
      expect(await decision.getAttribute('data-outcome')).toBe('blocked');
      expect(await decision.textContent()).toMatch(/blocks even exempted identities/);
      await tester.locator('[data-testid="exemption-service"]').selectOption('protected');
      await tester.locator('[data-testid="exemption-region"]').selectOption('disabled');
      expect(await decision.textContent()).toMatch(/exemptions do not apply inside a disabled region/);
    });
  });

  it('applies the exemption-type rules when adding one', async () => {
    await withPage(PAGES.exemptions, async (page) => {
      const tester = await island(page, 'exemption-tester');
      await tester.locator('[data-testid="add-exemption-pattern"]').fill('arn:aws:iam::*:user/*');
      await tester.locator('[data-testid="add-exemption-type-justInTime"]').check();
      await tester.locator('[data-testid="add-exemption-scope"]').fill('aws/example-org/example-ou');
      await tester.locator('[data-testid="add-exemption-type-firewallTampering"]').check();
      await tester.locator('[data-testid="add-exemption-submit"]').click();
      const problems = (await tester.locator('[data-testid="add-exemption-problems"]').textContent()) ?? '';
      expect(problems).toMatch(/SSO users only/);
      expect(problems).toMatch(/top org level/);
      await tester.locator('[data-testid="add-exemption-type-justInTime"]').uncheck();
      await tester.locator('[data-testid="add-exemption-type-firewallTampering"]').uncheck();
      await tester.locator('[data-testid="add-exemption-submit"]').click();
      expect(await tester.locator('[data-testid="exemption-row"]').count()).toBe(3);
    });
  });
});

describe('input checkers', () => {
  it('token expiry: 7200 to 2592000 seconds', async () => {
    await withPage(PAGES.graphql, async (page) => {
      const checker = await island(page, 'token-expiry-checker');
      const input = checker.locator('[data-testid="token-expiry-input"]');
      const result = checker.locator('[data-testid="token-expiry-result"]');
      expect(await result.getAttribute('data-valid')).toBe('true');
      await input.fill('7199');
      expect(await result.getAttribute('data-valid')).toBe('false');
      expect(await result.textContent()).toMatch(/at least 7200 seconds/);
      await input.fill('2592000');
      expect(await result.getAttribute('data-valid')).toBe('true');
      await input.fill('2592001');
      expect(await result.textContent()).toMatch(/at most 2592000 seconds/);
    });
  });

  it('webhook: POST only, HTTPS url, auth when authed, one wildcard per filter', async () => {
    await withPage(PAGES.webhooks, async (page) => {
      const checker = await island(page, 'webhook-checker');
      const result = checker.locator('[data-testid="webhook-result"]');
      expect(await result.getAttribute('data-valid')).toBe('true');
      await checker.locator('[data-testid="webhook-url"]').fill('http://hooks.example.com');
      expect(await result.textContent()).toMatch(/HTTPS/);
      await checker.locator('[data-testid="webhook-url"]').fill('https://hooks.example.com');
      await checker.locator('[data-testid="webhook-method"]').selectOption('GET');
      expect(await result.textContent()).toMatch(/Only POST/);
      await checker.locator('[data-testid="webhook-method"]').selectOption('POST');
      await checker.locator('[data-testid="webhook-authed"]').check();
      expect(await result.textContent()).toMatch(/auth is required/);
      await checker.locator('[data-testid="webhook-auth-kind"]').selectOption('bearer');
      await checker.locator('[data-testid="webhook-token"]').fill('secret');
      expect(await result.getAttribute('data-valid')).toBe('true');
      await checker.locator('[data-testid="webhook-filters"]').fill('jit.*, *.*');
      expect(await result.textContent()).toMatch(/Filter 2 has more than one wildcard/);
    });
  });

  it('scope: parses, names the level, and never renders input as HTML', async () => {
    await withPage(PAGES.awsGuide, async (page) => {
      const checker = await island(page, 'scope-checker');
      const input = checker.locator('[data-testid="scope-input"]');
      const result = checker.locator('[data-testid="scope-result"]');
      await input.fill('aws/my-org/my-ou');
      expect(await checker.locator('[data-testid="scope-level"]').textContent()).toMatch(/Organizational unit/);
      await checker.locator('[data-testid="scope-other-input"]').fill('aws/my-org/my-ou/123456789012');
      expect(await checker.locator('[data-testid="scope-contains"]').getAttribute('data-contains')).toBe('true');
      await input.fill('AWS/my-org');
      expect(await result.getAttribute('data-valid')).toBe('false');
      expect(await result.textContent()).toMatch(/lower case/);
      await input.fill('aws/<img src=x onerror="window.__injected=1">');
      expect(await checker.locator('img').count()).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected)).toBeUndefined();
    });
  });
});
