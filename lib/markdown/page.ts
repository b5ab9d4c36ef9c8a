// A page as clean Markdown, from the same parsed tree (lib/content) that the page is rendered from: no JSX, no
// imports or exports, no expressions or directives; components in their Markdown forms; links absolute.
import type { Root, RootContent } from 'mdast';
import { isExternalUrl, linkedRoute } from '../content/links';
import { codeTitle } from '../mdx/highlight';
import { siteHref } from '../routes';
import { site } from '../site';
import { componentDef } from '../mdx/components';
import { serialize } from './serialize';

export interface MarkdownPage {
  route: string;
  title: string;
  description?: string;
}

interface Context {
  route: string;
  /** The site's origin ('https://docs.example.com'), so links work wherever the Markdown is pasted. */
  origin: string;
  pageUrl: string;
}

interface JsxElement {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
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

function cleanAll(nodes: RootContent[], ctx: Context): RootContent[] {
  return nodes.flatMap((node) => clean(node, ctx));
}

function clean(node: RootContent, ctx: Context): RootContent[] {
  const type = node.type as string;
  if (type === 'mdxjsEsm' || type === 'mdxFlowExpression' || type === 'mdxTextExpression') return [];
  if (type === 'mdxJsxFlowElement' || type === 'mdxJsxTextElement') {
    // A component's children are its text form (lib/mdx/remarkComponents); fragments and plain HTML tags (<kbd>,
    // <br/>) keep their text. An interactive component ends with a pointer to the live one on the page.
    const element = node as JsxElement;
    const children = cleanAll(element.children, ctx);
    if (componentDef(element.name)?.kind !== 'island') return children;
    return [
      ...children,
      {
        type: 'paragraph',
        children: [
          { type: 'text', value: 'Try it on ' },
          { type: 'link', url: ctx.pageUrl, children: [{ type: 'text', value: 'the web page' }] },
          { type: 'text', value: '.' },
        ],
      },
    ];
  }
  if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
    const withUrl = { ...node, url: absoluteUrl(node.url, ctx) };
    return [node.type === 'link' ? ({ ...withUrl, children: cleanAll(node.children, ctx) } as RootContent) : withUrl];
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
  const head: RootContent[] = [{ type: 'heading', depth: 1, children: [{ type: 'text', value: page.title }] }];
  if (page.description) head.push({ type: 'paragraph', children: [{ type: 'text', value: page.description }] });
  return `${serialize([...head, ...cleanAll(tree.children, ctx)])}\n`;
}
