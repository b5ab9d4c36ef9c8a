// The site as readers get it, read from the export in out/ rather than by parsing the content again: the pages in
// reading order (the navigation file, out/nav.json) and, for each, its title and description as its HTML carries them,
// its HTML and its Markdown copy.
import fs from 'node:fs';
import path from 'node:path';
import { markdownPath } from '@/lib/routes';

const OUT = 'out';

interface NavEntry {
  /** A page: its title and route. */
  t?: string;
  r?: string;
  /** A category: its label, where the label leads, whether that is its overview page, its children. */
  l?: string;
  h?: string;
  o?: 1;
  c?: NavEntry[];
}

export interface ExportedPage {
  route: string;
  title: string;
  description?: string;
  html: string;
  markdown: string;
}

/** Every route of the navigation file in reading order: a category's overview page first, then its children. */
function navRoutes(entries: NavEntry[]): string[] {
  return entries.flatMap((entry) => [...(entry.r ? [entry.r] : []), ...(entry.o && entry.h ? [entry.h] : []), ...navRoutes(entry.c ?? [])]);
}

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");

let pages: ExportedPage[] | undefined;

/** The export's pages in reading order. */
export function exportedPages(): ExportedPage[] {
  pages ??= navRoutes(JSON.parse(fs.readFileSync(path.join(OUT, 'nav.json'), 'utf8')) as NavEntry[]).map((route) => {
    const html = fs.readFileSync(path.join(OUT, route, 'index.html'), 'utf8');
    const title = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1].replace(/<[^>]+>/g, '') ?? '';
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
    const markdown = fs.readFileSync(path.join(OUT, markdownPath(route)), 'utf8');
    return { route, title: decode(title), description: description === undefined ? undefined : decode(description), html, markdown };
  });
  return pages;
}

/** The routes of the export's pages whose HTML matches `pattern`, in reading order. */
export function pagesWhoseHtml(pattern: RegExp): string[] {
  return exportedPages()
    .filter((page) => pattern.test(page.html))
    .map((page) => page.route);
}
