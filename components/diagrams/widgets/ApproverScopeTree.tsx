'use client';
// The Approvers page in miniature: a scope tree, Assign Approvers on a row (e-mails, override child scopes, Save),
// and the Administrator-only rule.
import { useId, useState } from 'react';
import { assignApprovers, EXAMPLE_SCOPES, type ApproverTree } from '@/lib/domain/approvers';
import type { RoleId } from '@/lib/domain/roles';
import styles from '../controls.module.css';
import { Outcome } from '../Outcome';
import { useHydrated } from '../useHydrated';

const START: ApproverTree = Object.fromEntries(EXAMPLE_SCOPES.map((s) => [s, s.endsWith('ou-data') ? ['dana@example.com'] : []]));

export default function ApproverScopeTree() {
  const id = useId();
  const ready = useHydrated();
  const [tree, setTree] = useState<ApproverTree>(START);
  const [actor, setActor] = useState<RoleId>('administrator');
  const [scope, setScope] = useState(EXAMPLE_SCOPES[1]);
  const [emails, setEmails] = useState('sam@example.com');
  const [override, setOverride] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  function save() {
    const r = assignApprovers(tree, {
      actorRoles: [actor],
      scope,
      emails: emails.split(',').map((e) => e.trim()).filter(Boolean),
      overrideChildScopes: override,
    });
    if (!r.ok) {
      setMessage({ ok: false, text: r.messages.join(' ') });
      return;
    }
    setTree(r.tree);
    setMessage({ ok: true, text: `Saved for ${r.changed.length} scope${r.changed.length === 1 ? '' : 's'}: ${r.changed.join(', ')}.` });
  }

  return (
    <section className={styles.island} data-testid="approver-tree" data-ready={String(ready)} aria-labelledby={`${id}-title`}>
      <p className={styles.title} id={`${id}-title`}>
        Assign approvers
      </p>
      <ul className={styles.list} data-testid="approver-rows">
        {EXAMPLE_SCOPES.map((s) => (
          <li key={s} data-scope={s} style={{ paddingLeft: `${0.5 + (s.split('/').length - 2) * 1.25}rem` }}>
            <code>{s.split('/').pop()}</code>
            <span className={styles.muted} data-testid="approver-list">
              {tree[s].length ? tree[s].join(', ') : 'no approvers'}
            </span>
          </li>
        ))}
      </ul>
      <fieldset className={styles.options}>
        <legend>Assign Approvers</legend>
        <label className={styles.option}>
          <span>You are</span>
          <select value={actor} onChange={(e) => setActor(e.target.value as RoleId)} data-testid="approver-actor">
            <option value="administrator">Administrator</option>
            <option value="approver">Cloud Permissions Firewall Approver</option>
            <option value="viewer">Cloud Permissions Firewall Viewer</option>
          </select>
        </label>
        <label className={styles.option}>
          <span>Scope</span>
          <select value={scope} onChange={(e) => setScope(e.target.value)} data-testid="approver-scope">
            {EXAMPLE_SCOPES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.option}>
          <span>E-mails, separated by commas</span>
          <input value={emails} onChange={(e) => setEmails(e.target.value)} data-testid="approver-emails" autoComplete="off" />
        </label>
        <label className={styles.check}>
          <input type="checkbox" checked={override} onChange={(e) => setOverride(e.target.checked)} data-testid="approver-override" />
          Override child scopes
        </label>
        <p>
          <button type="button" className={styles.button} onClick={save} data-testid="approver-save">
            Save
          </button>
        </p>
      </fieldset>
      <Outcome testId="approver-result" message={message} idle="Choose a scope and save." />
    </section>
  );
}
