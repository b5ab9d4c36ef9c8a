// ChatOps: what a line typed in Slack or Teams leads to (CHAT_OUTCOMES).
import fc from 'fast-check';
import { APP_MENTION, CHAT_COMMANDS, CHAT_OUTCOMES, CHAT_PLACES, runChatCommand, VALIDATION_RULES, type ChatSession } from '@/lib/domain';

const slack: ChatSession = {
  app: 'slack',
  place: 'channel',
  appAdded: false,
  slackEmail: 'ann@example.com',
  loginEmail: 'ann@example.com',
  approverScopes: ['aws/org/ou', 'aws/org/ou2'],
  knownScopes: [
    { scope: 'aws/org/ou', friendlyName: 'Production' },
    { scope: 'aws/org/ou2', friendlyName: 'Staging' },
    { scope: 'aws/org/ou3', friendlyName: 'Sandbox' },
  ],
  subscriptions: ['aws/org/ou2', 'aws/org/ou3'],
};
const teams: ChatSession = { ...slack, app: 'teams', place: 'groupChat' };

describe('app mentions', () => {
  it('show the help in a Slack channel and in a Teams group chat', () => {
    expect(runChatCommand(slack, `${APP_MENTION} hi`)).toMatchObject({ level: 'ok', outcome: 'mention-help' });
    expect(runChatCommand(teams, APP_MENTION)).toMatchObject({ level: 'ok', outcome: 'mention-help' });
  });

  it('in a Teams chat that is not a group chat, point to the help command rather than show help', () => {
    const r = runChatCommand({ ...teams, place: 'otherChat' }, APP_MENTION);
    expect(r).toMatchObject({ level: 'silent', outcome: 'mention-not-described' });
    expect(r.text).toMatch(/shows the help in a group chat; in another chat, use the help command/);
  });

  it("say where they show help and where they do not work, in the docs' terms and no more", () => {
    // The console's text form lists these outcomes as its rules, so each names where it holds.
    expect(CHAT_OUTCOMES['mention-help']).toMatch(/Slack channel/);
    expect(CHAT_OUTCOMES['mention-help']).toMatch(/Teams group chat/);
    expect(CHAT_OUTCOMES['mention-not-here']).toMatch(/does not work in a Slack direct message or the app Messages tab/);
    expect(CHAT_OUTCOMES['mention-not-here']).not.toMatch(/nothing happens/i);
  });

  it('do not work in a Slack direct message or the app Messages tab', () => {
    for (const place of ['directMessage', 'messagesTab'] as const) {
      const r = runChatCommand({ ...slack, place }, APP_MENTION);
      expect(r).toMatchObject({ level: 'silent', outcome: 'mention-not-here', text: CHAT_OUTCOMES['mention-not-here'] });
      expect(r.subscriptions).toEqual(slack.subscriptions);
    }
  });
});

describe('Slack commands', () => {
  it('register only with the e-mail used to log in to the firewall', () => {
    expect(runChatCommand(slack, '/bulwark register').outcome).toBe('registered');
    const r = runChatCommand({ ...slack, slackEmail: 'ann@other.com' }, '/bulwark register');
    expect(r).toMatchObject({ level: 'error', outcome: 'slack-email', text: VALIDATION_RULES['slack-email'] });
  });

  it('subscribe an approver at the cloud scope identifier', () => {
    const r = runChatCommand(slack, '/bulwark subscribe aws/org/ou');
    expect(r).toMatchObject({ level: 'ok', outcome: 'subscribed' });
    expect(r.subscriptions).toEqual(['aws/org/ou2', 'aws/org/ou3', 'aws/org/ou']);
  });

  it('answer the friendly name of a scope with the error the docs give: the scope does not exist', () => {
    const r = runChatCommand(slack, '/bulwark subscribe Production');
    expect(r).toMatchObject({ level: 'error', outcome: 'scope-missing', subscriptions: slack.subscriptions });
    expect(r.text).toMatch(/^An error: the scope you gave does not exist/);
    expect(Object.keys(CHAT_OUTCOMES)).not.toContain('friendly-name');
  });

  it('need the app added first in a private channel', () => {
    const priv = { ...slack, place: 'privateChannel' as const };
    for (const line of ['/bulwark subscribe aws/org/ou', '/bulwark unsubscribe']) {
      expect(runChatCommand(priv, line)).toMatchObject({ level: 'warning', outcome: 'private-channel', subscriptions: slack.subscriptions });
      // The docs give the rule, not the app's reply: the console says the rule and invents no error.
      expect(runChatCommand(priv, line).text).toBe('For a private channel the app must first be added.');
    }
    expect(runChatCommand({ ...priv, appAdded: true }, '/bulwark subscribe aws/org/ou').outcome).toBe('subscribed');
  });

  it('warn with the approver scopes when subscribing without a scope or without approver rights there', () => {
    for (const line of ['/bulwark subscribe', '/bulwark subscribe aws/org/ou3']) {
      const r = runChatCommand(slack, line);
      expect(r).toMatchObject({ level: 'warning', outcome: 'needs-approver-scope' });
      expect(r.text).toContain('aws/org/ou, aws/org/ou2');
    }
  });

  it('refuse a scope that does not exist', () => {
    expect(runChatCommand(slack, '/bulwark subscribe aws/nope').outcome).toBe('scope-missing');
  });

  it('unsubscribe without a scope removes every scope where the user is approver, and only those', () => {
    const r = runChatCommand(slack, '/bulwark unsubscribe');
    expect(r).toMatchObject({ level: 'ok', outcome: 'unsubscribe-all', subscriptions: ['aws/org/ou3'] });
  });

  it('unsubscribe from one scope, or report that the channel has no such subscription', () => {
    expect(runChatCommand(slack, '/bulwark unsubscribe aws/org/ou2')).toMatchObject({ outcome: 'unsubscribed', subscriptions: ['aws/org/ou3'] });
    expect(runChatCommand(slack, '/bulwark unsubscribe aws/org/ou')).toMatchObject({ level: 'error', outcome: 'unsubscribe-none' });
  });

  it('start a just-in-time request with jit request; anything else is not a command', () => {
    expect(runChatCommand(slack, '/bulwark jit request').outcome).toBe('jit-started');
    for (const line of ['/bulwark jit', '/bulwark dance', 'hello', 'configure']) {
      // No reply of the app's is invented for a line that is no command: the console points to the commands table.
      expect(runChatCommand(slack, line)).toMatchObject({ level: 'silent', outcome: 'unknown' });
      expect(runChatCommand(slack, line).text).toMatch(/Not one of the app's commands: see the commands table/);
    }
  });
});

describe('Teams commands', () => {
  it('refuse jit in a group chat and start it elsewhere', () => {
    expect(runChatCommand(teams, 'jit')).toMatchObject({ level: 'error', outcome: 'teams-jit-group-chat' });
    expect(runChatCommand({ ...teams, place: 'otherChat' }, 'jit')).toMatchObject({ level: 'ok', outcome: 'jit-started' });
  });

  it('configure starts a registration that an administrator must finish; help and unregister answer', () => {
    expect(runChatCommand(teams, 'configure').text).toMatch(/only when a Bulwark administrator finishes the authorization/);
    expect(runChatCommand(teams, 'help').outcome).toBe('help');
    expect(runChatCommand(teams, 'unregister').outcome).toBe('unregistered');
    expect(runChatCommand(teams, '/bulwark register').outcome).toBe('unknown');
  });
});

describe('commands of the docs', () => {
  it('are the Slack and Teams commands the docs list', () => {
    expect(CHAT_COMMANDS.slack.map((c) => c.command)).toEqual([
      '/bulwark register',
      '/bulwark unregister',
      '/bulwark help',
      '/bulwark jit request',
      '/bulwark subscribe [scope]',
      '/bulwark unsubscribe [scope]',
    ]);
    expect(CHAT_COMMANDS.teams.map((c) => c.command)).toEqual(['configure', 'unregister', 'jit', 'help']);
  });

  it('property: any line in any place gets a known outcome and never throws', () => {
    const places = [...CHAT_PLACES.slack.map((place) => ({ ...slack, place })), ...CHAT_PLACES.teams.map((place) => ({ ...teams, place }))];
    fc.assert(
      fc.property(
        fc.constantFrom(...places),
        fc.string({ maxLength: 40 }),
        fc.constantFrom('', '/bulwark ', '/bulwark subscribe ', APP_MENTION),
        (session, line, prefix) => {
          const r = runChatCommand(session, prefix + line);
          expect([...Object.keys(CHAT_OUTCOMES), 'slack-email']).toContain(r.outcome);
          expect(r.text.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 500 },
    );
  });
});
