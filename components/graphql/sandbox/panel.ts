// The sandbox panel under a sample: editable query and variables, Run, Deploy staged changes, Reset organisation,
// and the JSON result as text (never as HTML). Plain DOM rather than React: the panel is built once after the first
// Run, and keeping React out of the sandbox chunk keeps the page's own chunks exactly as they were.
import { formatResult, type Sandbox } from '@/lib/sandbox';
import styles from './panel.module.css';

export interface PanelOptions {
  load: () => Promise<Sandbox>;
  query: string;
  variables: string;
  /** What the sample is, for the panel's accessible name. */
  label: string;
}

let panels = 0;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, children: (Node | string)[] = []) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

function plural(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

function codeBox(id: string, value: string, maxRows: number): HTMLTextAreaElement {
  const box = document.createElement('textarea');
  Object.assign(box, { id, className: styles.code, value, rows: Math.min(maxRows, value.split('\n').length + 1), spellcheck: false });
  // Code keeps its lines: long ones scroll sideways inside the box instead of wrapping.
  for (const name of ['autocapitalize', 'autocorrect', 'wrap']) box.setAttribute(name, 'off');
  return box;
}

/** Builds the panel into `host` and returns its run function (the sample's Run button calls it again later). */
export function openPanel(host: Element, { load, query, variables, label }: PanelOptions): () => Promise<void> {
  const id = `sandbox-${(panels += 1)}`;
  const queryBox = codeBox(`${id}-query`, query, 16);
  const variablesBox = codeBox(`${id}-variables`, variables, 12);
  const status = element('p', { className: styles.status, textContent: 'Loading the sandbox…' });
  status.setAttribute('role', 'status');
  status.setAttribute('aria-live', 'polite');
  const result = element('pre', { className: styles.result, hidden: true, tabIndex: 0 });
  result.setAttribute('aria-label', 'Result');

  const show = (message: string, output?: string) => {
    status.textContent = message;
    result.textContent = output ?? '';
    result.hidden = output === undefined;
  };

  const run = async () => {
    try {
      const outcome = await (await load()).run(queryBox.value, variablesBox.value);
      if (!outcome.ok) return show(outcome.message);
      const errors = outcome.result.errors?.length ?? 0;
      show(errors ? `Ran with ${plural(errors, 'error')}: see the errors array.` : 'Ran: the result is below.', formatResult(outcome.result));
    } catch {
      show('The sandbox could not load its schema. Check your connection and press Run again.');
    }
  };
  const deploy = async () => {
    const count = (await load()).deploy();
    show(count ? `Deployed ${plural(count, 'staged change')} (simulated). Run a query to see the new statuses.` : 'Nothing is staged, so there is nothing to deploy.');
  };
  const reset = async () => {
    (await load()).reset();
    show('The simulated organisation is back to its starting example data.');
  };
  const button = (text: string, action: () => Promise<void>, primary = false) => {
    const b = element('button', { type: 'button', textContent: text, className: primary ? styles.primary : '' });
    b.addEventListener('click', () => void action());
    return b;
  };

  const panel = element('section', { className: styles.panel }, [
    element('p', { className: styles.notice }, [
      element('strong', { textContent: 'Simulated organisation with example data.' }),
      ' This runs in your browser against a simulation; nothing is sent to Bulwark or anywhere else. Its changes last until you reset it or leave the site.',
    ]),
    element('label', { className: styles.field, htmlFor: queryBox.id, textContent: 'Query' }),
    queryBox,
    element('label', { className: styles.field, htmlFor: variablesBox.id, textContent: 'Variables (JSON)' }),
    variablesBox,
    element('div', { className: styles.actions }, [button('Run', run, true), button('Deploy staged changes', deploy), button('Reset organisation', reset)]),
    status,
    result,
  ]);
  panel.setAttribute('aria-label', `Sandbox: ${label}`);
  panel.dataset.sandboxPanel = '';
  host.append(panel);
  return run;
}
