// Server component: every firewall setting with its default (spec section 9), from lib/domain/settings.
import { formatSettingDefault, NOT_STATED, SETTINGS } from '@/lib/domain/settings';
import styles from './tables.module.css';

export function SettingsTable() {
  return (
    <table className={styles.table} data-testid="settings-table">
      <caption>Firewall settings (global across all onboarded organizations)</caption>
      <thead>
        <tr>
          <th scope="col">Setting</th>
          <th scope="col">Default</th>
          <th scope="col">What it controls</th>
        </tr>
      </thead>
      <tbody>
        {SETTINGS.map((s) => {
          const value = formatSettingDefault(s);
          return (
            <tr key={s.key} data-setting={s.key}>
              <th scope="row">{s.name}</th>
              <td className={value === NOT_STATED ? styles.muted : undefined}>
                {value === NOT_STATED ? '—' : value}
              </td>
              <td>{s.description}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
