// ChatOps commands of the Slack and Teams apps and what each answers, from the rules of spec sections 2, 5 and 8:
// Slack registration needs the firewall login e-mail, subscriptions need approver rights and the scope identifier,
// an app mention shows help in a channel or Teams group chat but not in a Slack direct message or Messages tab, and
// Teams `jit` does not start from a group chat. Wording of errors the docs do not give is ours and says what is wrong.
import { type DocTable } from './docTable';
import { checkSlackSubscription, validateSlackEmail } from './validators';

export type ChatApp = 'slack' | 'teams';
export type ChatPlace = 'channel' | 'privateChannel' | 'directMessage' | 'messagesTab' | 'groupChat' | 'personalChat';

export const CHAT_PLACES: Record<ChatApp, readonly ChatPlace[]> = {
  slack: ['channel', 'privateChannel', 'directMessage', 'messagesTab'],
  teams: ['personalChat', 'groupChat', 'channel'],
};

export const CHAT_PLACE_LABELS: Record<ChatPlace, string> = {
  channel: 'A channel',
  privateChannel: 'A private channel',
  directMessage: 'A direct message',
  messagesTab: "The app's Messages tab",
  groupChat: 'A group chat',
  personalChat: 'A personal chat with the app',
};

export const CHAT_COMMANDS: Record<ChatApp, readonly { command: string; does: string }[]> = {
  slack: [
    { command: '/bulwark register', does: 'Registers you; your Slack e-mail must be the one you log in to Bulwark with.' },
    { command: '/bulwark unregister', does: 'Removes your registration.' },
    { command: '/bulwark help', does: 'Shows the commands.' },
    { command: '/bulwark jit request', does: 'Starts a just-in-time (Permissions on Demand) request.' },
    { command: '/bulwark subscribe [scope]', does: 'Subscribes the channel to a scope where you are an approver.' },
    { command: '/bulwark unsubscribe [scope]', does: 'Unsubscribes from a scope; without a scope, from every scope where you are an approver.' },
  ],
  teams: [
    { command: 'configure', does: 'Registers the app; registration completes when a Bulwark administrator finishes the authorization.' },
    { command: 'unregister', does: 'Removes the registration.' },
    { command: 'jit', does: 'Starts a just-in-time (Permissions on Demand) request; not from a group chat.' },
    { command: 'help', does: 'Shows the commands.' },
  ],
};

export interface ChatSession {
  app: ChatApp;
  place: ChatPlace;
  /** Slack: has the app been added to this private channel? */
  appAdded: boolean;
  slackEmail: string;
  loginEmail: string;
  /** Teams: is the person finishing the authorization a Bulwark administrator? */
  authorizerIsAdmin: boolean;
  approverScopes: readonly string[];
  knownScopes: readonly { scope: string; friendlyName: string }[];
  subscriptions: readonly string[];
}

export interface ChatReply {
  level: 'ok' | 'warning' | 'error' | 'silent';
  text: string;
  /** Subscriptions after the command. */
  subscriptions: string[];
}

export const APP_MENTION = '@Bulwark';

function help(app: ChatApp): string {
  return `Commands: ${CHAT_COMMANDS[app].map((c) => c.command).join(', ')}.`;
}

/** What the app answers to one line typed in a place. Never throws on input. */
export function runChatCommand(session: ChatSession, line: string): ChatReply {
  const subscriptions = [...session.subscriptions];
  const reply = (level: ChatReply['level'], text: string, subs = subscriptions): ChatReply => ({ level, text, subscriptions: subs });
  const input = line.trim().replace(/\s+/g, ' ');
  if (input === '') return reply('warning', 'Type a command.');
  if (input.toLowerCase().startsWith(APP_MENTION.toLowerCase())) {
    if (session.app === 'slack' && (session.place === 'directMessage' || session.place === 'messagesTab')) {
      return reply('silent', 'Nothing happens: an app mention does not work in a direct message or the Messages tab.');
    }
    return reply('ok', help(session.app));
  }
  return session.app === 'slack' ? runSlack(session, input, reply) : runTeams(session, input, reply);
}

function runSlack(session: ChatSession, input: string, reply: (l: ChatReply['level'], t: string, s?: string[]) => ChatReply): ChatReply {
  const m = /^\/bulwark(?: (.*))?$/i.exec(input);
  if (!m) return reply('warning', `Slack commands start with /bulwark. ${help('slack')}`);
  const [word = '', ...rest] = (m[1] ?? '').split(' ');
  const arg = rest.join(' ');
  switch (word.toLowerCase()) {
    case 'register': {
      const check = validateSlackEmail(session.slackEmail, session.loginEmail);
      return check.ok ? reply('ok', 'Registered: Permissions on Demand requests reach you here.') : reply('error', check.problems[0].message);
    }
    case 'unregister':
      return reply('ok', 'Unregistered.');
    case 'help':
      return reply('ok', help('slack'));
    case 'jit':
      return arg.toLowerCase() === 'request'
        ? reply('ok', 'A just-in-time (Permissions on Demand) request is started.')
        : reply('warning', 'Use /bulwark jit request.');
    case 'subscribe':
    case 'unsubscribe': {
      const r = checkSlackSubscription({
        command: word.toLowerCase() as 'subscribe' | 'unsubscribe',
        scope: arg,
        approverScopes: session.approverScopes,
        knownScopes: session.knownScopes,
        subscriptions: session.subscriptions,
        channel: { isPrivate: session.place === 'privateChannel', appAdded: session.appAdded },
      });
      if (!r.ok) return reply(r.level, r.message);
      const next = session.subscriptions.filter((s) => !(r.unsubscribe ?? []).includes(s));
      for (const s of r.subscribe ?? []) if (!next.includes(s)) next.push(s);
      return reply('ok', r.message, next);
    }
    default:
      return reply('warning', `Unknown command. ${help('slack')}`);
  }
}

function runTeams(session: ChatSession, input: string, reply: (l: ChatReply['level'], t: string) => ChatReply): ChatReply {
  switch (input.toLowerCase()) {
    case 'configure':
      return session.authorizerIsAdmin
        ? reply('ok', 'Registration is complete: a Bulwark administrator finished the authorization.')
        : reply('error', 'The authorization fails: only a Bulwark administrator can finish it, so registration is not complete.');
    case 'unregister':
      return reply('ok', 'Unregistered.');
    case 'help':
      return reply('ok', help('teams'));
    case 'jit':
      return session.place === 'groupChat'
        ? reply('error', 'A just-in-time request cannot start from a group chat: use a personal chat with the app.')
        : reply('ok', 'A just-in-time (Permissions on Demand) request is started.');
    default:
      return reply('warning', `Unknown command. ${help('teams')}`);
  }
}

export function chatCommandsTable(app: ChatApp): DocTable {
  return {
    caption: app === 'slack' ? 'Slack commands' : 'Teams commands',
    columns: ['Command', 'What it does'],
    rows: CHAT_COMMANDS[app].map((c) => [c.command, c.does]),
    notes:
      app === 'slack'
        ? [
            'Mentioning the app in a channel shows the help; a mention does nothing in a direct message or the Messages tab.',
            'Subscribing without a scope, or at a scope where you are not an approver, gives a warning that lists the scopes where you are an approver.',
            'Give the cloud scope identifier, not the friendly name; add the app to a private channel first.',
          ]
        : [
            'Mentioning the app in a group chat shows the help.',
            'A Permissions on Demand request still arrives in a group chat, with a reminder to install the app.',
            'The bot shows as disabled when the permission policies are wrong.',
          ],
  };
}
