import type { Root } from 'hast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { timed } from '@/lib/buildTimings';
import { renders } from './renders';

/**
 * Renders a page's HTML tree, which the content step made from the same parsed tree its Markdown copy and search
 * read (lib/content/compile.ts): highlighted, components named by their registry entries, static runs marked.
 */
export default function MdxContent({ html }: { html: Root }) {
  return timed('HTML tree to React elements', () => toJsxRuntime(html, { Fragment, jsx, jsxs, components: renders, passKeys: true }));
}
