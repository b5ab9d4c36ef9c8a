// Server component: a DocTable of lib/domain as an HTML table, the static form of a widget (readable without
// JavaScript); the same data becomes the page's Markdown through lib/domain/markdown.
import type { DocTable } from '@/lib/domain/docTable';
import styles from './tables.module.css';

export function DocTableView({ table, testId }: { table: DocTable; testId?: string }) {
  return (
    <>
      <table className={styles.table} data-testid={testId}>
        <caption>{table.caption}</caption>
        <thead>
          <tr>
            {table.columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, i) => (
            <tr key={i}>
              {row.map((cell, j) =>
                j === 0 ? (
                  <th key={j} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={j}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {table.notes && table.notes.length > 0 && (
        <ul className={styles.notes}>
          {table.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}
    </>
  );
}
