'use client';
// Deleting the collector stack: with stack instances of suspended accounts left, the deletion fails with 409; delete
// those instances by hand with the documented settings, then delete the main stack again.
import { useId, useState } from 'react';
import { deleteMainStack, MANUAL_FIX, settingProblems, SKIPPED_SUSPENDED_ACCOUNT, type ManualDeletionSettings } from '@/lib/domain/stackset';
import styles from '../controls.module.css';
import { Outcome } from '../Outcome';
import { useHydrated } from '../useHydrated';

export default function StackSetTroubleshooter() {
  const id = useId();
  const ready = useHydrated();
  const [suspended, setSuspended] = useState(2);
  const [settings, setSettings] = useState<ManualDeletionSettings>({ ...MANUAL_FIX, retainStacks: false, failureTolerancePercent: 0 });
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const problems = settingProblems(settings);
  const set = <K extends keyof ManualDeletionSettings>(k: K, v: ManualDeletionSettings[K]) => setSettings({ ...settings, [k]: v });

  function deleteInstances() {
    if (problems.length) {
      setMessage({ ok: false, text: `Not with these settings: ${problems.join(' ')}` });
      return;
    }
    setSuspended(0);
    setMessage({ ok: true, text: `The stack instances of suspended accounts (${SKIPPED_SUSPENDED_ACCOUNT}) are deleted. Now delete the main stack again.` });
  }

  return (
    <section className={styles.island} data-testid="stackset-troubleshooter" data-ready={String(ready)} aria-labelledby={`${id}-title`}>
      <p className={styles.title} id={`${id}-title`}>
        Delete the collector stack
      </p>
      <p data-testid="stackset-instances">
        Stack instances of suspended accounts left: <strong>{suspended}</strong>
      </p>
      <p>
        <button
          type="button"
          className={styles.button}
          onClick={() => {
            const r = deleteMainStack(suspended);
            setMessage({ ok: r.ok, text: r.message });
          }}
          data-testid="stackset-delete-main"
        >
          Delete the main stack
        </button>
      </p>
      <fieldset className={styles.options}>
        <legend>Delete the stack instances of suspended accounts</legend>
        <label className={styles.check}>
          <input type="checkbox" checked={settings.allRegions} onChange={(e) => set('allRegions', e.target.checked)} data-testid="stackset-all-regions" />
          All regions
        </label>
        <label className={styles.option}>
          <span>Maximum concurrent accounts (percent)</span>
          <input value={String(settings.maxConcurrentPercent)} onChange={(e) => set('maxConcurrentPercent', Number(e.target.value))} inputMode="numeric" data-testid="stackset-concurrency" />
        </label>
        <label className={styles.option}>
          <span>Failure tolerance (percent)</span>
          <input value={String(settings.failureTolerancePercent)} onChange={(e) => set('failureTolerancePercent', Number(e.target.value))} inputMode="numeric" data-testid="stackset-tolerance" />
        </label>
        <label className={styles.check}>
          <input type="checkbox" checked={settings.retainStacks} onChange={(e) => set('retainStacks', e.target.checked)} data-testid="stackset-retain" />
          Retain stacks
        </label>
        <label className={styles.check}>
          <input type="checkbox" checked={settings.parallelRegions} onChange={(e) => set('parallelRegions', e.target.checked)} data-testid="stackset-parallel" />
          Regions in parallel
        </label>
        <p>
          <button type="button" className={styles.secondary} onClick={deleteInstances} data-testid="stackset-delete-instances">
            Delete stack instances
          </button>
        </p>
      </fieldset>
      <Outcome testId="stackset-result" message={message} idle="Try deleting the main stack first." />
    </section>
  );
}
