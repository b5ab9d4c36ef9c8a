'use client';
// Will this user's SSO login work? The user exists first, the identity provider sends a valid e-mail that matches
// the invitation, and its domain is the organization's SSO domain.
import { useId, useState } from 'react';
import { checkSsoReadiness } from '@/lib/domain/sso';
import styles from '../controls.module.css';
import { useHydrated } from '../useHydrated';

export default function SsoReadiness() {
  const id = useId();
  const ready = useHydrated();
  const [userCreated, setUserCreated] = useState(true);
  const [ssoDomain, setSsoDomain] = useState('example.com');
  const [invitedEmail, setInvitedEmail] = useState('alice@example.com');
  const [idpEmail, setIdpEmail] = useState('alice@example.com');
  const result = checkSsoReadiness({ userCreated, ssoDomain, invitedEmail, idpEmail });
  return (
    <section className={styles.island} data-testid="sso-readiness" data-ready={String(ready)} aria-labelledby={`${id}-title`}>
      <p className={styles.title} id={`${id}-title`}>
        Will this SSO login work?
      </p>
      <label className={styles.check}>
        <input type="checkbox" checked={userCreated} onChange={(e) => setUserCreated(e.target.checked)} data-testid="sso-created" />
        The user was created in Bulwark with permissions
      </label>
      <div className={styles.row}>
        <label className={styles.field}>
          <span>Organization&apos;s SSO domain</span>
          <input value={ssoDomain} onChange={(e) => setSsoDomain(e.target.value)} data-testid="sso-domain" autoComplete="off" />
        </label>
        <label className={styles.field}>
          <span>Invited e-mail</span>
          <input value={invitedEmail} onChange={(e) => setInvitedEmail(e.target.value)} data-testid="sso-invited" autoComplete="off" />
        </label>
        <label className={styles.field}>
          <span>E-mail the identity provider sends</span>
          <input value={idpEmail} onChange={(e) => setIdpEmail(e.target.value)} data-testid="sso-idp" autoComplete="off" />
        </label>
      </div>
      <div className={styles.outcome} aria-live="polite" data-testid="sso-result" data-valid={String(result.ready)}>
        <p>{result.ready ? 'Ready: this login should work.' : 'Not ready yet:'}</p>
        <ul>
          {result.checks.map((c) => (
            <li key={c.label} className={c.passed ? undefined : styles.problem} data-passed={String(c.passed)}>
              {c.passed ? '✓' : '✗'} {c.label}
              {c.passed ? '' : `: ${c.fix}`}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
