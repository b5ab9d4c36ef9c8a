import type { RehypeShikiCoreOptions } from '@shikijs/rehype/core';
import { transformerMetaHighlight } from '@shikijs/transformers';
import type { LanguageRegistration, ShikiTransformer, ThemeRegistrationAny } from 'shiki';
import { createHighlighterCore, type HighlighterCore } from 'shiki/core';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { type CODE_LANGUAGES, PLAIN_LANGUAGES } from './codeLanguages';

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

export const shikiOptions: RehypeShikiCoreOptions = {
  ...codeHighlightOptions,
  // Other fences render as plain text.
  fallbackLanguage: 'text',
};

type Module<T> = Promise<{ default: T }>;

/**
 * The grammar of each language the content uses (lib/mdx/codeLanguages.ts), each module named on its own, and the two
 * themes: a bundle (the content step's worker bundle) then holds these alone, not the hundreds of grammars and themes
 * shiki's full bundle imports, which made it 16 MB. The type keeps the table and the list of languages one.
 */
const GRAMMARS: Record<Exclude<(typeof CODE_LANGUAGES)[number], 'text'>, () => Module<LanguageRegistration[]>> = {
  bash: () => import('@shikijs/langs/bash'),
  shell: () => import('@shikijs/langs/shell'),
  graphql: () => import('@shikijs/langs/graphql'),
  json: () => import('@shikijs/langs/json'),
  jsonc: () => import('@shikijs/langs/jsonc'),
  ts: () => import('@shikijs/langs/ts'),
  tsx: () => import('@shikijs/langs/tsx'),
  js: () => import('@shikijs/langs/js'),
  jsx: () => import('@shikijs/langs/jsx'),
  yaml: () => import('@shikijs/langs/yaml'),
  http: () => import('@shikijs/langs/http'),
};
const THEMES: Record<keyof typeof codeHighlightOptions.themes, () => Module<ThemeRegistrationAny>> = {
  light: () => import('@shikijs/themes/github-light-high-contrast'),
  dark: () => import('@shikijs/themes/github-dark-high-contrast'),
};

let highlighter: Promise<HighlighterCore> | undefined;

/** The highlighter of the content's languages, made once per process (thread), with shiki's default engine. */
export function contentHighlighter(): Promise<HighlighterCore> {
  highlighter ??= createHighlighterCore({
    themes: Object.values(THEMES).map((theme) => theme()),
    langs: Object.values(GRAMMARS).map((grammar) => grammar()),
    engine: createOnigurumaEngine(import('shiki/wasm')),
  });
  return highlighter;
}
