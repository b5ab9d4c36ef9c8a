'use client';
// The Detailed Audit Log with its time-range filter, and the message an automatic revocation leaves.
import { useId, useState } from 'react';
import { EXAMPLE_AUDIT_LOG, EXAMPLE_NOW, filterAuditLog, TIME_RANGES, type TimeRange } from '@/lib/domain/auditLog';
import { checkRevocation } from '@/lib/domain/revocation';
import { DAY_MS } from '@/lib/domain/constants';
import styles from '../controls.module.css';
import { useHydrated } from '../useHydrated';

const date = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ');

export default function AuditLog() {
  const id = useId();
  const ready = useHydrated();
  const [range, setRange] = useState<TimeRange>('7d');
  const [days, setDays] = useState('95');
  const [scope, setScope] = useState('aws/example-org/ou-apps/111122223333');
  const entries = filterAuditLog(EXAMPLE_AUDIT_LOG, range, EXAMPLE_NOW);
  const unused = Number(days);
  const revocation = Number.isFinite(unused) && unused >= 0
    ? checkRevocation({ identityName: 'alice', service: 's3', account: '111122223333', scope, lastUsedAt: EXAMPLE_NOW - unused * DAY_MS, checkAt: EXAMPLE_NOW, enabled: true })
    : null;
  return (
    <section className={styles.island} data-testid="audit-log" data-ready={String(ready)} aria-labelledby={`${id}-title`}>
      <p className={styles.title} id={`${id}-title`}>
        Detailed Audit Log (example entries, as of {date(EXAMPLE_NOW)} UTC)
      </p>
      <label className={styles.field}>
        <span>Time range</span>
        <select value={range} onChange={(e) => setRange(e.target.value as TimeRange)} data-testid="audit-range">
          {(Object.keys(TIME_RANGES) as TimeRange[]).map((r) => (
            <option key={r} value={r}>
              {TIME_RANGES[r].label}
            </option>
          ))}
        </select>
      </label>
      <div className={styles.scroll} tabIndex={0} role="region" aria-label="Audit log entries">
        <table className={styles.table} aria-live="polite" data-testid="audit-entries" data-count={entries.length}>
          <caption className={styles.muted}>
            {entries.length} entr{entries.length === 1 ? 'y' : 'ies'}
          </caption>
          <thead>
            <tr>
              <th scope="col">Action</th>
              <th scope="col">Actioned By</th>
              <th scope="col">Scope</th>
              <th scope="col">Date</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((e) => (
              <tr key={`${e.action}-${e.date}`}>
                <td>
                  <code>{e.action}</code>
                </td>
                <td>{e.actionedBy}</td>
                <td>
                  <code>{e.scope}</code>
                </td>
                <td className={styles.nowrap}>{date(e.date)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <fieldset className={styles.options}>
        <legend>Automatic revocation (Automatically Revoke Exemptions on)</legend>
        <label className={styles.option}>
          <span>Days the exemption of alice on s3 went unused</span>
          <input value={days} onChange={(e) => setDays(e.target.value)} inputMode="numeric" data-testid="audit-days" autoComplete="off" />
        </label>
        <label className={styles.option}>
          <span>Scope of the exemption</span>
          <select value={scope} onChange={(e) => setScope(e.target.value)} data-testid="audit-scope">
            <option value="aws/example-org/ou-apps/111122223333">An account</option>
            <option value="aws/example-org">The root (a global exemption)</option>
          </select>
        </label>
      </fieldset>
      <div className={styles.outcome} aria-live="polite" data-testid="audit-revocation" data-revoked={String(!!revocation?.revoke)}>
        <p>
          {revocation === null
            ? 'Enter a number of days.'
            : revocation.revoke
              ? `The nightly check revokes it: "${revocation.message}"`
              : `Kept: ${revocation.why}`}
        </p>
      </div>
    </section>
  );
}
