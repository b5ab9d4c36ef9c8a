// ChatOps commands of the Slack and Teams apps and what each leads to: the Slack registration e-mail must be the
// firewall login e-mail, subscriptions need approver rights at the scope and the scope identifier, a private channel
// needs the app added first, an app mention shows help in a channel or Teams group chat but not in a Slack direct
// message or Messages tab, and Teams `jit` does not start from a group chat. A scope's friendly name gets the error of
// a scope that does not exist, the error the docs list. The apps' own wording is not given, so
// outcomes say what happens rather than quote the app; where the docs say nothing (a line that is no command, a Teams
// mention outside a group chat) the console points to the commands or the help, never a reply of its own.
import { parseScope } from './scope';
import { validateSlackEmail } from './validators';

export type ChatApp = 'slack' | 'teams';
export type ChatPlace = 'channel' | 'privateChannel' | 'directMessage' | 'messagesTab' | 'groupChat' | 'otherChat';

export const CHAT_PLACES: Record<ChatApp, readonly ChatPlace[]> = {
  slack: ['channel', 'privateChannel', 'directMessage', 'messagesTab'],
  teams: ['groupChat', 'otherChat'],
};

export const CHAT_PLACE_LABELS: Record<ChatPlace, string> = {
  channel: 'A channel',
  privateChannel: 'A private channel',
  directMessage: 'A direct message',
  messagesTab: "The app's Messages tab",
  groupChat: 'A group chat',
  otherChat: 'A chat that is not a group chat',
};

export const CHAT_COMMANDS: Record<ChatApp, readonly { command: string; does: string }[]> = {
  slack: [
    { command: '/bulwark register', does: 'Registers you. Your Slack e-mail must be the e-mail you log in to Bulwark with.' },
    { command: '/bulwark unregister', does: 'Unregisters you.' },
    { command: '/bulwark help', does: 'Shows the help.' },
    { command: '/bulwark jit request', does: 'Starts a just-in-time (Permissions on Demand) request.' },
    { command: '/bulwark subscribe [scope]', does: 'Subscribes the channel to a scope where you are an approver.' },
    { command: '/bulwark unsubscribe [scope]', does: 'Unsubscribes from the scope; without a scope, from all scopes where you are an approver.' },
  ],
  teams: [
    { command: 'configure', does: 'Configures the app for Bulwark; the registration completes only when a Bulwark administrator finishes the authorization.' },
    { command: 'unregister', does: 'Unregisters the app.' },
    { command: 'jit', does: 'Starts a just-in-time (Permissions on Demand) request; not from a group chat.' },
    { command: 'help', does: 'Shows the help.' },
  ],
};

/** What a line leads to, by rule id; each has its quote in chatops.sources.ts. */
export const CHAT_OUTCOMES = {
  'mention-help': 'An app mention in a Slack channel or a Teams group chat shows the help.',
  'mention-not-here': 'An app mention does not work in a Slack direct message or the app Messages tab.',
  registered: 'You are registered.',
  unregistered: 'Unregistered.',
  help: 'The app shows its help.',
  'jit-started': 'A just-in-time (Permissions on Demand) request starts.',
  'teams-jit-group-chat': 'An error: a just-in-time request cannot start from a group chat.',
  'teams-configure': 'The registration completes only when a Bulwark administrator finishes the authorization.',
  'private-channel': 'For a private channel the app must first be added.',
  'needs-approver-scope': 'A warning lists the scopes where you are an approver: give one of them.',
  'not-approver': 'An error: only approvers at the scope can unsubscribe from it.',
  'scope-missing': 'An error: the scope you gave does not exist. A scope is its cloud scope identifier, never its friendly name.',
  subscribed: 'The channel is subscribed to the scope.',
  'unsubscribe-all': 'Unsubscribed from all scopes where you are an approver.',
  unsubscribed: 'Unsubscribed from the scope.',
  'unsubscribe-none': 'An error: the channel has no such subscription.',
  unknown: "Not one of the app's commands: see the commands table.",
  'mention-not-described': 'An app mention shows the help in a group chat; in another chat, use the help command.',
} as const;

export type ChatOutcome = keyof typeof CHAT_OUTCOMES;

export interface ChatSession {
  app: ChatApp;
  place: ChatPlace;
  /** Slack: has the app been added to this private channel? */
  appAdded: boolean;
  slackEmail: string;
  loginEmail: string;
  approverScopes: readonly string[];
  knownScopes: readonly { scope: string; friendlyName: string }[];
  subscriptions: readonly string[];
}

export interface ChatReply {
  level: 'ok' | 'warning' | 'error' | 'silent';
  outcome: ChatOutcome | 'slack-email';
  text: string;
  /** Subscriptions after the command. */
  subscriptions: string[];
}

export const APP_MENTION = '@Bulwark';

/** What one line typed in a place leads to. Never throws on input. */
export function runChatCommand(session: ChatSession, line: string): ChatReply {
  const subscriptions = [...session.subscriptions];
  const reply = (level: ChatReply['level'], outcome: ChatOutcome, subs = subscriptions, extra = ''): ChatReply => ({
    level,
    outcome,
    text: CHAT_OUTCOMES[outcome] + extra,
    subscriptions: subs,
  });
  const input = line.trim().replace(/\s+/g, ' ');
  if (input.toLowerCase().startsWith(APP_MENTION.toLowerCase())) {
    if (session.app === 'teams') return session.place === 'groupChat' ? reply('ok', 'mention-help') : reply('silent', 'mention-not-described');
    const quiet = session.place === 'directMessage' || session.place === 'messagesTab';
    return quiet ? reply('silent', 'mention-not-here') : reply('ok', 'mention-help');
  }
  if (session.app === 'teams') {
    const word = input.toLowerCase();
    if (word === 'configure') return reply('ok', 'teams-configure');
    if (word === 'unregister') return reply('ok', 'unregistered');
    if (word === 'help') return reply('ok', 'help');
    if (word === 'jit') return session.place === 'groupChat' ? reply('error', 'teams-jit-group-chat') : reply('ok', 'jit-started');
    return reply('silent', 'unknown');
  }
  const m = /^\/bulwark(?: (.*))?$/i.exec(input);
  const [word = '', ...rest] = (m?.[1] ?? '').split(' ');
  const arg = rest.join(' ');
  switch (m ? word.toLowerCase() : '') {
    case 'register': {
      const check = validateSlackEmail(session.slackEmail, session.loginEmail);
      return check.ok ? reply('ok', 'registered') : { level: 'error', outcome: 'slack-email', text: check.problems[0].message, subscriptions };
    }
    case 'unregister':
      return reply('ok', 'unregistered');
    case 'help':
      return reply('ok', 'help');
    case 'jit':
      return arg.toLowerCase() === 'request' ? reply('ok', 'jit-started') : reply('silent', 'unknown');
    case 'subscribe':
    case 'unsubscribe':
      return subscription(session, word.toLowerCase() === 'subscribe', arg.trim(), reply);
    default:
      return reply('silent', 'unknown');
  }
}

function subscription(
  session: ChatSession,
  subscribe: boolean,
  scope: string,
  reply: (level: ChatReply['level'], outcome: ChatOutcome, subs?: string[], extra?: string) => ChatReply,
): ChatReply {
  const listed = ` (${session.approverScopes.join(', ') || 'none'})`;
  if (session.place === 'privateChannel' && !session.appAdded) return reply('warning', 'private-channel');
  if (!subscribe && scope === '') {
    return reply(
      'ok',
      'unsubscribe-all',
      session.subscriptions.filter((s) => !session.approverScopes.includes(s)),
    );
  }
  if (scope === '') return reply('warning', 'needs-approver-scope', undefined, listed);
  // A friendly name is no scope: it meets the error the docs give for a scope that does not exist.
  if (!parseScope(scope).ok || !session.knownScopes.some((k) => k.scope === scope)) return reply('error', 'scope-missing');
  if (!session.approverScopes.includes(scope)) return subscribe ? reply('warning', 'needs-approver-scope', undefined, listed) : reply('error', 'not-approver');
  if (!subscribe) {
    return session.subscriptions.includes(scope)
      ? reply(
          'ok',
          'unsubscribed',
          session.subscriptions.filter((s) => s !== scope),
        )
      : reply('error', 'unsubscribe-none');
  }
  return reply('ok', 'subscribed', session.subscriptions.includes(scope) ? [...session.subscriptions] : [...session.subscriptions, scope]);
}
