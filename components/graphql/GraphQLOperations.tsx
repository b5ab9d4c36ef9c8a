// Server component: the operation reference of the developer pages, generated from the API schema at build time so
// the tables always match the schema the samples are checked against. Names and shapes the schema marks @inferred
// carry the "inferred" mark. Built to be scanned: an index of every operation first, then per operation its name,
// description and result, with its argument and field tables folded in a native <details> (a link to the operation's
// anchor opens it: lib/browser/anchorDetails.ts). On phones every row of a table becomes a card.
import Breakable from '@/components/shared/Breakable';
import { loadApiSchema } from '@/lib/graphql/load';
import { argumentRows, listOperations, operationAnchor, returnsInferred, schemaInferred, type FieldDoc, type OperationKind } from '@/lib/graphql/reference';
import { codeWithMark, describeRow, textSegments } from '@/lib/graphql/segments';
import { InferredMark } from './InferredMark';
import { Segments } from './Segments';
import styles from './GraphQLOperations.module.css';

/** An arguments or return-fields table: name, type, description. */
function FieldTable({ caption, firstColumn, rows, typesInferred }: { caption: string; firstColumn: string; rows: FieldDoc[]; typesInferred?: string }) {
  return (
    <table className={styles.table}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{firstColumn}</th>
          <th scope="col">Type{typesInferred ? <InferredMark reason={typesInferred} /> : null}</th>
          <th scope="col">Description</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.path}>
            <td className={styles.name}>
              <Segments segments={codeWithMark(row.path, row.inferred)} />
            </td>
            <td className={styles.type}>
              <Segments segments={codeWithMark(row.type, row.typeInferred)} />
            </td>
            <td>
              <Segments segments={describeRow(row)} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function plural(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

export function GraphQLOperations({ kind }: { kind: OperationKind }) {
  const { schema } = loadApiSchema();
  const operations = listOperations(schema, kind);
  const typesInferred = schemaInferred(schema);
  const noun = kind === 'query' ? 'Query' : 'Mutation';
  return (
    <div className={styles.reference} data-graphql-operations={kind}>
      <nav className={styles.index} aria-label={`Every ${noun.toLowerCase()}`}>
        <ul>
          {operations.map((op) => (
            <li key={op.name}>
              <a href={`#${operationAnchor(op)}`}>
                <code>{op.name}</code>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {operations.map((op) => {
        const args = argumentRows(op);
        const parts = [
          args.length > 0 ? plural(args.length, 'argument') : '',
          op.returnFields.length > 0 ? plural(op.returnFields.length, 'returned field') : '',
        ];
        return (
          <section key={op.name} className={styles.operation} aria-labelledby={operationAnchor(op)} data-anchor-opens="">
            <h3 id={operationAnchor(op)} className={styles.title}>
              <code>
                <Breakable text={op.name} />
              </code>
              <span className={styles.kind}>{noun}</span>
            </h3>
            {op.description ? (
              <p>
                <Segments segments={textSegments(op.description)} />
              </p>
            ) : null}
            <p className={styles.returns}>
              Returns <Segments segments={codeWithMark(op.returnType, returnsInferred(op))} />
            </p>
            {parts.some(Boolean) ? (
              <details className={styles.fields}>
                <summary>{parts.filter(Boolean).join(', ')}</summary>
                {args.length > 0 ? <FieldTable caption={`Arguments of ${op.name}`} firstColumn="Argument" rows={args} typesInferred={typesInferred} /> : null}
                {op.returnFields.length > 0 ? (
                  <FieldTable caption={`Fields returned by ${op.name}`} firstColumn="Field" rows={op.returnFields} typesInferred={typesInferred} />
                ) : null}
              </details>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}
