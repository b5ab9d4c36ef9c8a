// The one list of remark plugins that turns a page's MDX into the site's tree: GitHub-flavoured Markdown, `:::kind`
// admonitions, GraphQL samples checked against the API schema, every component checked and given its text form, and
// every heading its id. The page, its Markdown copy, search and the table of contents all read the tree this makes.
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import type { PluggableList } from 'unified';
import { loadApiSchema } from '../graphql/load';
import { remarkCheckGraphQL } from '../graphql/remarkCheck';
import { remarkGraphQLSamples } from '../graphql/remarkSamples';
import { remarkAdmonitions } from './remarkAdmonitions';
import { remarkComponents } from './remarkComponents';
import { remarkHeadingSlugs } from './remarkHeadingSlugs';

export const remarkPlugins: PluggableList = [
  remarkGfm,
  remarkDirective,
  remarkAdmonitions,
  remarkGraphQLSamples,
  [remarkCheckGraphQL, { load: loadApiSchema }],
  remarkComponents,
  remarkHeadingSlugs,
];
