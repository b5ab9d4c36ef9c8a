// The build's whole-site outputs: the search index's files and every page's Markdown copy. Every route that lists its
// static params asks for both first, so while Next collects page data its worker processes compute them side by side
// (lib/content shareOutputs) instead of one worker computing each when a route needs it while the other waits or,
// at the end of the build, has no pages left to render. Under `npm run dev` each is computed when first requested.
import { inDevelopment, shareOutputs } from './content';
import { SITE_MARKDOWN } from './markdown/fromContent';
import { SITE_SEARCH_INDEX } from './search/fromContent';

export function shareSiteOutputs(): void {
  if (!inDevelopment()) shareOutputs([SITE_SEARCH_INDEX, SITE_MARKDOWN]);
}
