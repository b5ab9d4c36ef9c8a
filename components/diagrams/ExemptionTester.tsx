'use client';
// Type an ARN, see which exemptions cover it and why: ARN pattern (wildcards), identity kind, the identity's own scope
// and the type rules (Just-in-Time for SSO users only, Zombie Detection for IAM users and roles only, Firewall
// Tampering Protections only at the top org level), then what a disabled region or a disabled service does to its
// action. An exemption set higher up is shown as not checked, with one sentence that says why. Exemptions can be
// added to try the rules.
import { useId, useState } from 'react';
import { decideAccess, EXAMPLE_EXEMPTIONS, matchExemptions, SAME_SCOPE_ONLY, validateExemption, type Exemption } from '@/lib/domain/exemptions';
import {
  EXEMPTION_TYPES,
  exemptionType,
  IDENTITY_CATEGORIES,
  IDENTITY_KIND_LABELS,
  type ExemptionTypeId,
  type IdentityCategory,
  type IdentityKindId,
} from '@/lib/domain/exemptionTypes';
import styles from './controls.module.css';
import tableStyles from './ExemptionTester.module.css';
import { useHydrated } from './useHydrated';

export default function ExemptionTester() {
  const id = useId();
  const ready = useHydrated();
  const [arn, setArn] = useState('arn:aws:iam::111122223333:role/stacksets-exec-0123');
  const [kind, setKind] = useState<IdentityKindId>('iamRole');
  const [identityScope, setIdentityScope] = useState('aws/example-org/example-ou');
  const [exemptions, setExemptions] = useState<Exemption[]>([...EXAMPLE_EXEMPTIONS]);
  const [pattern, setPattern] = useState('');
  const [category, setCategory] = useState<IdentityCategory>('iamUsersAndRoles');
  const [scope, setScope] = useState('aws/example-org');
  const [types, setTypes] = useState<ExemptionTypeId[]>(['protectedServices']);
  const [problems, setProblems] = useState<string[]>([]);
  const [nextId, setNextId] = useState(1);
  const [region, setRegion] = useState<'enabled' | 'disabled'>('enabled');
  const [service, setService] = useState<'enabled' | 'disabled'>('enabled');

  const matches = matchExemptions({ arn: arn.trim(), kind, scope: identityScope.trim() }, exemptions);
  const matching = matches.filter((m) => m.covers === 'yes');
  const unchecked = matches.filter((m) => m.covers === 'unchecked');
  const decision = decideAccess({ region, service });

  function add() {
    const draft = { arnPattern: pattern.trim(), category, scope: scope.trim(), types };
    const found = validateExemption(draft);
    setProblems(found.map((p) => p.message));
    if (found.length) return;
    setExemptions([...exemptions, { ...draft, id: `added-${nextId}` }]);
    setNextId(nextId + 1);
    setPattern('');
  }

  return (
    <section className={styles.island} data-testid="exemption-tester" data-ready={String(ready)} aria-labelledby={`${id}-title`}>
      <p className={styles.title} id={`${id}-title`}>
        Exemption tester
      </p>
      <label className={styles.field}>
        <span>Identity ARN</span>
        <input value={arn} onChange={(e) => setArn(e.target.value)} data-testid="exemption-arn" autoComplete="off" spellCheck={false} />
      </label>
      <div className={styles.row}>
        <label className={styles.field}>
          <span>Identity kind</span>
          <select value={kind} onChange={(e) => setKind(e.target.value as IdentityKindId)} data-testid="exemption-kind">
            {(Object.keys(IDENTITY_KIND_LABELS) as IdentityKindId[]).map((k) => (
              <option key={k} value={k}>
                {IDENTITY_KIND_LABELS[k]}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>The identity's scope</span>
          <input
            value={identityScope}
            onChange={(e) => setIdentityScope(e.target.value)}
            data-testid="exemption-identity-scope"
            autoComplete="off"
            spellCheck={false}
          />
        </label>
      </div>

      <div className={styles.outcome} aria-live="polite" data-testid="exemption-summary" data-valid={String(matching.length > 0)}>
        <p>
          {matching.length === 0
            ? 'No exemption at this scope covers this identity.'
            : `Covered at this scope by ${matching.length} exemption${matching.length === 1 ? '' : 's'}, as: ${[
                ...new Set(matching.flatMap((m) => m.appliesAs)),
              ]
                .map((t) => exemptionType(t)?.name ?? t)
                .join(', ')}.`}
        </p>
        {unchecked.length > 0 && <p data-testid="exemption-same-scope">{SAME_SCOPE_ONLY}</p>}
      </div>

      <fieldset className={styles.options}>
        <legend>An action by this identity</legend>
        <label className={styles.option}>
          <span>Region</span>
          <select value={region} onChange={(e) => setRegion(e.target.value as 'enabled' | 'disabled')} data-testid="exemption-region">
            <option value="enabled">Enabled region</option>
            <option value="disabled">Disabled region</option>
          </select>
        </label>
        <label className={styles.option}>
          <span>Service</span>
          <select value={service} onChange={(e) => setService(e.target.value as 'enabled' | 'disabled')} data-testid="exemption-service">
            <option value="enabled">Service not disabled</option>
            <option value="disabled">Disabled service</option>
          </select>
        </label>
      </fieldset>
      <div className={styles.outcome} aria-live="polite" data-testid="exemption-decision" data-outcome={decision.outcome} data-valid={String(decision.allowed)}>
        <p>{decision.message}</p>
      </div>

      <table className={`${tableStyles.table} ${tableStyles.stacked}`}>
        <caption className={styles.muted}>Exemptions and why each does or does not cover the identity</caption>
        <thead>
          <tr>
            <th scope="col">ARN pattern</th>
            <th scope="col">Covers</th>
            <th scope="col">Why</th>
          </tr>
        </thead>
        <tbody>
          {matches.map((m) => (
            <tr key={m.exemption.id} data-testid="exemption-row" data-matches={String(m.covers === 'yes')} data-covers={m.covers}>
              <td>
                <code>{m.exemption.arnPattern}</code>
                <div className={styles.muted}>
                  {IDENTITY_CATEGORIES[m.exemption.category].label} at {m.exemption.scope}:{' '}
                  {m.exemption.types.map((t) => exemptionType(t)?.name ?? t).join(', ')}
                </div>
              </td>
              <td data-label="Covers" className={`${m.covers === 'yes' ? styles.ok : m.covers === 'no' ? styles.problem : styles.muted} ${tableStyles.nowrap}`}>
                {m.covers === 'yes' ? 'Yes' : m.covers === 'no' ? 'No' : 'Not checked'}
              </td>
              <td data-label="Why">
                <ul>
                  {m.checks.map((c) => (
                    <li key={c.label} className={c.passed === false ? styles.problem : undefined}>
                      {c.passed === null ? '–' : c.passed ? '✓' : '✗'} {c.label}: {c.detail}
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <fieldset className={styles.options}>
        <legend>Add an exemption to try</legend>
        <div className={styles.row}>
          <label className={styles.field}>
            <span>ARN pattern (wildcards allowed)</span>
            <input value={pattern} onChange={(e) => setPattern(e.target.value)} data-testid="add-exemption-pattern" autoComplete="off" spellCheck={false} />
          </label>
          <label className={styles.field}>
            <span>Identities</span>
            <select value={category} onChange={(e) => setCategory(e.target.value as IdentityCategory)} data-testid="add-exemption-category">
              {(Object.keys(IDENTITY_CATEGORIES) as IdentityCategory[]).map((c) => (
                <option key={c} value={c}>
                  {IDENTITY_CATEGORIES[c].label}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            <span>Scope</span>
            <input value={scope} onChange={(e) => setScope(e.target.value)} data-testid="add-exemption-scope" autoComplete="off" spellCheck={false} />
          </label>
        </div>
        <div role="group" aria-label="Exemption types">
          {EXEMPTION_TYPES.map((t) => (
            <label key={t.id} className={styles.check}>
              <input
                type="checkbox"
                checked={types.includes(t.id)}
                onChange={(e) => setTypes(e.target.checked ? [...types, t.id] : types.filter((x) => x !== t.id))}
                data-testid={`add-exemption-type-${t.id}`}
              />
              {t.name}
            </label>
          ))}
        </div>
        <p>
          <button type="button" className={styles.button} onClick={add} data-testid="add-exemption-submit">
            Add exemption
          </button>
        </p>
        <div aria-live="polite" data-testid="add-exemption-problems">
          {problems.length > 0 && (
            <ul>
              {problems.map((p) => (
                <li key={p} className={styles.problem}>
                  {p}
                </li>
              ))}
            </ul>
          )}
        </div>
      </fieldset>
    </section>
  );
}
