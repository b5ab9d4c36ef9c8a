// Server component: the six exemption types, who they may cover and where, from lib/domain/exemptions.
import { EXEMPTION_TYPES, IDENTITY_CATEGORIES } from '@/lib/domain/exemptions';
import styles from './tables.module.css';

export function ExemptionTypesTable() {
  return (
    <table className={styles.table} data-testid="exemption-types-table">
      <caption>Exemption types</caption>
      <thead>
        <tr>
          <th scope="col">Exemption type</th>
          <th scope="col">Identities it can cover</th>
          <th scope="col">Where it can be set</th>
          <th scope="col">What it exempts from</th>
        </tr>
      </thead>
      <tbody>
        {EXEMPTION_TYPES.map((t) => (
          <tr key={t.id} data-exemption-type={t.id}>
            <th scope="row">{t.name}</th>
            <td>
              {t.categories.length === 2
                ? 'IAM users, IAM roles and SSO users'
                : t.categories.map((c) => IDENTITY_CATEGORIES[c].label).join(', ') + ' only'}
            </td>
            <td>{t.topLevelOnly ? 'Only at the top org level (root scope)' : 'At any scope'}</td>
            <td>{t.exemptsFrom ?? t.limit}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
