// A static region: server markup that needs no React in the browser (components/shared/StaticRegion.tsx). Its copy in
// the page's inline payload is removed after the build (scripts/flight.ts), which finds each region by this one prop,
// and the browser reads its markup back from the document by the attribute.

/** The prop that names a static region, unique on its page; the payload rewrite keys on it. */
export const STATIC_REGION_PROP = 'staticRegion';

/** The HTML attribute that carries the region's name in the document. */
export const STATIC_REGION_ATTRIBUTE = 'data-static-region';
