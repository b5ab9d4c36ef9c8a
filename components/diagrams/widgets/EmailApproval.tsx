'use client';
// Reply to a Permissions on Demand e-mail: approve or deny, with or without a justification, from a sender with or
// without service-desk access, and see what happens to the request.
import { useId, useState } from 'react';
import { actOnEmail, type EmailDecision, type EmailOutcome } from '@/lib/domain/emailApproval';
import styles from '../controls.module.css';
import { useHydrated } from '../useHydrated';

export default function EmailApproval() {
  const id = useId();
  const ready = useHydrated();
  const [justification, setJustification] = useState('');
  const [access, setAccess] = useState(true);
  const [outcome, setOutcome] = useState<EmailOutcome | null>(null);
  const reply = (decision: EmailDecision) => setOutcome(actOnEmail({ decision, justification, senderHasServiceDeskAccess: access }));
  return (
    <section className={styles.island} data-testid="email-approval" data-ready={String(ready)} aria-labelledby={`${id}-title`}>
      <p className={styles.title} id={`${id}-title`}>
        Act on a request by e-mail
      </p>
      <label className={styles.check}>
        <input type="checkbox" checked={access} onChange={(e) => setAccess(e.target.checked)} data-testid="email-access" />
        The sender has service-desk access
      </label>
      <label className={styles.field}>
        <span>Justification</span>
        <input value={justification} onChange={(e) => setJustification(e.target.value)} data-testid="email-justification" autoComplete="off" />
      </label>
      <div className={styles.actions} role="group" aria-label="Reply">
        <button type="button" className={styles.button} onClick={() => reply('approve')} data-testid="email-approve">
          Approve
        </button>
        <button type="button" className={styles.secondary} onClick={() => reply('deny')} data-testid="email-deny">
          Deny
        </button>
      </div>
      <div className={styles.outcome} aria-live="polite" data-testid="email-outcome" data-result={outcome?.result ?? 'none'}>
        <p className={outcome && (outcome.result === 'refused' || outcome.result === 'ignored') ? styles.problem : undefined}>
          {outcome?.message ?? 'Reply to see what happens to the request.'}
        </p>
      </div>
    </section>
  );
}
