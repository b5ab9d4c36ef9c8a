// Code samples of one task in several languages (curl, TypeScript): on the page, tabs whose choice the reader keeps
// across pages (components/mdx/CodeTabs.tsx, lib/browser/codeTabs.ts); as text, each block after its label.
import type { Code, RootContent } from 'mdast';
import { paragraph, strong } from './mdast';
import { define } from './types';

/** The labels a tab may carry: one name per language, the same on every page, so a choice made on one page holds. */
export const CODE_TAB_LABELS: readonly string[] = ['curl', 'TypeScript'];

/** The tab labels of `labels="curl, TypeScript"`, in order. */
export function codeTabLabels(value: string): string[] {
  return value.split(',').map((label) => label.trim());
}

export const CodeTabs = define({
  kind: 'static',
  page: 'original',
  props: { labels: { required: true } },
  text: ({ props, children }) => {
    const labels = codeTabLabels(props.labels);
    const blocks = children.filter((child): child is Code => child.type === 'code');
    if (blocks.length !== children.length) throw new Error('holds code blocks only');
    if (blocks.length !== labels.length) throw new Error(`labels="${props.labels}" names ${labels.length} tabs for ${blocks.length} code blocks`);
    const unknown = labels.find((label) => !CODE_TAB_LABELS.includes(label));
    if (unknown !== undefined) throw new Error(`tab label "${unknown}" is not one of ${CODE_TAB_LABELS.join(', ')}`);
    return blocks.flatMap((block, i): RootContent[] => [paragraph([strong(`${labels[i]}:`)]), block]);
  },
});
