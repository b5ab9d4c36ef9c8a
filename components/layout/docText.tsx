/**
 * The id of the start of a page's text (on a doc page the Markdown after its page head, elsewhere the title): the
 * layout's first paint waits until it is parsed, so nothing above it is painted half-built.
 */
export const DOC_TEXT_ID = 'doc-text';

// A slow parser can paint a page before all of its navbar and page head have arrived; the pieces parsed next would
// then push those already painted (a layout shift). `<link rel="expect" blocking="render">` makes Chromium wait for
// the page's text to begin (a page without it, until it is all parsed). The link is added by an inline script rather
// than rendered: React hoists a rendered <link> into <head> in the order its render reaches it, which varies between
// builds on pages with lazy islands, and the export must be byte-identical from one clean build to the next.
const script = `(function(){var l=document.createElement('link');l.rel='expect';l.href='#${DOC_TEXT_ID}';l.setAttribute('blocking','render');document.head.appendChild(l);})();`;

/** In <head>, before anything is painted: the wait for the page's text (see above). */
export function FirstPaintScript() {
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
