// Content analysis only: expands `<GraphQLOperations kind="…"/>` into real headings, text and tables, one h3 per
// operation with the id the rendered reference gives it (operationAnchor). The table of contents, the anchor check,
// search records and the Markdown copy then all see every operation. The page itself still renders the component.
import type { Heading, Paragraph, PhrasingContent, Root, RootContent, Table, TableRow } from 'mdast';
import { SKIP, visit } from 'unist-util-visit';
import type { LoadedSchema } from './load';
import { argumentRows, listOperations, operationAnchor, returnsInferred, schemaInferred, type FieldDoc, type OperationDoc, type OperationKind } from './reference';
import { codeWithMark, describeRow, textSegments, type Segment } from './segments';

export interface ExpandOptions {
  /** Loads the schema; called only when a page uses the component. */
  load: () => LoadedSchema;
}

const OPERATIONS_COMPONENT = 'GraphQLOperations';

function phrasing(segments: Segment[]): PhrasingContent[] {
  return segments.map((s) =>
    'text' in s ? { type: 'text', value: s.text } : 'code' in s ? { type: 'inlineCode', value: s.code } : { type: 'emphasis', children: [{ type: 'text', value: `inferred: ${s.inferred}` }] },
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

function kindOf(node: { attributes?: { type: string; name?: string; value?: unknown }[] }): OperationKind | undefined {
  const value = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'kind')?.value;
  return value === 'query' || value === 'mutation' ? value : undefined;
}

/** Every operation of one kind as Markdown nodes: the analysis tree's expansion, and the Markdown copy's. */
export function operationsContent(schema: LoadedSchema['schema'], kind: OperationKind): RootContent[] {
  const typesInferred = schemaInferred(schema);
  return listOperations(schema, kind).flatMap((op) => operationNodes(op, typesInferred));
}

export function remarkExpandGraphQLOperations({ load }: ExpandOptions) {
  return (tree: Root) => {
    visit(tree, 'mdxJsxFlowElement', (node, index, parent) => {
      if (node.name !== OPERATIONS_COMPONENT || !parent || index === undefined) return;
      const kind = kindOf(node);
      if (!kind) throw Object.assign(new Error(`<${OPERATIONS_COMPONENT}> needs kind="query" or kind="mutation"`), { line: node.position?.start.line });
      const nodes = operationsContent(load().schema, kind);
      parent.children.splice(index, 1, ...(nodes as typeof parent.children));
      return [SKIP, index + nodes.length];
    });
  };
}
