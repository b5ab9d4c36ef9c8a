// The live result line of an island: polite announcements, a red message when the model refused.
import styles from './controls.module.css';

export function Outcome({ testId, message, idle }: { testId: string; message: { ok: boolean; text: string } | null; idle: string }) {
  return (
    <div className={styles.outcome} aria-live="polite" data-testid={testId} data-valid={message ? String(message.ok) : undefined}>
      <p className={message && !message.ok ? styles.problem : undefined}>{message?.text ?? idle}</p>
    </div>
  );
}
