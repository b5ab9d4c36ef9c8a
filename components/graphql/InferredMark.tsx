// The visible "inferred" mark on a name or shape the schema marks with @inferred. The word itself is read by screen
// readers; the reason is in the tooltip and in the legend on the API page.
import styles from './InferredMark.module.css';

export function InferredMark({ reason }: { reason: string }) {
  return (
    <span className={styles.mark} title={`Inferred: ${reason}. The live API may differ.`}>
      inferred
    </span>
  );
}
