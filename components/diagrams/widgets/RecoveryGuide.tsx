'use client';
// Pick what happened (an emergency stop, or the firewall removed from the app) and see the one button that restores
// the controls and the steps after it.
import { useId, useState } from 'react';
import { RECOVERIES, type Setback } from '@/lib/domain/recovery';
import styles from '../controls.module.css';
import { useHydrated } from '../useHydrated';

export default function RecoveryGuide() {
  const id = useId();
  const ready = useHydrated();
  const [setback, setSetback] = useState<Setback>('emergencyStop');
  const r = RECOVERIES[setback];
  return (
    <section className={styles.island} data-testid="recovery-guide" data-ready={String(ready)} aria-labelledby={`${id}-title`}>
      <p className={styles.title} id={`${id}-title`}>
        Restore the controls
      </p>
      <fieldset className={styles.options}>
        <legend>What happened</legend>
        {(Object.keys(RECOVERIES) as Setback[]).map((s) => (
          <label key={s} className={styles.check}>
            <input type="radio" name={`${id}-setback`} checked={setback === s} onChange={() => setSetback(s)} data-testid={`recovery-${s}`} />
            {RECOVERIES[s].what}
          </label>
        ))}
      </fieldset>
      <div className={styles.outcome} aria-live="polite" data-testid="recovery-result" data-button={r.button}>
        <p>
          Recover with <strong>{r.button}</strong>:
        </p>
        <ol>
          {r.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
    </section>
  );
}
