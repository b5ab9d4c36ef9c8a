// A page as clean Markdown, from the same parsed tree (lib/content) that the page is rendered from: no JSX, no
// imports or exports, no expressions or directives; components in their Markdown forms; links absolute.
import type { Root, RootContent } from 'mdast';
import { isExternalUrl, linkedRoute } from '../content/links';
import { codeTitle } from '../mdx/highlight';
import { siteHref } from '../routes';
import { site } from '../site';
import { componentMarkdown, hasMarkdownForm } from './components';
import { serialize, verbatim } from './serialize';
import type { PropValue } from './types';

export interface MarkdownPage {
  route: string;
  /** Source file, named in errors. */
  file: string;
  title: string;
  description?: string;
}

interface Context {
  route: string;
  /** The site's origin ('https://docs.example.com'), so links work wherever the Markdown is pasted. */
  origin: string;
  pageUrl: string;
}

interface JsxAttribute {
  type: string;
  name?: string;
  value?: string | null | { type: string };
}

export interface JsxElement {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: JsxAttribute[];
  children: RootContent[];
}

/** A link or image target as an absolute URL: site routes get the origin, the base path and their trailing slash. */
export function absoluteUrl(url: string, ctx: Pick<Context, 'route' | 'origin'>): string {
  if (isExternalUrl(url)) return url;
  if (url === site.basePath || url.startsWith(`${site.basePath}/`)) return ctx.origin + url;
  const at = url.search(/[?#]/);
  const pathPart = at >= 0 ? url.slice(0, at) : url;
  return ctx.origin + siteHref(linkedRoute(pathPart, ctx.route) + (at >= 0 ? url.slice(at) : ''));
}

/** A JSX element's attributes as plain props; throws, naming the attribute, for an expression or a spread. */
export function propsOf(element: JsxElement): Record<string, PropValue> {
  const props: Record<string, PropValue> = {};
  for (const attribute of element.attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || !attribute.name) throw new Error(`<${element.name}>: spread attributes have no Markdown form; write each attribute out`);
    if (attribute.value === null || attribute.value === undefined) props[attribute.name] = true;
    else if (typeof attribute.value === 'string') props[attribute.name] = attribute.value;
    else throw new Error(`<${element.name} ${attribute.name}={…}>: an expression has no Markdown form; give the attribute a plain string`);
  }
  return props;
}

function cleanAll(nodes: RootContent[], ctx: Context): RootContent[] {
  return nodes.flatMap((node) => clean(node, ctx));
}

function clean(node: RootContent, ctx: Context): RootContent[] {
  const type = node.type as string;
  if (type === 'mdxjsEsm' || type === 'mdxFlowExpression' || type === 'mdxTextExpression') return [];
  if (type === 'mdxJsxFlowElement' || type === 'mdxJsxTextElement') {
    const element = node as unknown as JsxElement;
    const children = cleanAll(element.children, ctx);
    // Fragments and plain HTML tags (<kbd>, <br/>) keep only their text.
    if (!element.name || /^[a-z]/.test(element.name)) return children;
    if (!hasMarkdownForm(element.name)) throw new Error(`<${element.name}> has no Markdown form: add it to lib/mdx/componentNames.ts and lib/markdown/components.ts`);
    return [verbatim(componentMarkdown[element.name]({ props: propsOf(element), children, pageUrl: ctx.pageUrl }))];
  }
  if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
    const withUrl = { ...node, url: absoluteUrl(node.url, ctx) };
    return [node.type === 'link' ? { ...withUrl, children: cleanAll(node.children, ctx) } as RootContent : withUrl];
  }
  if (node.type === 'code') {
    // The language stays; of the meta only the title means something outside the site (line marks do not).
    const title = codeTitle(node.meta);
    return [{ ...node, meta: title ? `title="${title}"` : null }];
  }
  if ('children' in node) return [{ ...node, children: cleanAll(node.children as RootContent[], ctx) } as RootContent];
  return [node];
}

/** The page's Markdown: `# Title`, the description as its lead paragraph, then the body. */
export function pageMarkdown(page: MarkdownPage, tree: Root, origin: string): string {
  const ctx: Context = { route: page.route, origin, pageUrl: origin + siteHref(page.route) };
  try {
    const head: RootContent[] = [{ type: 'heading', depth: 1, children: [{ type: 'text', value: page.title }] }];
    if (page.description) head.push({ type: 'paragraph', children: [{ type: 'text', value: page.description }] });
    return `${serialize([...head, ...cleanAll(tree.children, ctx)])}\n`;
  } catch (error) {
    throw new Error(`${page.file}: cannot write its Markdown copy: ${(error as Error).message}`);
  }
}
