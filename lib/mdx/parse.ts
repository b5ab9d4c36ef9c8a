import type { Root } from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { analysisPlugins } from './analysisPlugins';
import { pinHeadingIds } from './headingIds';
import { remarkPlugins } from './remarkPlugins';

export type ParseResult = { ok: true; tree: Root } | { ok: false; line?: number; message: string };

/**
 * Parses an MDX body into mdast with the same plugins the renderer uses, then the analysis-only ones (the GraphQL
 * reference as headings, the GraphQL sample check); never throws.
 */
export function parseMdx(content: string): ParseResult {
  const processor = unified().use(remarkParse).use(remarkMdx);
  for (const plugin of remarkPlugins) processor.use(plugin as never);
  for (const [plugin, options] of analysisPlugins) processor.use(plugin as never, options);
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
