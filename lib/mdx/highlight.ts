import type { RehypeShikiOptions } from '@shikijs/rehype';
import { transformerMetaHighlight } from '@shikijs/transformers';
import type { ShikiTransformer } from 'shiki';
import { CODE_LANGUAGES, PLAIN_LANGUAGES } from './codeLanguages';

const TITLE = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)')/;

/** The `title="client.ts"` of a code fence's meta string, if it has one. */
export function codeTitle(meta: string | null | undefined): string | undefined {
  const match = meta ? TITLE.exec(meta) : null;
  const title = match ? (match[1] ?? match[2]).trim() : '';
  return title || undefined;
}

/**
 * Hands the fence's title, or else its language, to the `pre` renderer (components/mdx/CodeBlock) for the block's
 * header bar; the code stays as is.
 */
function transformerCodeLabel(): ShikiTransformer {
  return {
    name: 'bulwark:code-label',
    pre(node) {
      const title = codeTitle(this.options.meta?.__raw);
      if (title) node.properties['data-title'] = title;
      else if (this.options.lang && !PLAIN_LANGUAGES.has(this.options.lang)) node.properties['data-language'] = this.options.lang;
    },
  };
}

/**
 * Build-time highlighting for every code block: both colour themes as CSS variables, `{1,3-5}` in the fence's meta
 * marks lines (class "highlighted", styled in globals.css), `title="…"` names the block. No highlighter ships.
 * shiki's own codeToHtml takes the same options (the tests use it).
 */
export const codeHighlightOptions = {
  themes: { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' } as const,
  defaultColor: false as const,
  transformers: [transformerMetaHighlight(), transformerCodeLabel()],
  // No time limit per line: with shiki's default (500 ms) a busy build machine cut the first, slowest pass (the light
  // theme, still compiling the grammar) short and coloured whole lines alike, so two builds differed.
  tokenizeTimeLimit: 0,
};

export const shikiOptions: RehypeShikiOptions = {
  ...codeHighlightOptions,
  // Only the grammars the content uses, loaded once per build process; other fences render as plain text.
  langs: CODE_LANGUAGES.filter((l): l is Exclude<(typeof CODE_LANGUAGES)[number], 'text'> => !PLAIN_LANGUAGES.has(l)),
  fallbackLanguage: 'text',
};
