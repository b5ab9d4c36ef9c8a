// The site's Markdown outputs from lib/content: one .md per page, llms.txt and llms-full.txt. Build-time only.
import { timed } from '../buildTimings';
import { getContent, getTree, type Page } from '../content';
import { flattenSidebar } from '../content/sidebar';
import { markdownHref, markdownPath } from '../routes';
import { site } from '../site';
import { siteOrigin } from '../siteOrigin';
import { llmsFullTxt, llmsTxt, type LlmsSite } from './llms';
import { pageMarkdown } from './page';

function markdownOf(page: Page): string {
  return timed('Markdown copies', () => pageMarkdown(page, getTree(page.route), siteOrigin()));
}

/** Each page's Markdown path as route segments ('overview', 'getting-started.md'), for generateStaticParams. */
export function markdownSlugs(): string[][] {
  return getContent().pages.map((page) => markdownPath(page.route).slice(1).split('/'));
}

/** The Markdown of the page whose Markdown path is these segments, or undefined. */
export function markdownForSlug(slug: string[]): string | undefined {
  const path = '/' + slug.map(decodeURIComponent).join('/');
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
