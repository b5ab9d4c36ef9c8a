import { BASE_PATH } from '@/lib/basePath';

/**
 * Pages of the site a reader is about to open, rendered ahead by browsers that support speculation rules: a link held
 * under the pointer (or pressed) for a moment makes the next page open at once. Only links to pages: not the Markdown
 * copies or other files (their paths have a dot), and not the page's own anchors. Others ignore the script. Each page
 * is its own document (README, "Navigation between pages"), so this is what keeps a click instant.
 */
const PAGE_LINKS = {
  where: { and: [{ href_matches: `${BASE_PATH}/*` }, { not: { selector_matches: '[href*="."], [href^="#"], [download], [target]' } }] },
  eagerness: 'moderate',
};

/** Rendered ahead where the browser can; fetched ahead where it will not render (the fallback browsers apply). */
export const SPECULATION_RULES = { prerender: [PAGE_LINKS], prefetch: [PAGE_LINKS] };

export default function SpeculationRules() {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own constant rules, as JSON
  return <script type="speculationrules" dangerouslySetInnerHTML={{ __html: JSON.stringify(SPECULATION_RULES) }} />;
}
