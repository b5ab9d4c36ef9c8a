/**
 * The id of the start of a page's text (on a doc page the Markdown after its page head, elsewhere the title): the
 * layout's first paint waits until it is parsed (app/layout.tsx), so nothing above it is painted half-built.
 */
export const DOC_TEXT_ID = 'doc-text';
