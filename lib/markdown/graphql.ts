// Markdown forms of the GraphQL reference components. The content analysis already expands <GraphQLOperations/> into
// headings and tables (lib/graphql/remarkOperations), so a page's tree reaches the Markdown copy expanded; this form
// is the same expansion, for a tree that was not analysed.
import { toString } from 'mdast-util-to-string';
import { lookupApiName } from '../graphql/apiNames';
import { loadApiSchema } from '../graphql/load';
import { operationsContent } from '../graphql/remarkOperations';
import { serialize } from './serialize';
import type { ComponentMarkdown } from './types';

export const graphqlOperationsMarkdown: ComponentMarkdown = ({ props }) => {
  const kind = props.kind;
  if (kind !== 'query' && kind !== 'mutation') throw new Error(`<GraphQLOperations kind="${String(kind)}" />: kind must be "query" or "mutation"`);
  return serialize(operationsContent(loadApiSchema().schema, kind));
};

/** <ApiName>lock</ApiName>: the name as code, with its "inferred" mark as the page shows it. */
export const apiNameMarkdown: ComponentMarkdown = ({ props, children }) => {
  const name = toString({ type: 'root', children }).trim();
  const { inferred } = lookupApiName(loadApiSchema().schema, name, typeof props.of === 'string' ? props.of : undefined);
  return serialize([
    {
      type: 'paragraph',
      children: [{ type: 'inlineCode', value: name }, ...(inferred ? [{ type: 'text' as const, value: ' ' }, { type: 'emphasis' as const, children: [{ type: 'text' as const, value: `inferred: ${inferred}` }] }] : [])],
    },
  ]);
};
