'use client';
// The Pending Changes page in miniature: stage service blocks, protections and exemptions, delete one or all,
// Submit all (shows the CloudFormation template the model builds; Download saves it; nothing is deployed), deploy as
// the org admin would, Resubmit Existing Controls, and remove the firewall by typing undo.
import { useEffect, useId, useRef, useState } from 'react';
import {
  buildTemplate,
  changesMachine,
  CHANGE_KIND_LABELS,
  describeChange,
  desiredControls,
  validateChange,
  type ChangeInput,
  type ChangeKind,
  type ChangesContext,
  type ChangesEvent,
  type ChangesState,
} from '@/lib/domain/changes';
import { SCP_MAX_CHARACTERS } from '@/lib/domain/constants';
import { EXEMPTION_TYPES, type ExemptionTypeId } from '@/lib/domain/exemptions';
import { start, transition } from '@/lib/domain/machine';
import styles from './controls.module.css';
import { useHydrated } from './useHydrated';

const FILE_NAME = 'bulwark-pending-changes-template.json';

interface Outcome {
  ok: boolean;
  text: string;
  notes: string[];
}

export default function PendingChangesSimulator() {
  const id = useId();
  const ready = useHydrated();
  const [snap, setSnap] = useState<{ state: ChangesState; context: ChangesContext }>(() => start(changesMachine));
  const [kind, setKind] = useState<ChangeKind>('serviceBlock');
  const [service, setService] = useState('s3');
  const [scope, setScope] = useState('aws/example-org');
  const [permissions, setPermissions] = useState('');
  const [arnPattern, setArnPattern] = useState('arn:aws:iam::*:role/break-glass');
  const [types, setTypes] = useState<ExemptionTypeId[]>(['protectedServices']);
  const [undoWord, setUndoWord] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const urlRef = useRef<string | null>(null);

  useEffect(() => () => {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
  }, []);

  const pending = snap.context.pending;
  const state = changesMachine.states[snap.state];

  function fire(event: ChangesEvent, what: string): boolean {
    const r = transition(changesMachine, snap.state, event, snap.context);
    if (!r.ok) {
      setOutcome({ ok: false, text: `${what}: refused. ${r.message}`, notes: [] });
      return false;
    }
    setSnap({ state: r.state, context: r.context });
    setOutcome({ ok: true, text: `${what}: ${changesMachine.states[r.state].label}.`, notes: r.notes });
    return true;
  }

  function currentChange(): ChangeInput {
    if (kind === 'identityExemption') return { kind, arnPattern: arnPattern.trim(), scope: scope.trim(), types };
    if (kind === 'serviceBlock') return { kind, service: service.trim(), scope: scope.trim() };
    const listed = permissions
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    return { kind, service: service.trim(), scope: scope.trim(), ...(listed.length ? { permissions: listed } : {}) };
  }

  function stage() {
    const change = currentChange();
    const problems = validateChange(change);
    if (problems.length) {
      setOutcome({ ok: false, text: 'Not staged.', notes: problems.map((p) => p.message) });
      return;
    }
    fire({ type: 'stage', change }, 'Staged');
  }

  // Saves the template only when the reader asks (the app's Submit downloads it; here Submit shows it).
  function download(json: string) {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
    urlRef.current = url;
    const a = document.createElement('a');
    a.href = url;
    a.download = FILE_NAME;
    document.body.appendChild(a);
    a.click();
    a.remove();
  }

  function submit(type: 'submit' | 'resubmitExisting', what: string) {
    fire({ type }, what);
  }

  const preview = pending.length > 0 ? buildTemplate(desiredControls(snap.context)) : null;
  const template = snap.state === 'submitted' ? snap.context.lastTemplate : null;
  const policies = template ? buildTemplate(snap.context.submitted ?? []) : null;

  return (
    <section className={styles.island} data-testid="pending-changes-simulator" data-ready={String(ready)} aria-labelledby={`${id}-title`}>
      <p className={styles.title} id={`${id}-title`}>
        Pending changes simulator
      </p>
      <p data-testid="changes-status" data-state={snap.state}>
        Status: <strong>{state.label}</strong> <span className={styles.muted}>{state.description}</span>
      </p>

      <fieldset className={styles.options}>
        <legend>Stage a change</legend>
        <div className={styles.row}>
          <label className={styles.field}>
            <span>Change</span>
            <select value={kind} onChange={(e) => setKind(e.target.value as ChangeKind)} data-testid="changes-kind">
              {(Object.keys(CHANGE_KIND_LABELS) as ChangeKind[]).map((k) => (
                <option key={k} value={k}>
                  {CHANGE_KIND_LABELS[k]}
                </option>
              ))}
            </select>
          </label>
          {kind === 'identityExemption' ? (
            <label className={styles.field}>
              <span>ARN pattern</span>
              <input value={arnPattern} onChange={(e) => setArnPattern(e.target.value)} data-testid="changes-arn" autoComplete="off" spellCheck={false} />
            </label>
          ) : (
            <label className={styles.field}>
              <span>Service prefix (as in IAM actions)</span>
              <input value={service} onChange={(e) => setService(e.target.value)} data-testid="changes-service" autoComplete="off" spellCheck={false} />
            </label>
          )}
          {kind === 'serviceProtection' && (
            <label className={styles.field}>
              <span>Sensitive permissions (optional, comma-separated actions)</span>
              <input
                value={permissions}
                onChange={(e) => setPermissions(e.target.value)}
                data-testid="changes-permissions"
                autoComplete="off"
                spellCheck={false}
              />
            </label>
          )}
          <label className={styles.field}>
            <span>Scope</span>
            <input value={scope} onChange={(e) => setScope(e.target.value)} data-testid="changes-scope" autoComplete="off" spellCheck={false} />
          </label>
        </div>
        {kind === 'identityExemption' && (
          <div role="group" aria-label="Exemption types">
            {EXEMPTION_TYPES.filter((t) => t.id === 'protectedServices' || t.id === 'disabledServices' || t.id === 'disabledRegions').map((t) => (
              <label key={t.id} className={styles.check}>
                <input
                  type="checkbox"
                  checked={types.includes(t.id)}
                  onChange={(e) => setTypes(e.target.checked ? [...types, t.id] : types.filter((x) => x !== t.id))}
                  data-testid={`changes-type-${t.id}`}
                />
                {t.name}
              </label>
            ))}
          </div>
        )}
        <p>
          <button type="button" className={styles.button} onClick={stage} data-testid="changes-stage">
            Stage change
          </button>
        </p>
      </fieldset>

      <p className={styles.muted}>Pending Changes ({pending.length})</p>
      {pending.length > 0 ? (
        <ul className={styles.list} data-testid="changes-list">
          {pending.map((p) => (
            <li key={p.id} data-testid="changes-item" data-kind={p.kind}>
              <span>
                <strong>{CHANGE_KIND_LABELS[p.kind]}</strong>: {describeChange(p)}
              </span>
              <button
                type="button"
                className={styles.iconButton}
                aria-label={`Delete change: ${describeChange(p)}`}
                title="Delete this change"
                onClick={() => fire({ type: 'delete', id: p.id }, 'Deleted')}
                data-testid="changes-delete"
              >
                <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                  <path d="M3 4h10M6.5 4V2.5h3V4M4.5 4l.7 9.5h5.6l.7-9.5" fill="none" stroke="currentColor" strokeWidth="1.4" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted} data-testid="changes-empty">
          Nothing is pending.
        </p>
      )}

      <div className={styles.actions} role="group" aria-label="Pending changes actions">
        <button type="button" className={styles.button} disabled={pending.length === 0} onClick={() => submit('submit', 'Submitted')} data-testid="changes-submit">
          Submit all {pending.length} Changes
        </button>
        <button type="button" className={styles.danger} disabled={pending.length === 0} onClick={() => fire({ type: 'deleteAll' }, 'Deleted all')} data-testid="changes-delete-all">
          Delete all {pending.length} changes
        </button>
        <button type="button" className={styles.secondary} onClick={() => fire({ type: 'deploy' }, 'Deployed by the org admin')} data-testid="changes-deploy">
          Deploy the template (org admin)
        </button>
        <button type="button" className={styles.secondary} onClick={() => submit('resubmitExisting', 'Resubmit Existing Controls')} data-testid="changes-resubmit">
          Resubmit Existing Controls
        </button>
      </div>

      <div className={styles.outcome} aria-live="polite" data-testid="changes-outcome" data-valid={outcome ? String(outcome.ok) : undefined}>
        {outcome ? (
          <>
            <p className={outcome.ok ? undefined : styles.refusal}>{outcome.text}</p>
            {outcome.notes.length > 0 && (
              <ul>
                {outcome.notes.map((n) => (
                  <li key={n}>{n}</li>
                ))}
              </ul>
            )}
          </>
        ) : (
          <p className={styles.muted}>Stage a change, then submit it to see the template.</p>
        )}
        {preview && !preview.ok && <p className={styles.warning}>{preview.message}</p>}
      </div>

      <fieldset className={styles.options}>
        <legend>Remove Permissions Firewall from Org</legend>
        <div className={styles.row}>
          <label className={styles.field}>
            <span>Type the word undo</span>
            <input value={undoWord} onChange={(e) => setUndoWord(e.target.value)} data-testid="changes-undo-input" autoComplete="off" spellCheck={false} />
          </label>
          <p>
            <button
              type="button"
              className={styles.danger}
              onClick={() => {
                if (fire({ type: 'removeFirewall', message: undoWord }, 'Undo All')) setUndoWord('');
              }}
              data-testid="changes-undo"
            >
              Undo All
            </button>
          </p>
        </div>
      </fieldset>

      {template && policies?.ok && (
        <div data-testid="changes-template">
          <p data-testid="changes-template-summary">
            Illustrative template, not Bulwark&apos;s output: {policies.policies.length} service control polic
            {policies.policies.length === 1 ? 'y' : 'ies'}
            {policies.policies.length > 0 && `, each within the ${SCP_MAX_CHARACTERS.toLocaleString('en-US')}-character quota`}. A
            service block denies the whole service to everyone, exempted identities included; a protection denies only
            the sensitive permissions, except to identities with a Protected Services exemption. In Bulwark,{' '}
            <strong>Submit all # Changes</strong> downloads the template; here it is shown below.
          </p>
          <ul>
            {policies.policies.map((p) => (
              <li key={p.name} data-testid="changes-policy" data-characters={p.characters}>
                <code>{p.name}</code>: {p.characters.toLocaleString('en-US')} characters
              </li>
            ))}
          </ul>
          <p>
            <button type="button" className={styles.secondary} onClick={() => download(template)} data-testid="changes-download">
              Download the template
            </button>
          </p>
          <pre className={styles.pre} data-testid="changes-template-json" tabIndex={0} aria-label="Template JSON">
            {template}
          </pre>
        </div>
      )}
    </section>
  );
}
