// The text form of `<GraphQLOperations kind="…"/>`: real headings, text and tables, one h3 per operation with the id
// the rendered reference gives it (operationAnchor). The table of contents, the anchor check, search records and the
// Markdown copy all see every operation; the page renders the component itself.
import type { Heading, Paragraph, PhrasingContent, RootContent, Table, TableRow } from 'mdast';
import type { LoadedSchema } from './load';
import {
  argumentRows,
  listOperations,
  operationAnchor,
  returnsInferred,
  schemaInferred,
  type FieldDoc,
  type OperationDoc,
  type OperationKind,
} from './reference';
import { codeWithMark, describeRow, textSegments, type Segment } from './segments';

function phrasing(segments: Segment[]): PhrasingContent[] {
  return segments.map((s) =>
    'text' in s
      ? { type: 'text', value: s.text }
      : 'code' in s
        ? { type: 'inlineCode', value: s.code }
        : { type: 'emphasis', children: [{ type: 'text', value: `inferred: ${s.inferred}` }] },
  );
}

function spaced(segments: Segment[]): Segment[] {
  // A mark reads as its own word after the name it marks.
  return segments.flatMap((s, i) => ('inferred' in s && i > 0 ? [{ text: ' ' }, s] : [s]));
}

function table(firstColumn: string, rows: FieldDoc[], typesInferred: string | undefined): Table {
  const cell = (segments: Segment[]) => ({ type: 'tableCell' as const, children: phrasing(spaced(segments)) });
  const typeHeader: Segment[] = [{ text: 'Type' }, ...(typesInferred ? [{ inferred: typesInferred }] : [])];
  const header: TableRow = { type: 'tableRow', children: [cell([{ text: firstColumn }]), cell(typeHeader), cell([{ text: 'Description' }])] };
  const body: TableRow[] = rows.map((row) => ({
    type: 'tableRow',
    children: [cell(codeWithMark(row.path, row.inferred)), cell(codeWithMark(row.type, row.typeInferred)), cell(describeRow(row))],
  }));
  return { type: 'table', align: [null, null, null], children: [header, ...body] };
}

function operationNodes(op: OperationDoc, typesInferred: string | undefined): RootContent[] {
  const heading: Heading = {
    type: 'heading',
    depth: 3,
    children: [{ type: 'inlineCode', value: op.name }],
    data: { hProperties: { id: operationAnchor(op) } },
  };
  const nodes: RootContent[] = [heading];
  if (op.description) nodes.push({ type: 'paragraph', children: phrasing(textSegments(op.description)) });
  const args = argumentRows(op);
  if (args.length) nodes.push(table('Argument', args, typesInferred));
  const returns: Paragraph = {
    type: 'paragraph',
    children: phrasing(spaced([{ text: 'Returns ' }, ...codeWithMark(op.returnType, returnsInferred(op))])),
  };
  nodes.push(returns);
  if (op.returnFields.length) nodes.push(table('Field', op.returnFields, typesInferred));
  return nodes;
}

/** Every operation of one kind as Markdown nodes: the analysis tree's expansion, and the Markdown copy's. */
export function operationsContent(schema: LoadedSchema['schema'], kind: OperationKind): RootContent[] {
  const typesInferred = schemaInferred(schema);
  return listOperations(schema, kind).flatMap((op) => operationNodes(op, typesInferred));
}
