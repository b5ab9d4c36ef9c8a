'use client';
// The Protect panel of one service: accounts in scope with their Sensitive Access Required lists, permanent removal,
// Add by ARN, and Protect per account, with the status the scope shows.
import { useId, useState } from 'react';
import {
  addSensitiveAccess,
  EXAMPLE_PANEL,
  protectAccount,
  removeSensitiveAccess,
  scopeStatus,
  type PanelAccount,
  type PanelResult,
} from '@/lib/domain/protectPanel';
import { SERVICE_STATUS_LABELS, type SettledServiceStatus } from '@/lib/domain/service';
import styles from '../controls.module.css';
import { Outcome } from '../Outcome';
import { useHydrated } from '../useHydrated';

function statusLabel(state: string | null): string {
  if (!state) return 'no accounts';
  const pending = state.endsWith('Pending');
  const settled = (pending ? state.slice(0, -'Pending'.length) : state) as SettledServiceStatus;
  return `${SERVICE_STATUS_LABELS[settled]}${pending ? ' (pending)' : ''}`;
}

export default function ProtectPanelSim() {
  const id = useId();
  const ready = useHydrated();
  const [accounts, setAccounts] = useState<PanelAccount[]>(EXAMPLE_PANEL.map((a) => ({ ...a, sensitiveAccessRequired: [...a.sensitiveAccessRequired] })));
  const [arn, setArn] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const apply = (r: PanelResult) => {
    if (r.ok) setAccounts(r.accounts);
    setMessage({ ok: r.ok, text: r.message });
  };
  return (
    <section className={styles.island} data-testid="protect-panel" data-ready={String(ready)} aria-labelledby={`${id}-title`}>
      <p className={styles.title} id={`${id}-title`}>
        Protect panel: s3 at aws/example-org/ou-apps
      </p>
      <p aria-live="polite" data-testid="protect-scope-status">
        Status at the scope: <strong>{statusLabel(scopeStatus(accounts))}</strong>
      </p>
      {accounts.map((a) => (
        <fieldset key={a.account} className={styles.options} data-testid="protect-account" data-account={a.account}>
          <legend>
            Account {a.account}: {statusLabel(scopeStatus([a]))}
          </legend>
          <p className={styles.muted}>Sensitive Access Required ({a.sensitiveAccessRequired.length})</p>
          <ul className={styles.list}>
            {a.sensitiveAccessRequired.map((x) => (
              <li key={x} data-testid="protect-identity">
                <code>{x}</code>
                <button
                  type="button"
                  className={styles.iconButton}
                  aria-label={`Remove ${x} from Sensitive Access Required for good`}
                  onClick={() => apply(removeSensitiveAccess(accounts, a.account, x))}
                  data-testid="protect-remove"
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
          <div className={styles.row}>
            <label className={styles.field}>
              <span>ARN to add</span>
              <input value={arn} onChange={(e) => setArn(e.target.value)} data-testid="protect-arn" autoComplete="off" spellCheck={false} />
            </label>
            <p>
              <button type="button" className={styles.secondary} onClick={() => apply(addSensitiveAccess(accounts, a.account, arn))} data-testid="protect-add">
                Add
              </button>{' '}
              <button type="button" className={styles.button} onClick={() => apply(protectAccount(accounts, a.account))} data-testid="protect-protect">
                Protect
              </button>
            </p>
          </div>
        </fieldset>
      ))}
      <Outcome testId="protect-result" message={message} idle="Remove an identity, add one by ARN, or protect an account." />
    </section>
  );
}
