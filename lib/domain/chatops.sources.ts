// The spec's words behind the ChatOps commands and outcomes (chatops.ts). Read by the sources check and the tests only.
import type { Sources } from './sourcesType';

const SLACK = 'Slack commands: /{product} register, unregister, help, jit request, subscribe [scope], unsubscribe [scope]';
const TEAMS = 'Teams commands: configure, unregister, jit, help';
const SUBSCRIBE = 'Slack subscribe/unsubscribe: only approvers at the scope';
const MENTION = 'An app mention in a Slack channel or Teams group chat shows help';

export const chatopsSources: Sources = {
  'chat.slack.register': [SLACK, 'Slack install and registration: email must match the email used to log in to the firewall'],
  'chat.slack.unregister': SLACK,
  'chat.slack.help': SLACK,
  'chat.slack.jit request': [SLACK, 'Permissions on Demand (PoD, also called just-in-time, JIT)'],
  'chat.slack.subscribe': [SLACK, SUBSCRIBE],
  'chat.slack.unsubscribe': [SLACK, 'Unsubscribe without a scope removes all scopes where the user is approver'],
  'chat.teams.configure': [TEAMS, 'Teams registration completes only when a product admin finishes authorization'],
  'chat.teams.unregister': TEAMS,
  'chat.teams.jit': [TEAMS, 'JIT cannot start from group chat'],
  'chat.teams.help': TEAMS,
  'chat.outcome.mention-help': MENTION,
  'chat.outcome.mention-not-here': 'in Slack it does not work in direct messages or the app Messages tab',
  'chat.outcome.registered': 'Slack install and registration: email must match the email used to log in to the firewall',
  'chat.outcome.unregistered': [SLACK, TEAMS],
  'chat.outcome.help': [SLACK, TEAMS],
  'chat.outcome.jit-started': ['Permissions on Demand (PoD, also called just-in-time, JIT): a blocked user requests access', SLACK],
  'chat.outcome.teams-jit-group-chat': 'JIT cannot start from group chat',
  'chat.outcome.teams-configure': 'Teams registration completes only when a product admin finishes authorization',
  'chat.outcome.private-channel': 'for a private channel the app must first be added',
  'chat.outcome.needs-approver-scope': 'Subscribing without a scope or without approver rights gives a warning listing scopes where the user is approver',
  'chat.outcome.not-approver': [
    'Slack subscribe/unsubscribe: only approvers at the scope',
    'Slack subscribe errors: scope does not exist, not approver at scope',
  ],
  'chat.outcome.scope-missing': ['Slack subscribe errors: scope does not exist', 'scope must be the cloud scope identifier, not the friendly name'],
  'chat.outcome.subscribed': [SLACK, SUBSCRIBE],
  'chat.outcome.unsubscribe-all': 'Unsubscribe without a scope removes all scopes where the user is approver',
  'chat.outcome.unsubscribed': [SLACK, SUBSCRIBE],
  'chat.outcome.unsubscribe-none': 'unsubscribing a nonexistent subscription',
  'chat.outcome.unknown': [SLACK, TEAMS],
  'chat.outcome.mention-not-described': MENTION,
};
