'use client';
// A small Slack or Teams console: pick where you type, type a command or an app mention, and see what follows under
// the rules of lib/domain/chatops (registration e-mail, approver scopes, a friendly name is a scope that does not exist, private
// channels, mentions in direct messages, Teams jit from a group chat). The apps' own wording is not quoted.
import { useId, useState } from 'react';
import { APP_MENTION, CHAT_COMMANDS, CHAT_PLACE_LABELS, CHAT_PLACES, runChatCommand, type ChatApp, type ChatPlace, type ChatReply } from '@/lib/domain/chatops';
import styles from './controls.module.css';
import { useHydrated } from './useHydrated';

const KNOWN_SCOPES = [
  { scope: 'aws/example-org/ou-apps', friendlyName: 'Applications' },
  { scope: 'aws/example-org/ou-data', friendlyName: 'Data' },
];
const APPROVER_SCOPES = ['aws/example-org/ou-apps'];

export default function ChatConsole({ app, place: startPlace }: { app: ChatApp; place?: ChatPlace }) {
  const id = useId();
  const ready = useHydrated();
  const [place, setPlace] = useState<ChatPlace>(startPlace && CHAT_PLACES[app].includes(startPlace) ? startPlace : CHAT_PLACES[app][0]);
  const [appAdded, setAppAdded] = useState(false);
  const [slackEmail, setSlackEmail] = useState('alice@example.com');
  const [line, setLine] = useState(app === 'slack' ? '/bulwark subscribe aws/example-org/ou-apps' : 'jit');
  const [subscriptions, setSubscriptions] = useState<string[]>([]);
  const [log, setLog] = useState<{ line: string; reply: ChatReply }[]>([]);

  function send(text = line) {
    const reply = runChatCommand(
      { app, place, appAdded, slackEmail, loginEmail: 'alice@example.com', approverScopes: APPROVER_SCOPES, knownScopes: KNOWN_SCOPES, subscriptions },
      text,
    );
    setSubscriptions(reply.subscriptions);
    setLog([{ line: text, reply }, ...log].slice(0, 5));
  }

  const examples = [...CHAT_COMMANDS[app].map((c) => c.command.replace(' [scope]', app === 'slack' ? ' Applications' : '')), APP_MENTION];

  return (
    <section className={styles.island} data-testid="chat-console" data-app={app} data-ready={String(ready)} aria-labelledby={`${id}-title`}>
      <p className={styles.title} id={`${id}-title`}>
        Try the {app === 'slack' ? 'Slack' : 'Teams'} commands
      </p>
      <p className={styles.muted}>
        You are alice@example.com, an approver at {APPROVER_SCOPES.join(', ')}. Scopes: {KNOWN_SCOPES.map((k) => `${k.scope} (${k.friendlyName})`).join(', ')}.
      </p>
      <fieldset className={styles.options}>
        <legend>Where you type</legend>
        <label className={styles.option}>
          <span>Place</span>
          <select value={place} onChange={(e) => setPlace(e.target.value as ChatPlace)} data-testid="chat-place">
            {CHAT_PLACES[app].map((p) => (
              <option key={p} value={p}>
                {CHAT_PLACE_LABELS[p]}
              </option>
            ))}
          </select>
        </label>
        {app === 'slack' && place === 'privateChannel' && (
          <label className={styles.check}>
            <input type="checkbox" checked={appAdded} onChange={(e) => setAppAdded(e.target.checked)} data-testid="chat-app-added" />
            The app is added to the channel
          </label>
        )}
        {app === 'slack' && (
          <label className={styles.option}>
            <span>Your Slack e-mail (you log in to Bulwark as alice@example.com)</span>
            <input value={slackEmail} onChange={(e) => setSlackEmail(e.target.value)} data-testid="chat-slack-email" autoComplete="off" />
          </label>
        )}
      </fieldset>
      <form
        className={styles.row}
        onSubmit={(e) => {
          e.preventDefault();
          send();
        }}
      >
        <label className={styles.field}>
          <span>Message</span>
          <input
            value={line}
            onChange={(e) => setLine(e.target.value)}
            data-testid="chat-input"
            autoComplete="off"
            spellCheck={false}
            list={`${id}-examples`}
          />
        </label>
        <datalist id={`${id}-examples`}>
          {examples.map((x) => (
            <option key={x} value={x} />
          ))}
        </datalist>
        <p>
          <button type="submit" className={styles.button} data-testid="chat-send">
            Send
          </button>
        </p>
      </form>
      <div className={styles.outcome} aria-live="polite" data-testid="chat-reply" data-level={log[0]?.reply.level ?? 'none'}>
        {log.length === 0 ? (
          <p className={styles.muted}>Send a command to see what happens.</p>
        ) : (
          <ul>
            {log.map((l, i) => (
              <li key={log.length - i} className={l.reply.level === 'error' ? styles.problem : l.reply.level === 'warning' ? styles.warning : undefined}>
                <code>{l.line}</code>: {l.reply.text}
              </li>
            ))}
          </ul>
        )}
      </div>
      {app === 'slack' && <p data-testid="chat-subscriptions">Subscribed scopes: {subscriptions.length ? subscriptions.join(', ') : 'none'}</p>}
    </section>
  );
}
