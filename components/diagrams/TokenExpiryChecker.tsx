'use client';
// Checks the expiresIn argument of GenerateBulwarkUserToken: whole seconds, 7200 (2 hours) to 2592000 (30 days).
import { useId, useState } from 'react';
import { TOKEN_MAX_EXPIRY_SECONDS, TOKEN_MIN_EXPIRY_SECONDS } from '@/lib/domain/constants';
import { validateTokenExpiry } from '@/lib/domain/validators';
import styles from './controls.module.css';
import { useHydrated } from './useHydrated';

export default function TokenExpiryChecker() {
  const id = useId();
  const ready = useHydrated();
  const [value, setValue] = useState(String(TOKEN_MIN_EXPIRY_SECONDS));
  const result = validateTokenExpiry(value);
  return (
    <section className={styles.island} data-testid="token-expiry-checker" data-ready={String(ready)} aria-labelledby={`${id}-title`}>
      <p className={styles.title} id={`${id}-title`}>
        Token expiry checker
      </p>
      <label className={styles.field}>
        <span>
          expiresIn, in seconds ({TOKEN_MIN_EXPIRY_SECONDS} to {TOKEN_MAX_EXPIRY_SECONDS})
        </span>
        <input
          type="text"
          inputMode="numeric"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          data-testid="token-expiry-input"
          autoComplete="off"
        />
      </label>
      <div className={styles.outcome} aria-live="polite" data-testid="token-expiry-result" data-valid={String(result.ok)}>
        {result.ok ? (
          <p className={styles.ok}>
            Valid: the token lives {result.duration} ({result.seconds} seconds) and is then deleted automatically. Its value
            is shown only when it is created.
          </p>
        ) : (
          <p className={styles.problem}>{result.message}</p>
        )}
      </div>
    </section>
  );
}
