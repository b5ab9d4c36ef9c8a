import rehypeShiki from '@shikijs/rehype';
import { MDXRemote } from 'next-mdx-remote/rsc';
import rehypeSlug from 'rehype-slug';
import { remarkGraphQLSamples } from '@/lib/graphql/remarkSamples';
import { pinHeadingIds } from '@/lib/mdx/headingIds';
import { shikiOptions } from '@/lib/mdx/highlight';
import { remarkDehydrate } from '@/lib/mdx/remarkDehydrate';
import { remarkPlugins } from '@/lib/mdx/remarkPlugins';
import { mdxComponents } from './components';

const rehypePlugins = [
  rehypeSlug,
  // Highlighting happens here, at build time: the browser gets coloured spans and no highlighter.
  [rehypeShiki, shikiOptions],
];

// Rendering only: GraphQL samples get their inferred marks and Run button (the analysis keeps plain code blocks), then
// static runs of blocks are dehydrated (the samples are static: their Run button works through a delegated listener).
const renderRemarkPlugins = [...remarkPlugins, remarkGraphQLSamples, remarkDehydrate];

/** Renders a page's MDX body on the server with the site's plugins and components. */
export default function MdxContent({ source }: { source: string }) {
  return (
    <MDXRemote
      source={pinHeadingIds(source)}
      components={mdxComponents}
      options={{ mdxOptions: { remarkPlugins: renderRemarkPlugins as never, rehypePlugins: rehypePlugins as never, format: 'mdx' } }}
    />
  );
}
