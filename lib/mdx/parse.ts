import type { Root } from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { pinHeadingIds } from './headingIds';
import { remarkPlugins } from './remarkPlugins';

export type ParseResult = { ok: true; tree: Root } | { ok: false; line?: number; message: string };

const processor = unified().use(remarkParse).use(remarkMdx).use(remarkPlugins).freeze();

/** Parses an MDX body into the site's tree (see remarkPlugins); never throws. */
export function parseMdx(content: string): ParseResult {
  const file = new VFile({ value: pinHeadingIds(content) });
  try {
    const tree = processor.runSync(processor.parse(file), file) as Root;
    return { ok: true, tree };
  } catch (error) {
    const err = error as { message?: string; line?: number; reason?: string; place?: { line?: number; start?: { line?: number } } };
    const line = err.line ?? err.place?.line ?? err.place?.start?.line;
    return { ok: false, line: line ?? undefined, message: err.reason ?? err.message ?? String(error) };
  }
}
