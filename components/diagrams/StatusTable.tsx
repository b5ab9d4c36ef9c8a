// Server component: the statuses of one machine and what each means, straight from lib/domain.
import { machines, type MachineId } from '@/lib/domain';
import { machineOrThrow } from './machineProp';
import styles from './tables.module.css';

export function StatusTable({ machine }: { machine: MachineId }) {
  const m = machines[machineOrThrow(machine, 'StatusTable')];
  const rows = Object.entries(m.states).filter(([, s]) => !s.virtual);
  return (
    <table className={styles.table} data-testid="status-table" data-machine={m.id}>
      <caption>{m.title}: statuses</caption>
      <thead>
        <tr>
          <th scope="col">Status</th>
          <th scope="col">What it means</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([id, s]) => (
          <tr key={id} data-state={id}>
            <th scope="row">
              {s.label}
              {s.terminal && <span className={styles.tag}>final</span>}
            </th>
            <td>{s.description}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
