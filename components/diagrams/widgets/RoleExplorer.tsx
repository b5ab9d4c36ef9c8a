'use client';
// Pick a role and see what it may do; change a user's role and see when the change applies.
import { useId, useState } from 'react';
import { can, ROLE_ACTIONS, roleChangeNote, ROLES, type RoleId } from '@/lib/domain/roles';
import styles from '../controls.module.css';
import { useHydrated } from '../useHydrated';

export default function RoleExplorer() {
  const id = useId();
  const ready = useHydrated();
  const [role, setRole] = useState<RoleId>('approver');
  const [next, setNext] = useState<RoleId>('approver');
  return (
    <section className={styles.island} data-testid="role-explorer" data-ready={String(ready)} aria-labelledby={`${id}-title`}>
      <p className={styles.title} id={`${id}-title`}>
        What can this role do?
      </p>
      <div className={styles.row}>
        <RoleSelect label="Role" value={role} onChange={setRole} testId="role-select" />
        <RoleSelect label="Change this user's role to" value={next} onChange={setNext} testId="role-change" />
      </div>
      <ul className={styles.list} aria-live="polite" data-testid="role-actions">
        {ROLE_ACTIONS.map((a) => {
          const allowed = can([role], a.capability);
          return (
            <li key={a.capability} data-allowed={String(allowed)}>
              <span>{a.label}</span>
              <span className={allowed ? styles.ok : styles.muted}>{allowed ? 'Yes' : 'No'}</span>
            </li>
          );
        })}
      </ul>
      <p className={styles.outcome} aria-live="polite" data-testid="role-change-note">
        {roleChangeNote(role, next)}
      </p>
    </section>
  );
}

function RoleSelect({ label, value, onChange, testId }: { label: string; value: RoleId; onChange: (r: RoleId) => void; testId: string }) {
  return (
    <label className={styles.field}>
      <span>{label}</span>
      <select value={value} onChange={(e) => onChange(e.target.value as RoleId)} data-testid={testId}>
        {ROLES.map((r) => (
          <option key={r.id} value={r.id}>
            {r.name}
          </option>
        ))}
      </select>
    </label>
  );
}
