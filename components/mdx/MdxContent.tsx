import type { Root } from 'mdast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { timed } from '@/lib/buildTimings';
import { pageHast } from '@/lib/mdx/render';
import { renders } from './renders';

/** Renders a page's tree on the server: the one tree its Markdown copy and search also read (lib/content). */
export default async function MdxContent({ tree }: { tree: Root }) {
  const hast = await pageHast(tree);
  return timed('HTML tree to React elements', () => toJsxRuntime(hast, { Fragment, jsx, jsxs, components: renders, passKeys: true }));
}
