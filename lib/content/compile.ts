// One page file made into everything the site needs from it alone: the parse (front matter, tree, headings, links),
// the HTML tree the page renders (highlighted, static runs marked) and its Markdown copy. The content step runs this
// once per page, in a pool of worker threads (scripts/content); the whole-site step (assembleContent) needs nothing
// else from the file.
import type { Root as HastRoot } from 'hast';
import { pageMarkdown } from '../markdown/page';
import { pageHast } from '../mdx/render';
import { parsePageFile, type ParsedFile } from './load';
import type { ContentIssue } from './types';

export interface CompiledPage {
  parsed: ParsedFile;
  /** The page's HTML tree; absent when the file has errors. */
  html?: HastRoot;
  markdown?: string;
}

function failed(parsed: ParsedFile, file: string, what: string, error: unknown): CompiledPage {
  const issue: ContentIssue = { file, message: `${what}: ${error instanceof Error ? error.message : String(error)}` };
  return { parsed: { ...parsed, page: undefined, errors: [...parsed.errors, issue] } };
}

/** Compiles one page file below `rootDir`; never throws: a problem becomes an error naming the file. */
export async function compilePage(file: string, rootDir: string, origin: string): Promise<CompiledPage> {
  const parsed = parsePageFile(file, rootDir);
  const { page, tree } = parsed;
  if (!page || !tree) return { parsed };
  let html: HastRoot;
  try {
    html = await pageHast(tree);
  } catch (error) {
    return failed(parsed, page.file, 'cannot render the page', error);
  }
  let markdown: string;
  try {
    markdown = pageMarkdown(page, tree, origin);
  } catch (error) {
    return failed(parsed, page.file, 'cannot write its Markdown copy', error);
  }
  return { parsed, html, markdown };
}
