// The API pages' components: the reference of every operation, API names in prose and the GraphQL samples, each with
// the "inferred" marks of the names this site's schema reconstructs, in the page and in its text form alike.
import type { BlockContent, PhrasingContent, RootContent } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import { lookupApiName } from '../../graphql/apiNames';
import { loadApiSchema } from '../../graphql/load';
import { operationsContent } from '../../graphql/remarkOperations';
import { checkSample } from '../../graphql/samples';
import { code, paragraph, text } from './mdast';
import { define } from './types';

const mark = (reason: string): PhrasingContent => ({ type: 'emphasis', children: [text(`inferred: ${reason}`)] });

export const GraphQLOperations = define({
  kind: 'static',
  page: 'none',
  props: { kind: { required: true, values: ['query', 'mutation'] } },
  text: ({ props }) => operationsContent(loadApiSchema().schema, props.kind === 'mutation' ? 'mutation' : 'query'),
});

/** The name an <ApiName> shows: its text. */
export function apiNameOf(children: readonly RootContent[]): string {
  return mdastToString({ type: 'root', children: [...children] }).trim();
}

export const ApiName = define({
  kind: 'static',
  inline: true,
  page: 'original',
  props: { of: {} },
  text: ({ props, children }) => {
    const name = apiNameOf(children);
    const { inferred } = lookupApiName(loadApiSchema().schema, name, props.of);
    return [code(name), ...(inferred ? [text(' '), mark(inferred)] : [])];
  },
});

/** A sample's code blocks, then the names it shows that the schema marks inferred, with the reason for each. */
export const GraphQLSample = define({
  kind: 'static',
  page: 'original',
  props: { source: { required: true }, variables: {} },
  text: ({ props, children }) => {
    const { inferred } = checkSample(loadApiSchema().schema, props.source, props.variables);
    if (inferred.length === 0) return [...children];
    const names = inferred.flatMap((use, i): PhrasingContent[] => [...(i > 0 ? [text(', ')] : []), code(use.name), text(' '), mark(use.reason)]);
    return [...children, paragraph('Names in this sample marked inferred: ', names)] as BlockContent[];
  },
});
