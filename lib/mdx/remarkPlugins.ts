// The one list of remark plugins that turns a page's MDX into the site's tree: GitHub-flavoured Markdown, `:::kind`
// admonitions, headings that pin their id, GraphQL samples checked against the API schema, every component checked and
// given its text form, and every other heading its slug. The page, its Markdown copy, search and the table of contents all read the tree this makes.
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import type { PluggableList } from 'unified';
import { loadApiSchema, type LoadedSchema } from '../graphql/load';
import { remarkCheckGraphQL } from '../graphql/remarkCheck';
import { remarkGraphQLSamples } from '../graphql/remarkSamples';
import { remarkAdmonitions } from './remarkAdmonitions';
import { remarkComponents } from './remarkComponents';
import { remarkHeadingIds, remarkHeadingSlugs } from './headingIds';

/** The plugins, with the GraphQL check reading the schema `load` gives (the site's own, or a test's). */
export function remarkPluginsWith(load: () => LoadedSchema): PluggableList {
  return [
    remarkGfm,
    remarkDirective,
    remarkAdmonitions,
    remarkHeadingIds,
    remarkGraphQLSamples,
    [remarkCheckGraphQL, { load }],
    remarkComponents,
    remarkHeadingSlugs,
  ];
}

export const remarkPlugins: PluggableList = remarkPluginsWith(loadApiSchema);
