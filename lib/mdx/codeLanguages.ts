/**
 * The languages code blocks are highlighted in, loaded once per build process. Naming them matters for build time:
 * left open, the highlighter loads every grammar it bundles (hundreds) on each page. A fence in another language
 * renders as plain text and the content check warns.
 */
export const CODE_LANGUAGES = ['bash', 'shell', 'graphql', 'json', 'jsonc', 'ts', 'tsx', 'js', 'jsx', 'yaml', 'http', 'text'] as const;

/** Languages written in fences that name no grammar of their own. */
export const PLAIN_LANGUAGES: ReadonlySet<string> = new Set(['text', 'txt', 'plain', 'plaintext']);
