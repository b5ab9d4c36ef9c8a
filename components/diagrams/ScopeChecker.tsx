'use client';
// Parses a scope path (aws/{organization}/{ou}/{account} and its Azure and GCP peers), names each part and its
// level, and optionally says whether a second scope lies at or beneath it.
import { useId, useState } from 'react';
import { explainScope, formatScope, parseScope, scopeContains, SCOPE_TEMPLATES } from '@/lib/domain/scope';
import styles from './controls.module.css';
import { useHydrated } from './useHydrated';

export default function ScopeChecker() {
  const id = useId();
  const ready = useHydrated();
  const [value, setValue] = useState('aws/example-org/example-ou/111122223333');
  const [other, setOther] = useState('');
  const parsed = parseScope(value);
  const otherParsed = other.trim() ? parseScope(other) : null;
  const explained = parsed.ok ? explainScope(parsed.scope) : null;
  return (
    <section className={styles.island} data-testid="scope-checker" data-ready={String(ready)} aria-labelledby={`${id}-title`}>
      <p className={styles.title} id={`${id}-title`}>
        Scope checker
      </p>
      <p className={styles.muted}>
        Paths: <code>{SCOPE_TEMPLATES.aws}</code>, <code>{SCOPE_TEMPLATES.azure}</code>, <code>{SCOPE_TEMPLATES.gcp}</code>
      </p>
      <div className={styles.row}>
        <label className={styles.field}>
          <span>Scope path</span>
          <input value={value} onChange={(e) => setValue(e.target.value)} data-testid="scope-input" autoComplete="off" spellCheck={false} />
        </label>
        <label className={styles.field}>
          <span>Another scope (optional): is it at or beneath the first?</span>
          <input value={other} onChange={(e) => setOther(e.target.value)} data-testid="scope-other-input" autoComplete="off" spellCheck={false} />
        </label>
      </div>
      <div className={styles.outcome} aria-live="polite" data-testid="scope-result" data-valid={String(parsed.ok)}>
        {parsed.ok && explained ? (
          <>
            <p className={styles.ok}>
              Valid {explained.cloud} scope: <span data-testid="scope-level">{explained.levelLabel}</span>.
            </p>
            <table className={styles.table}>
              <caption className={styles.muted}>Parts of {formatScope(parsed.scope)}</caption>
              <tbody>
                <tr>
                  <th scope="row">cloud</th>
                  <td>{explained.cloud}</td>
                </tr>
                {explained.parts.map((p) => (
                  <tr key={p.name}>
                    <th scope="row">{p.name}</th>
                    <td>{p.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p>Parent scope: {explained.parent ?? 'none (top of the organization)'}</p>
          </>
        ) : (
          !parsed.ok && <p className={styles.problem}>{parsed.message}</p>
        )}
        {otherParsed && (
          <p data-testid="scope-contains" data-contains={String(parsed.ok && otherParsed.ok && scopeContains(parsed.scope, otherParsed.scope))}>
            {!otherParsed.ok
              ? `Second scope: ${otherParsed.message}`
              : parsed.ok && scopeContains(parsed.scope, otherParsed.scope)
                ? `${formatScope(otherParsed.scope)} is at or beneath ${formatScope(parsed.scope)}: what applies to the first scope applies to it.`
                : `${formatScope(otherParsed.scope)} is not beneath the first scope.`}
          </p>
        )}
      </div>
    </section>
  );
}
