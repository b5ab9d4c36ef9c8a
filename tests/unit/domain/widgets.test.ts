// The small model pieces behind the page widgets, and the Markdown form of every model component.
import path from 'node:path';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import {
  addSensitiveAccess,
  EXAMPLE_PANEL,
  protectAccount,
  removeSensitiveAccess,
  scopeStatus,
} from '@/lib/domain/protectPanel';
import { assignApprovers, EXAMPLE_SCOPES } from '@/lib/domain/approvers';
import { EXAMPLE_AUDIT_LOG, EXAMPLE_NOW, filterAuditLog } from '@/lib/domain/auditLog';
import { runChatCommand, type ChatSession } from '@/lib/domain/chatops';
import { docTableMarkdown } from '@/lib/domain/docTable';
import { actOnEmail } from '@/lib/domain/emailApproval';
import { DIAGRAM_PAGES, diagramTerms, findTerms } from '@/lib/domain/glossaryTerms';
import { accountUsageLabel, isUnusedService } from '@/lib/domain/heroCards';
import { componentMarkdown, MARKDOWN_COMPONENTS } from '@/lib/domain/markdown';
import { RECOVERIES } from '@/lib/domain/recovery';
import { roleChangeNote } from '@/lib/domain/roles';
import { checkSsoReadiness } from '@/lib/domain/sso';
import { deleteMainStack, MANUAL_FIX, settingProblems } from '@/lib/domain/stackset';
import { DAY_MS, machines, MACHINE_IDS } from '@/lib/domain';
import { MDX_COMPONENT_NAMES } from '@/lib/mdx/componentNames';

const slack: ChatSession = {
  app: 'slack',
  place: 'channel',
  appAdded: false,
  slackEmail: 'alice@example.com',
  loginEmail: 'alice@example.com',
  authorizerIsAdmin: true,
  approverScopes: ['aws/org/ou-a'],
  knownScopes: [
    { scope: 'aws/org/ou-a', friendlyName: 'Apps' },
    { scope: 'aws/org/ou-b', friendlyName: 'Data' },
  ],
  subscriptions: [],
};

describe('ChatOps console', () => {
  it('subscribes an approver by scope identifier and warns with the approver scopes otherwise', () => {
    expect(runChatCommand(slack, '/bulwark subscribe aws/org/ou-a')).toMatchObject({ level: 'ok', subscriptions: ['aws/org/ou-a'] });
    expect(runChatCommand(slack, '/bulwark subscribe Apps').text).toMatch(/identifier, not the friendly name: aws\/org\/ou-a/);
    const warn = runChatCommand(slack, '/bulwark subscribe aws/org/ou-b');
    expect(warn.level).toBe('warning');
    expect(warn.text).toMatch(/approver at: aws\/org\/ou-a/);
    expect(runChatCommand(slack, '/bulwark subscribe').level).toBe('warning');
    expect(runChatCommand({ ...slack, place: 'privateChannel' }, '/bulwark subscribe aws/org/ou-a').text).toMatch(/add the app/);
  });

  it('unsubscribes from every approver scope without a scope', () => {
    const r = runChatCommand({ ...slack, subscriptions: ['aws/org/ou-a'] }, '/bulwark unsubscribe');
    expect(r.subscriptions).toEqual([]);
  });

  it('registers only with the login e-mail; mentions do nothing in a direct message', () => {
    expect(runChatCommand({ ...slack, slackEmail: 'a@other.com' }, '/bulwark register').level).toBe('error');
    expect(runChatCommand(slack, '/bulwark register').level).toBe('ok');
    expect(runChatCommand({ ...slack, place: 'directMessage' }, '@Bulwark').level).toBe('silent');
    expect(runChatCommand(slack, '@Bulwark').text).toMatch(/\/bulwark help/);
  });

  it('Teams: jit not from a group chat; registration completes only through an administrator', () => {
    const teams: ChatSession = { ...slack, app: 'teams', place: 'groupChat' };
    expect(runChatCommand(teams, 'jit').level).toBe('error');
    expect(runChatCommand({ ...teams, place: 'personalChat' }, 'jit').level).toBe('ok');
    expect(runChatCommand({ ...teams, authorizerIsAdmin: false }, 'configure').level).toBe('error');
    expect(runChatCommand(teams, '@Bulwark').text).toMatch(/configure/);
  });

  it('never throws on any input', () => {
    fc.assert(fc.property(fc.string(), (line) => expect(typeof runChatCommand(slack, line).text).toBe('string')));
  });
});

describe('approvers', () => {
  const tree = Object.fromEntries(EXAMPLE_SCOPES.map((s) => [s, ['old@example.com']]));
  it('only an Administrator assigns; override gives every scope beneath the same approvers', () => {
    const input = { scope: 'aws/example-org/ou-apps', emails: ['new@example.com'], overrideChildScopes: false };
    expect(assignApprovers(tree, { ...input, actorRoles: ['approver'] })).toMatchObject({ ok: false });
    const plain = assignApprovers(tree, { ...input, actorRoles: ['administrator'] });
    expect(plain.ok && plain.changed).toEqual(['aws/example-org/ou-apps']);
    const over = assignApprovers(tree, { ...input, actorRoles: ['administrator'], overrideChildScopes: true });
    expect(over.ok && over.changed).toHaveLength(3);
    expect(over.ok && over.tree['aws/example-org/ou-data']).toEqual(['old@example.com']);
  });
});

describe('other widgets', () => {
  it('e-mail: both decisions need a justification; senders without service-desk access are ignored', () => {
    expect(actOnEmail({ decision: 'deny', justification: ' ', senderHasServiceDeskAccess: true }).result).toBe('refused');
    expect(actOnEmail({ decision: 'approve', justification: 'ok', senderHasServiceDeskAccess: false }).result).toBe('ignored');
    expect(actOnEmail({ decision: 'approve', justification: 'ok', senderHasServiceDeskAccess: true }).result).toBe('approved');
  });

  it('audit log: the time range keeps only newer entries, newest first', () => {
    expect(filterAuditLog(EXAMPLE_AUDIT_LOG, '24h', EXAMPLE_NOW).map((e) => e.action)).toEqual(['SubmitControls', 'AddExceptionIdentity']);
    expect(filterAuditLog(EXAMPLE_AUDIT_LOG, 'all', EXAMPLE_NOW)).toHaveLength(EXAMPLE_AUDIT_LOG.length);
  });

  it('hero cards: Account Usage and the 30-day window', () => {
    expect(accountUsageLabel({ used: 2, accounts: 5, hasUsageData: true })).toBe('2 of 5');
    expect(accountUsageLabel({ used: 1, accounts: 1, hasUsageData: true })).toBe('1 of 1');
    expect(accountUsageLabel({ used: 3, accounts: 5, hasUsageData: false })).toBe('Coming soon');
    expect(isUnusedService(0, 30 * DAY_MS)).toBe(false);
    expect(isUnusedService(0, 31 * DAY_MS)).toBe(true);
  });

  it('protect panel: removal is permanent, re-add by full ARN, protect per account', () => {
    const arn = EXAMPLE_PANEL[0].sensitiveAccessRequired[0];
    const removed = removeSensitiveAccess(EXAMPLE_PANEL, EXAMPLE_PANEL[0].account, arn);
    expect(removed.ok && removed.accounts[0].sensitiveAccessRequired).not.toContain(arn);
    expect(addSensitiveAccess(EXAMPLE_PANEL, EXAMPLE_PANEL[0].account, 'arn:aws:iam::*:role/x').ok).toBe(false);
    const back = removed.ok ? addSensitiveAccess(removed.accounts, EXAMPLE_PANEL[0].account, arn) : removed;
    expect(back.ok && back.accounts[0].sensitiveAccessRequired).toContain(arn);
    const one = protectAccount(EXAMPLE_PANEL, EXAMPLE_PANEL[0].account);
    expect(one.ok && scopeStatus(one.accounts)).toBe('partiallyProtectedPending');
  });

  it('StackSet: 409 while suspended instances remain; the manual fix settings are the documented ones', () => {
    expect(deleteMainStack(1)).toMatchObject({ ok: false, status: 409 });
    expect(deleteMainStack(0).ok).toBe(true);
    expect(settingProblems(MANUAL_FIX)).toEqual([]);
    expect(settingProblems({ ...MANUAL_FIX, retainStacks: false, failureTolerancePercent: 50 })).toHaveLength(2);
  });

  it('SSO: user first, valid matching e-mail, domain', () => {
    const ok = { userCreated: true, invitedEmail: 'a@example.com', idpEmail: 'A@example.com', ssoDomain: 'example.com' };
    expect(checkSsoReadiness(ok).ready).toBe(true);
    expect(checkSsoReadiness({ ...ok, userCreated: false }).ready).toBe(false);
    expect(checkSsoReadiness({ ...ok, idpEmail: 'b@example.com' }).checks.filter((c) => !c.passed)).toHaveLength(1);
    expect(checkSsoReadiness({ ...ok, ssoDomain: 'other.com' }).ready).toBe(false);
  });

  it('roles and recovery', () => {
    expect(roleChangeNote('viewer', 'administrator')).toMatch(/logs out and logs in again/);
    expect(RECOVERIES.emergencyStop.button).toBe('Resubmit Existing Controls');
    expect(RECOVERIES.removedFromApp.button).toBe('Submit all changes');
  });

  it('glossary: every status links to a page that embeds its diagram', () => {
    for (const id of MACHINE_IDS) {
      const file = path.join('content', `${DIAGRAM_PAGES[id]}.mdx`);
      expect([id, readFileSync(file, 'utf8').includes(`<StateDiagram machine="${id}" />`)]).toEqual([id, true]);
    }
    const terms = diagramTerms(machines);
    expect(findTerms(terms, 'expired').map((t) => t.term)).toContain('Expired');
  });
});

describe('Markdown of the model components', () => {
  it('exists for every model component a page can use', () => {
    const model = MDX_COMPONENT_NAMES.filter((n) => !['Admonition', 'GraphQLOperations', 'ApiName'].includes(n));
    expect([...MARKDOWN_COMPONENTS].sort()).toEqual([...model].sort());
  });

  it('is GFM without JSX, and names a bad component', () => {
    for (const name of MARKDOWN_COMPONENTS) {
      const md = componentMarkdown(name, { machine: 'podRequest', card: 'unusedServices' });
      expect(md.length).toBeGreaterThan(20);
      expect(md).not.toMatch(/<[A-Z]/);
    }
    expect(componentMarkdown('StatusTable', { machine: 'podRequest' })).toMatch(/\| Expired \|/);
    expect(componentMarkdown('StatusTable', { machine: 'podRequest' })).not.toMatch(/Expired \(final\)/);
    expect(() => componentMarkdown('Nope')).toThrow(/Nope/);
    expect(() => componentMarkdown('StateDiagram', { machine: 'x' })).toThrow(/StateDiagram/);
    expect(() => componentMarkdown('HeroCard', { card: 'toString' })).toThrow(/HeroCard/);
    expect(docTableMarkdown({ caption: 'a|b', columns: ['x'], rows: [['1|2']] })).toContain('1\\|2');
  });
});
