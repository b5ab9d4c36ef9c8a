// The text forms of the simulators: what each one does, and the rules of the model it applies, read from lib/domain.
import { CHAT_COMMANDS, CHAT_OUTCOMES, CHAT_PLACES, type ChatApp } from '../../domain/chatops';
import { changesMachine } from '../../domain/changes';
import { ACCESS_OUTCOMES, MATCH_CHECKS } from '../../domain/exemptions';
import { VALIDATION_RULES } from '../../domain/validators';
import { captioned, code, list, paragraph, strong, table } from './mdast';
import { machineText } from './machineText';
import { define } from './types';

export const ExemptionTester = define({
  kind: 'island',
  page: 'none',
  props: {},
  text: () => [
    paragraph(
      [strong('Exemption tester')],
      ': give an identity ARN, its kind and its scope to see which exemptions cover it, then what happens to its action.',
    ),
    list(Object.values(MATCH_CHECKS)),
    list(Object.values(ACCESS_OUTCOMES)),
  ],
});

export const PendingChangesSimulator = define({
  kind: 'island',
  page: 'text',
  props: {},
  text: () => machineText(changesMachine),
});

/** An app's commands as a table in the page itself: readable without JavaScript, beside the console, never inside it. */
export const ChatCommands = define({
  kind: 'markdown',
  page: 'text',
  props: { app: { required: true, values: ['slack', 'teams'] } },
  text: ({ props }) => {
    const app: ChatApp = props.app === 'teams' ? 'teams' : 'slack';
    return captioned(
      app === 'slack' ? 'Slack commands' : 'Teams commands',
      table(
        ['Command', 'What it does'],
        CHAT_COMMANDS[app].map((c) => [[code(c.command)], c.does]),
      ),
    );
  },
});

const SLACK_NOTES = ['mention-help', 'mention-not-here', 'private-channel', 'needs-approver-scope', 'scope-missing'] as const;

/** A console's text form: what it lets the reader try and the rules it applies (the commands are in ChatCommands). */
function consoleText(app: ChatApp, notes: readonly (keyof typeof CHAT_OUTCOMES)[]) {
  return [
    paragraph(
      [strong(app === 'slack' ? 'Slack console' : 'Teams console')],
      ': type a command where you would type it, and see what follows under these rules.',
    ),
    list(notes.map((id) => CHAT_OUTCOMES[id])),
  ];
}

export const SlackConsole = define({
  kind: 'island',
  page: 'none',
  props: { place: { values: CHAT_PLACES.slack } },
  text: () => consoleText('slack', SLACK_NOTES),
});

export const TeamsConsole = define({
  kind: 'island',
  page: 'none',
  props: {},
  // The commands table above the console already says where `jit` does not start; its text form does not say it again.
  text: () => consoleText('teams', ['mention-help']),
});

export const WebhookChecker = define({
  kind: 'island',
  page: 'none',
  props: {},
  text: () => [
    paragraph([strong('Webhook checker')], ': fill in a webhook as for BulwarkWebhookCreate to see which rules it breaks.'),
    list(['webhook-post', 'webhook-https', 'webhook-auth', 'webhook-wildcard'].map((id) => VALIDATION_RULES[id as keyof typeof VALIDATION_RULES])),
  ],
});
