'use client';
// Checks a BulwarkWebhookCreate input against the documented rules: POST only, an HTTPS url, auth when authed is
// true (basicAuth with username and password, or bearerToken with token), at most one wildcard per filter.
import { useId, useState } from 'react';
import { validateWebhook, type WebhookInput } from '@/lib/domain/validators';
import styles from './controls.module.css';
import { useHydrated } from './useHydrated';

type AuthKind = 'none' | 'basic' | 'bearer';

export default function WebhookChecker() {
  const id = useId();
  const ready = useHydrated();
  const [url, setUrl] = useState('https://hooks.example.com/bulwark');
  const [method, setMethod] = useState('POST');
  const [authed, setAuthed] = useState(false);
  const [authKind, setAuthKind] = useState<AuthKind>('none');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [token, setToken] = useState('');
  const [filters, setFilters] = useState('jit.*, pond.*');

  const input: WebhookInput = {
    url,
    method,
    authed,
    auth: authKind === 'basic' ? { basicAuth: { username, password } } : authKind === 'bearer' ? { bearerToken: { token } } : null,
    filters: filters
      .split(',')
      .map((f) => f.trim())
      .filter((f, _i, all) => f !== '' || all.length > 1),
  };
  const result = validateWebhook(input);

  return (
    <section className={styles.island} data-testid="webhook-checker" data-ready={String(ready)} aria-labelledby={`${id}-title`}>
      <p className={styles.title} id={`${id}-title`}>
        Webhook input checker
      </p>
      <div className={styles.row}>
        <label className={styles.field}>
          <span>url</span>
          <input value={url} onChange={(e) => setUrl(e.target.value)} data-testid="webhook-url" autoComplete="off" spellCheck={false} />
        </label>
        <label className={styles.field}>
          <span>method</span>
          <select value={method} onChange={(e) => setMethod(e.target.value)} data-testid="webhook-method">
            {['POST', 'GET', 'PUT', 'PATCH', 'DELETE'].map((m) => (
              <option key={m}>{m}</option>
            ))}
          </select>
        </label>
      </div>
      <div className={styles.row}>
        <label className={styles.check}>
          <input type="checkbox" checked={authed} onChange={(e) => setAuthed(e.target.checked)} data-testid="webhook-authed" />
          authed
        </label>
        <label className={styles.field}>
          <span>auth</span>
          <select value={authKind} onChange={(e) => setAuthKind(e.target.value as AuthKind)} data-testid="webhook-auth-kind">
            <option value="none">none</option>
            <option value="basic">basicAuth (username and password)</option>
            <option value="bearer">bearerToken (token)</option>
          </select>
        </label>
      </div>
      {authKind === 'basic' && (
        <div className={styles.row}>
          <label className={styles.field}>
            <span>username</span>
            <input value={username} onChange={(e) => setUsername(e.target.value)} data-testid="webhook-username" autoComplete="off" />
          </label>
          <label className={styles.field}>
            <span>password</span>
            <input type="password" value={password} onChange={(e) => setPassword(e.target.value)} data-testid="webhook-password" autoComplete="new-password" />
          </label>
        </div>
      )}
      {authKind === 'bearer' && (
        <label className={styles.field}>
          <span>token</span>
          <input type="password" value={token} onChange={(e) => setToken(e.target.value)} data-testid="webhook-token" autoComplete="off" />
        </label>
      )}
      <label className={styles.field}>
        <span>filters: event names separated by commas (one wildcard each)</span>
        <input value={filters} onChange={(e) => setFilters(e.target.value)} data-testid="webhook-filters" autoComplete="off" spellCheck={false} />
      </label>
      <div className={styles.outcome} aria-live="polite" data-testid="webhook-result" data-valid={String(result.ok)}>
        {result.ok ? (
          <p className={styles.ok}>Valid: this input follows every webhook rule.</p>
        ) : (
          <ul>
            {result.problems.map((p) => (
              <li key={p.field + p.message} className={styles.problem} data-field={p.field}>
                {p.message}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
