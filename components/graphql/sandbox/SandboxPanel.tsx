// The sandbox panel under a sample: editable query and variables, Run, Deploy staged changes, Reset organisation,
// and the JSON result as text (never as HTML). Rendered by the sandbox runtime into its own root after the first Run.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { formatResult, type Sandbox } from '@/lib/sandbox';
import styles from './SandboxPanel.module.css';

interface Props {
  load: () => Promise<Sandbox>;
  initialQuery: string;
  initialVariables: string;
  label: string;
  /** Hands the panel's run function to the sample's Run button. */
  register: (run: () => void) => void;
}

function plural(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

export function SandboxPanel({ load, initialQuery, initialVariables, label, register }: Props) {
  const id = useId();
  const [query, setQuery] = useState(initialQuery);
  const [variables, setVariables] = useState(initialVariables);
  const [output, setOutput] = useState('');
  const [status, setStatus] = useState('Loading the sandbox…');
  const current = useRef({ query, variables });
  current.current = { query, variables };

  const run = useCallback(async () => {
    try {
      const sandbox = await load();
      const outcome = await sandbox.run(current.current.query, current.current.variables);
      if (!outcome.ok) {
        setOutput('');
        setStatus(outcome.message);
        return;
      }
      setOutput(formatResult(outcome.result));
      const errors = outcome.result.errors?.length ?? 0;
      setStatus(errors ? `Ran with ${plural(errors, 'error')}: see the errors array.` : 'Ran: the result is below.');
    } catch {
      setStatus('The sandbox could not load its schema. Check your connection and press Run again.');
    }
  }, [load]);

  useEffect(() => {
    register(() => void run());
    void run();
  }, [register, run]);

  async function deploy() {
    const count = (await load()).deploy();
    setStatus(count ? `Deployed ${plural(count, 'staged change')} (simulated). Run a query to see the new statuses.` : 'Nothing is staged, so there is nothing to deploy.');
  }

  async function reset() {
    (await load()).reset();
    setOutput('');
    setStatus('The simulated organisation is back to its starting example data.');
  }

  return (
    <section className={styles.panel} aria-label={`Sandbox: ${label}`} data-sandbox-panel="">
      <p className={styles.notice}>
        <strong>Simulated organisation with example data.</strong> This runs in your browser against a simulation; nothing is sent to
        Bulwark or anywhere else. Its changes last until you reset it or leave the site.
      </p>
      <label className={styles.field} htmlFor={`${id}-query`}>
        Query
      </label>
      <textarea id={`${id}-query`} className={styles.code} value={query} onChange={(e) => setQuery(e.target.value)} rows={Math.min(16, query.split('\n').length + 1)} spellCheck={false} autoCapitalize="off" autoCorrect="off" />
      <label className={styles.field} htmlFor={`${id}-variables`}>
        Variables (JSON)
      </label>
      <textarea id={`${id}-variables`} className={styles.code} value={variables} onChange={(e) => setVariables(e.target.value)} rows={Math.min(12, variables.split('\n').length + 1)} spellCheck={false} autoCapitalize="off" autoCorrect="off" />
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={() => void run()}>
          Run
        </button>
        <button type="button" onClick={() => void deploy()}>
          Deploy staged changes
        </button>
        <button type="button" onClick={() => void reset()}>
          Reset organisation
        </button>
      </div>
      <p className={styles.status} role="status" aria-live="polite">
        {status}
      </p>
      {output ? (
        <pre className={styles.result} tabIndex={0} aria-label="Result">
          {output}
        </pre>
      ) : null}
    </section>
  );
}
