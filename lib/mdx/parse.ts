import type { Root } from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { pinHeadingIds } from './headingIds';
import { remarkPlugins } from './remarkPlugins';

/** A component a page uses, with its attributes (what its text form was made from). */
export interface ComponentUse {
  name: string;
  props: Record<string, string>;
}

export type ParseResult = { ok: true; tree: Root; components: ComponentUse[] } | { ok: false; line?: number; message: string };

// Some of micromark's messages carry their place as "(line:column-line:column)" in the text instead of a line field.
const PLACE_IN_MESSAGE = /\s*\((\d+):\d+(?:-\d+:\d+)?\)$/;

const processor = unified().use(remarkParse).use(remarkMdx).use(remarkPlugins).freeze();

/** Parses an MDX body into the site's tree (see remarkPlugins); never throws. */
export function parseMdx(content: string): ParseResult {
  const file = new VFile({ value: pinHeadingIds(content) });
  try {
    const tree = processor.runSync(processor.parse(file), file) as Root;
    return { ok: true, tree, components: (file.data.components as ComponentUse[] | undefined) ?? [] };
  } catch (error) {
    const err = error as { message?: string; line?: number; reason?: string; place?: { line?: number; start?: { line?: number } } };
    const message = err.reason ?? err.message ?? String(error);
    const place = PLACE_IN_MESSAGE.exec(message);
    const line = err.line ?? err.place?.line ?? err.place?.start?.line ?? (place ? Number(place[1]) : undefined);
    return { ok: false, line: line ?? undefined, message: place ? message.slice(0, place.index) : message };
  }
}
