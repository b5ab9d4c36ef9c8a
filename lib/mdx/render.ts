// A page's tree (lib/content, made by remarkPlugins) as the HTML tree the page renders: components keep what their
// definition says the page shows inside them (their text form, the author's children, or nothing), code is
// highlighted, and each run of top-level blocks without a client island is wrapped in <StaticRegion> so the static
// prose reaches the browser once, in the HTML (components/shared/StaticRegion). No MDX is compiled or evaluated: the
// same tree the Markdown copy and search read becomes React elements (components/mdx/MdxContent).
import rehypeShikiFromHighlighter from '@shikijs/rehype/core';
import type { Element, ElementContent, Root as HastRoot, RootContent as HastContent } from 'hast';
import type { Root, RootContent } from 'mdast';
import { toHast, type Handler, type State } from 'mdast-util-to-hast';
import { unified } from 'unified';
import { timed, timedAsync } from '../buildTimings';
import { nameParts } from '../nameBreaks';
import { STATIC_REGION_PROP } from '../staticRegion';
import { componentDef } from './components';
import type { ComponentData } from './remarkComponents';
import { contentHighlighter, shikiOptions } from './highlight';

type JsxNode = Extract<RootContent, { type: 'mdxJsxFlowElement' | 'mdxJsxTextElement' }>;

/** The children the page renders inside a component, per its definition. */
function pageChildren(node: JsxNode): RootContent[] {
  const def = componentDef(node.name);
  if (!def) return node.children as RootContent[];
  if (def.page === 'none') return [];
  if (def.page === 'original') return (node.data as ComponentData | undefined)?.original ?? [];
  return node.children as RootContent[];
}

/** A component in the HTML tree is an element named after it, its checked attributes as properties. */
function componentElement(name: string, attributes: Record<string, string>, children: ElementContent[]): Element {
  return { type: 'element', tagName: name, properties: attributes, children };
}

const jsx: Handler = (state: State, node: JsxNode) => {
  const children = state.all({ type: 'root', children: pageChildren(node) } as Root) as ElementContent[];
  if (!node.name) return children;
  const attributes = Object.fromEntries(
    node.attributes.flatMap((a) => (a.type === 'mdxJsxAttribute' && typeof a.value === 'string' ? [[a.name, a.value]] : [])),
  );
  return componentElement(node.name, attributes, children);
};

const drop: Handler = () => undefined;

function holdsIsland(node: HastContent): boolean {
  if (node.type === 'element' && componentDef(node.tagName)?.kind === 'island') return true;
  return 'children' in node && (node.children as HastContent[]).some(holdsIsland);
}

/** Each run of top-level nodes without an island, wrapped in <StaticRegion staticRegion="md-N">, numbered in page order. */
function markStaticRuns(root: HastRoot): HastRoot {
  const children: HastContent[] = [];
  let run: HastContent[] = [];
  let count = 0;
  const flush = () => {
    if (run.length === 0) return;
    children.push(componentElement('StaticRegion', { [STATIC_REGION_PROP]: `md-${count++}` }, run as ElementContent[]));
    run = [];
  };
  for (const node of root.children) {
    if (holdsIsland(node)) {
      flush();
      children.push(node);
    } else if (!(node.type === 'text' && node.value.trim() === '')) run.push(node);
  }
  flush();
  return { ...root, children };
}

/** A text node as its name's words with a <wbr> between them (lib/nameBreaks.ts). */
function breakText(value: string): ElementContent[] {
  return nameParts(value).flatMap((part, i): ElementContent[] =>
    i === 0
      ? [{ type: 'text', value: part }]
      : [
          { type: 'element', tagName: 'wbr', properties: {}, children: [] },
          { type: 'text', value: part },
        ],
  );
}

/**
 * Inline code in a table cell wraps between the words of a long name, never inside one: a table sizes its columns by
 * where their text may break, and code that could break anywhere made `critica|lRegion` at 390 px (app/globals.css).
 */
function breakTableCode<T extends HastRoot | Element>(node: T, inCell = false, inCode = false): T {
  const children = node.children.flatMap((child): ElementContent[] => {
    if (child.type === 'text') return inCode ? breakText(child.value) : [child];
    if (child.type !== 'element' || child.tagName === 'pre') return [child as ElementContent];
    const cell = inCell || child.tagName === 'td' || child.tagName === 'th';
    return [breakTableCode(child, cell, inCode || (cell && child.tagName === 'code'))];
  });
  return { ...node, children };
}

type ShikiHighlighter = Parameters<typeof rehypeShikiFromHighlighter>[0];
let highlighting: Promise<(tree: HastRoot) => Promise<HastRoot>> | undefined;

/** Highlights a tree's code blocks (the highlighter is made for the first page that has any). */
function highlight(tree: HastRoot): Promise<HastRoot> {
  highlighting ??= contentHighlighter().then((highlighter) => {
    const processor = unified().use(rehypeShikiFromHighlighter, highlighter as ShikiHighlighter, shikiOptions);
    return async (hast) => (await processor.run(hast)) as HastRoot;
  });
  return highlighting.then((run) => run(tree));
}

/** The page's HTML tree, highlighted, its table cells' code breakable between words, and its static runs marked. */
export async function pageHast(tree: Root): Promise<HastRoot> {
  const hast = timed('page tree to HTML tree', () =>
    toHast(tree, { handlers: { mdxJsxFlowElement: jsx, mdxJsxTextElement: jsx, mdxjsEsm: drop, mdxFlowExpression: drop, mdxTextExpression: drop } }),
  ) as HastRoot;
  const highlighted = await timedAsync('code highlighting', () => highlight(hast));
  return markStaticRuns(breakTableCode(highlighted));
}
