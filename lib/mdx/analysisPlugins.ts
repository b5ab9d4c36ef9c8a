// Remark plugins that only the content analysis runs (table of contents, anchor check, search text, Markdown), after
// the shared ones: GraphQL samples and API names are checked against the API schema, so one that no longer fits
// fails the build with its page and line; and the GraphQL reference becomes real headings.
import { loadApiSchema } from '../graphql/load';
import { remarkCheckGraphQL } from '../graphql/remarkCheck';
import { remarkExpandGraphQLOperations } from '../graphql/remarkOperations';

export const analysisPlugins = [
  [remarkCheckGraphQL, { load: loadApiSchema }],
  [remarkExpandGraphQLOperations, { load: loadApiSchema }],
] as const;
