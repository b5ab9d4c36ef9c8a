// Server component: the three roles and what each may do (spec section 6), from lib/domain/roles.
import { ROLE_FACTS, ROLES } from '@/lib/domain/roles';
import styles from './tables.module.css';

export function RolesTable() {
  return (
    <>
      <table className={styles.table} data-testid="roles-table">
        <caption>Roles and what each may do</caption>
        <thead>
          <tr>
            <th scope="col">Role</th>
            <th scope="col">May do</th>
            <th scope="col">Limits</th>
          </tr>
        </thead>
        <tbody>
          {ROLES.map((r) => (
            <tr key={r.id} data-role={r.id}>
              <th scope="row">
                {r.name}
                <div className={styles.muted}>{r.summary}</div>
              </th>
              <td>
                <ul>
                  {r.mayDo.map((d) => (
                    <li key={d}>{d}</li>
                  ))}
                </ul>
              </td>
              <td>
                {r.limits.length ? (
                  <ul>
                    {r.limits.map((d) => (
                      <li key={d}>{d}</li>
                    ))}
                  </ul>
                ) : (
                  <span className={styles.muted}>None</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className={styles.notes} data-testid="roles-facts">
        {ROLE_FACTS.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
    </>
  );
}
