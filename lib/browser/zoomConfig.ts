// Image zoom for page content, as the spec sets it: attached 1 s after load; a click opens; a click, Escape or
// scrolling more than 40 px closes after a 150 ms delay; the open and close transitions take 0.3 s.
// Kept apart from zoom.ts so the page's first-load code holds only these numbers, not the zoom itself.
export const ZOOM = { attachDelayMs: 1000, scrollThresholdPx: 40, closeDelayMs: 150, transitionMs: 300, marginPx: 24 } as const;

export const ZOOMABLE_SELECTOR = '.markdown img[data-zoomable]';
