// The sandbox panel under a sample: Run, Deploy staged changes (under a mutation, while something is staged: a read-only
// query never offers it; it says what it deployed), Reset organization, the JSON result as text (never as HTML), and
// the query and variables behind "Edit the query and variables". The sample right above already shows the query
// highlighted, so the panel does not repeat it as plain text until the reader asks to edit it. Plain DOM rather than
// React: the panel is built once after the first Run, and keeping React out of the sandbox chunk keeps the page's own
// chunks exactly as they were.
import { CHANGE_KIND_LABELS } from '@/lib/domain/changeSet';
import { formatResult, type DeployReport, type ReachedAccount, type Sandbox } from '@/lib/sandbox';
import styles from './panel.module.css';

export interface PanelOptions {
  load: () => Promise<Sandbox>;
  query: string;
  variables: string;
  /** What the sample is, for the panel's accessible name. */
  label: string;
}

let panels = 0;
/**
 * Every open panel's Deploy button follows the one simulated organization they share; the value says whether the
 * panel's last Run was a mutation (a query only reads, so its panel has nothing of its own to deploy).
 */
const deployButtons = new Map<HTMLButtonElement, boolean>();

function element<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, children: (Node | string)[] = []) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

function plural(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

/** "a", "a and b", "a, b and c". */
function listed(items: string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const accountNames = (accounts: ReachedAccount[]) => listed(accounts.map((a) => `${a.name} (${a.id})`));

/**
 * What a deploy did, in words: the Pending Changes entries it deployed (one per change staged, however many accounts
 * it reaches), the region and third-party changes with them, and the accounts reached; then one line per change.
 */
export function describeDeploy(report: DeployReport): { message: string; lines: string[] } {
  const entries = `${report.entries.length} Pending Changes ${report.entries.length === 1 ? 'entry' : 'entries'}`;
  const regions = report.controls.filter((c) => c.kind === 'region').length;
  const parties = report.controls.length - regions;
  const others = [regions ? plural(regions, 'region change') : '', parties ? plural(parties, 'third-party change') : ''].filter(Boolean);
  const message = `Deployed ${listed([entries, ...others])} (simulated), reaching ${plural(report.accounts.length, 'account')}. Run a query to see the new statuses.`;
  const lines = [
    ...report.entries.map((e) => `${CHANGE_KIND_LABELS[e.kind]}: ${e.subject} at ${e.scope}, in ${accountNames(e.accounts)}`),
    ...report.controls.map((c) => `${c.kind === 'region' ? 'Region' : 'Third party'} ${c.subject} ${c.status}, in ${accountNames(c.accounts)}`),
  ];
  return { message, lines };
}

function codeBox(id: string, value: string, maxRows: number): HTMLTextAreaElement {
  const box = document.createElement('textarea');
  Object.assign(box, { id, className: styles.code, value, rows: Math.min(maxRows, value.split('\n').length + 1), spellcheck: false });
  // Code keeps its lines: long ones scroll sideways inside the box instead of wrapping.
  for (const name of ['autocapitalize', 'autocorrect', 'wrap']) box.setAttribute(name, 'off');
  return box;
}

/** Shows Deploy in every mutation's panel while the shared organization has staged changes, and hides it otherwise. */
function followStaged(sandbox: Sandbox): void {
  const staged = sandbox.staged() > 0;
  for (const [button, mutation] of deployButtons) button.hidden = !(staged && mutation);
}

/**
 * Puts the outcome where the reader looks: the status line scrolls into view (clear of the sticky bars, see
 * panel.module.css) when the result's top is out of sight, and focus moves to the result, so keyboard and screen
 * reader users land on it; without a result the status line's live region announces the message.
 */
function reveal(status: HTMLElement, result: HTMLElement): void {
  const target = result.hidden ? status : result;
  const box = target.getBoundingClientRect();
  if (box.top < 100 || box.top > window.innerHeight - 120) {
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    status.scrollIntoView({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
  }
  if (!result.hidden) result.focus({ preventScroll: true });
}

/** Builds the panel into `host` and returns its run function (the sample's Run button calls it again later). */
export function openPanel(host: Element, { load, query, variables, label }: PanelOptions): () => Promise<void> {
  panels += 1;
  const id = `sandbox-${panels}`;
  const queryBox = codeBox(`${id}-query`, query, 16);
  const variablesBox = codeBox(`${id}-variables`, variables, 12);
  const status = element('p', { className: styles.status, textContent: 'Loading the sandbox…' });
  status.setAttribute('role', 'status');
  status.setAttribute('aria-live', 'polite');
  const result = element('pre', { className: styles.result, hidden: true, tabIndex: 0 });
  result.setAttribute('aria-label', 'Result');

  // What the last deploy reached, one change to a line, under the status line.
  const deployed = element('ul', { className: styles.deployed, hidden: true });
  deployed.setAttribute('aria-label', 'Deployed');

  const show = (message: string, output?: string, lines: string[] = []) => {
    status.textContent = message;
    result.textContent = output ?? '';
    result.hidden = output === undefined;
    deployed.replaceChildren(...lines.map((line) => element('li', { textContent: line })));
    deployed.hidden = lines.length === 0;
  };

  const run = async () => {
    try {
      const sandbox = await load();
      const outcome = await sandbox.run(queryBox.value, variablesBox.value);
      deployButtons.set(deployButton, outcome.ok && outcome.operation === 'mutation');
      followStaged(sandbox);
      if (!outcome.ok) show(outcome.message);
      else {
        const errors = outcome.result.errors?.length ?? 0;
        show(errors ? `Ran with ${plural(errors, 'error')}: see the errors array.` : 'Ran: the result is below.', formatResult(outcome.result));
      }
    } catch {
      show('The sandbox could not load its schema. Check your connection and press Run again.');
    }
    reveal(status, result);
  };
  const deploy = async () => {
    const sandbox = await load();
    const { message, lines } = describeDeploy(sandbox.deploy());
    followStaged(sandbox);
    show(message, undefined, lines);
  };
  const reset = async () => {
    const sandbox = await load();
    sandbox.reset();
    followStaged(sandbox);
    show('The simulated organization is back to its starting example data.');
  };
  const button = (text: string, action: () => Promise<void>, primary = false) => {
    const b = element('button', { type: 'button', textContent: text, className: primary ? styles.primary : '' });
    b.addEventListener('click', () => void action());
    return b;
  };
  const deployButton = button('Deploy staged changes', deploy);
  deployButton.hidden = true;
  deployButtons.set(deployButton, false);

  const panel = element('section', { className: styles.panel }, [
    element('p', { className: styles.notice }, [
      element('strong', { textContent: 'Simulated organization with example data.' }),
      ' This runs in your browser against a simulation; nothing is sent to Bulwark or anywhere else. Its changes last until you reset it or leave the site.',
    ]),
    element('details', { className: styles.edit }, [
      element('summary', { textContent: 'Edit the query and variables' }),
      element('label', { className: styles.field, htmlFor: queryBox.id, textContent: 'Query' }),
      queryBox,
      element('label', { className: styles.field, htmlFor: variablesBox.id, textContent: 'Variables (JSON)' }),
      variablesBox,
    ]),
    element('div', { className: styles.actions }, [button('Run', run, true), deployButton, button('Reset organization', reset)]),
    status,
    deployed,
    result,
  ]);
  panel.setAttribute('aria-label', `Sandbox: ${label}`);
  panel.dataset.sandboxPanel = '';
  host.append(panel);
  return run;
}
