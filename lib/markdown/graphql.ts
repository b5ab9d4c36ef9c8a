// The Markdown form of <GraphQLOperations kind="…" />: the same operations, arguments and fields as the page's tables,
// generated from the same schema (lib/graphql).
import type { PhrasingContent, RootContent } from 'mdast';
import { loadSchemaSdl } from '../graphql/load';
import { argumentRows, listOperations, type FieldDoc, type OperationKind } from '../graphql/reference';
import { inlineCode, markdownTable, serialize, verbatim, withCodeSpans } from './serialize';
import type { ComponentMarkdown } from './types';

function descriptionCell(row: FieldDoc): PhrasingContent[] {
  const cell = withCodeSpans(row.description);
  if (row.enumValues) {
    cell.push({ type: 'text', value: ' One of ' });
    row.enumValues.forEach((value, i) => cell.push(...(i > 0 ? [{ type: 'text', value: ', ' } as PhrasingContent] : []), inlineCode(value)));
    cell.push({ type: 'text', value: '.' });
  }
  if (row.defaultValue !== undefined) cell.push({ type: 'text', value: ' Default: ' }, inlineCode(row.defaultValue), { type: 'text', value: '.' });
  return cell;
}

function fieldTable(firstColumn: string, rows: FieldDoc[]): string {
  return markdownTable([firstColumn, 'Type', 'Description'], rows.map((row) => [[inlineCode(row.path)], [inlineCode(row.type)], descriptionCell(row)]));
}

// The schema is fixed for a build, and building it is the slow part: one rendering per kind and process.
const rendered = new Map<OperationKind, string>();

export const graphqlOperationsMarkdown: ComponentMarkdown = ({ props }) => {
  const kind = props.kind;
  if (kind !== 'query' && kind !== 'mutation') throw new Error(`<GraphQLOperations kind="${String(kind)}" />: kind must be "query" or "mutation"`);
  let markdown = rendered.get(kind);
  if (markdown === undefined) {
    markdown = operationsMarkdown(kind);
    rendered.set(kind, markdown);
  }
  return markdown;
};

function operationsMarkdown(kind: OperationKind): string {
  const noun = kind === 'query' ? 'Query' : 'Mutation';
  const nodes: RootContent[] = listOperations(loadSchemaSdl(), kind).flatMap((op) => {
    const args = argumentRows(op);
    return [
      { type: 'heading', depth: 3, children: [inlineCode(op.name), { type: 'text', value: ` (${noun})` }] },
      ...(op.description ? [{ type: 'paragraph', children: withCodeSpans(op.description) } as RootContent] : []),
      args.length > 0 ? verbatim(fieldTable('Argument', args)) : { type: 'paragraph', children: [{ type: 'text', value: 'No documented arguments.' }] },
      { type: 'paragraph', children: [{ type: 'text', value: 'Returns ' }, inlineCode(op.returnType)] },
      ...(op.returnFields.length > 0 ? [verbatim(fieldTable('Field', op.returnFields))] : []),
    ] as RootContent[];
  });
  return serialize(nodes);
}
