// Server component: the operation reference of the developer pages, generated from lib/graphql/schema.graphql at build
// time so the tables always match the schema that the sample queries are validated against.
import type { ReactNode } from 'react';
import { loadSchemaSdl } from '@/lib/graphql/load';
import { argumentRows, listOperations, operationAnchor, type FieldDoc, type OperationKind } from '@/lib/graphql/reference';
import styles from './GraphQLOperations.module.css';

/** Renders `code spans` of SDL descriptions as <code>; everything else stays plain text. */
function withCode(text: string): ReactNode[] {
  return text.split(/(`[^`]+`)/g).map((part, i) =>
    part.startsWith('`') && part.endsWith('`') && part.length > 1 ? <code key={i}>{part.slice(1, -1)}</code> : part,
  );
}

function FieldRows({ rows }: { rows: FieldDoc[] }) {
  return rows.map((row) => (
    <tr key={row.path}>
      <td className={styles.name}>
        <code>{row.path}</code>
      </td>
      <td>
        <code>{row.type}</code>
      </td>
      <td>
        {withCode(row.description)}
        {row.enumValues && (
          <span className={styles.values}>
            {' '}
            One of{' '}
            {row.enumValues.map((value, i) => (
              <span key={value}>
                {i > 0 && ', '}
                <code>{value}</code>
              </span>
            ))}
            .
          </span>
        )}
        {row.defaultValue !== undefined && (
          <span className={styles.default}>
            {' '}
            Default: <code>{row.defaultValue}</code>.
          </span>
        )}
      </td>
    </tr>
  ));
}

/** An arguments or return-fields table: name, type, description. */
function FieldTable({ caption, firstColumn, rows }: { caption: string; firstColumn: string; rows: FieldDoc[] }) {
  return (
    <table className={styles.table}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{firstColumn}</th>
          <th scope="col">Type</th>
          <th scope="col">Description</th>
        </tr>
      </thead>
      <tbody>
        <FieldRows rows={rows} />
      </tbody>
    </table>
  );
}

export function GraphQLOperations({ kind }: { kind: OperationKind }) {
  const operations = listOperations(loadSchemaSdl(), kind);
  const noun = kind === 'query' ? 'Query' : 'Mutation';
  return (
    <div className={styles.reference} data-graphql-operations={kind}>
      {operations.map((op) => {
        const argRows = argumentRows(op);
        return (
          <section key={op.name} className={styles.operation} aria-labelledby={operationAnchor(op)}>
            <h3 id={operationAnchor(op)} className={styles.title}>
              <code>{op.name}</code>
              <span className={styles.kind}>{noun}</span>
            </h3>
            {op.description && <p>{withCode(op.description)}</p>}
            {argRows.length > 0 ? (
              <FieldTable caption={`Arguments of ${op.name}`} firstColumn="Argument" rows={argRows} />
            ) : (
              <p className={styles.muted}>No documented arguments.</p>
            )}
            <p className={styles.returns}>
              Returns <code>{op.returnType}</code>
            </p>
            {op.returnFields.length > 0 && (
              <FieldTable caption={`Fields returned by ${op.name}`} firstColumn="Field" rows={op.returnFields} />
            )}
          </section>
        );
      })}
    </div>
  );
}
