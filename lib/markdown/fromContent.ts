// The site's Markdown outputs, from the content store: each page's .md copy (written by the content step), llms.txt
// and llms-full.txt. Read by their routes.
import { BUNDLE_SUFFIX, bundleOf, type Bundle } from '../bundle';
import { getContent, getMarkdown, inDevelopment, type Page } from '../content';
import { flattenSidebar } from '../content/sidebar';
import { markdownHref, markdownPath } from '../routes';
import { site } from '../site';
import { siteOrigin } from '../siteOrigin';
import { llmsFullTxt, llmsTxt, type LlmsSite } from './llms';

const markdownOf = (page: Page) => getMarkdown().get(page.route)!;

/** The one file a build writes for every page's Markdown copy (lib/bundle.ts: postbuild puts each next to its page). */
export const MARKDOWN_BUNDLE = `pages${BUNDLE_SUFFIX}`;

/**
 * The route's files as segments: under `npm run dev` each page's Markdown path ('overview', 'getting-started.md');
 * in a build, the bundle of them all.
 */
export function markdownSlugs(): string[][] {
  if (!inDevelopment()) return [[MARKDOWN_BUNDLE]];
  return getContent().pages.map((page) => markdownPath(page.route).slice(1).split('/'));
}

/** The bundle: every page's Markdown at its path below out/ (<route>.md, index.md for the welcome page). */
export function markdownBundle(): Bundle {
  return bundleOf(getContent().pages.map((page) => [markdownPath(page.route).slice(1), markdownOf(page)]));
}

/** The Markdown of the page whose Markdown path is these segments, or undefined. */
export function markdownForSlug(slug: string[]): string | undefined {
  const path = `/${slug.map(decodeURIComponent).join('/')}`;
  const page = getContent().pages.find((p) => markdownPath(p.route) === path);
  return page && markdownOf(page);
}

/** The sidebar's top-level entries as sections: a category with every page beneath it, a lone page by itself. */
function llmsSite(): LlmsSite {
  const { sidebar, pages } = getContent();
  const byRoute = new Map(pages.map((p) => [p.route, p]));
  const origin = siteOrigin();
  const entry = (route: string) => {
    const page = byRoute.get(route)!;
    return { title: page.title, description: page.description, markdownUrl: origin + markdownHref(route), markdown: () => markdownOf(page) };
  };
  return {
    title: site.title,
    summary: site.description,
    details: [
      `Each link below leads to the Markdown copy of one page of the site. [llms-full.txt](${origin}${site.basePath}/llms-full.txt) holds every page in one file.`,
    ],
    sections: sidebar.map((item) => ({
      title: item.type === 'page' ? item.title : item.label,
      pages: flattenSidebar([item]).map((p) => entry(p.route)),
    })),
  };
}

export function siteLlmsTxt(): string {
  return llmsTxt(llmsSite());
}

export function siteLlmsFullTxt(): string {
  return llmsFullTxt(llmsSite());
}
