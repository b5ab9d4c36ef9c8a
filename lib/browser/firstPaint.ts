// A slow parser can paint a page before all of its navbar and page head have arrived; the pieces parsed next would
// then push those already painted (a layout shift). `<link rel="expect" blocking="render">` makes Chromium wait until
// the element with that id (the start of the page's text, components/layout/docText.tsx) is parsed; a page without
// it waits until it is all parsed. Added by an inline script rather than rendered: React hoists a rendered <link>
// into <head> in the order its render reaches it, which varies between builds on pages with lazy islands, and the
// export must be byte-identical from one clean build to the next.

export function awaitPageText(id: string): void {
  const link = document.createElement('link');
  link.rel = 'expect';
  link.href = `#${id}`;
  link.setAttribute('blocking', 'render');
  document.head.appendChild(link);
}
