'use client';
// Parts of the diagram controls: the scenario switches (folded away, with the current choice in view) and the
// outcome of the last step with the simulation's facts.
import type { AnyMachine } from '@/lib/domain/machine';
import styles from './controls.module.css';
import type { AnyPresentation } from './presentation/types';

export interface Outcome {
  kind: 'ok' | 'refusal' | 'clock';
  text: string;
  notes: string[];
}

export function ScenarioPicker({
  machine,
  presentation,
  switches,
  options,
  onChange,
}: {
  machine: AnyMachine;
  presentation: AnyPresentation;
  /** The switches the page offers; the others keep the values the page set. */
  switches: readonly string[];
  options: Record<string, string>;
  onChange: (next: Record<string, string>) => void;
}) {
  const params = (machine.scenario ?? []).filter((p) => switches.includes(p.key));
  const wording = (key: string, value: string) => presentation.scenario?.[key]?.values[value] ?? value;
  return (
    <details className={styles.scenario} data-testid="diagram-scenario">
      <summary>
        Scenario: <span className={styles.muted}>{params.map((p) => wording(p.key, options[p.key])).join('; ')}</span>
      </summary>
      <div className={styles.options} role="group" aria-label="Scenario (changing it starts again)">
        {params.map((p) => (
          <label key={p.key} className={styles.option}>
            <span>{presentation.scenario?.[p.key]?.label ?? p.key}</span>
            <select value={options[p.key]} data-testid={`diagram-option-${p.key}`} onChange={(e) => onChange({ ...options, [p.key]: e.target.value })}>
              {p.values.map((v) => (
                <option key={v} value={v}>
                  {wording(p.key, v)}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
    </details>
  );
}

export function DiagramOutcome({ outcome, details }: { outcome: Outcome | null; details: { label: string; value: string }[] }) {
  return (
    <>
      <div className={styles.outcome} aria-live="polite" data-testid="diagram-outcome" data-kind={outcome?.kind ?? 'none'}>
        {outcome ? (
          <>
            <p className={outcome.kind === 'refusal' ? styles.refusal : undefined}>{outcome.text}</p>
            {outcome.notes.length > 0 && (
              <ul>
                {outcome.notes.map((n, i) => (
                  <li key={i}>{n}</li>
                ))}
              </ul>
            )}
          </>
        ) : (
          <p className={styles.muted}>Choose a step to see what happens.</p>
        )}
      </div>
      {details.length > 0 && (
        <dl className={styles.details} data-testid="diagram-details">
          {details.map((d) => (
            <div key={d.label}>
              <dt>{d.label}</dt>
              <dd>{d.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}
