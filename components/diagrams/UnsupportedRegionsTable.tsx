// Server component: regions where Permissions on Demand does not trigger, from lib/domain/regionData.
import { POD_UNSUPPORTED_REGIONS, POD_UNSUPPORTED_WORKAROUNDS } from '@/lib/domain/regionData';
import styles from './tables.module.css';

export function UnsupportedRegionsTable() {
  return (
    <>
      <table className={styles.table} data-testid="unsupported-regions-table">
        <caption>Regions where Permissions on Demand does not trigger</caption>
        <thead>
          <tr>
            <th scope="col">Region</th>
            <th scope="col">Permissions on Demand request</th>
          </tr>
        </thead>
        <tbody>
          {POD_UNSUPPORTED_REGIONS.map((r) => (
            <tr key={r.regionId} data-region={r.regionId}>
              <th scope="row">
                <code>{r.regionId}</code>
              </th>
              <td>Not raised: the blocked action gets no request</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className={styles.notes} aria-label="What to do instead">
        {POD_UNSUPPORTED_WORKAROUNDS.map((w) => (
          <li key={w}>{w}</li>
        ))}
      </ul>
    </>
  );
}
