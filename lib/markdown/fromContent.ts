// The site's Markdown outputs, made by the content step from the assembled site and written as plain files: each
// page's .md copy at its path (lib/routes.ts markdownPath), llms.txt and llms-full.txt.
import { flattenSidebar, type SidebarItem } from '../content/sidebar';
import type { Page } from '../content/types';
import { markdownHref, markdownPath } from '../routes';
import { site } from '../site';
import { llmsFullTxt, llmsTxt, type LlmsSite } from './llms';

export interface MarkdownSite {
  pages: Page[];
  sidebar: SidebarItem[];
  /** Each page's Markdown copy by route. */
  markdown: ReadonlyMap<string, string>;
}

/** The sidebar's top-level entries as sections: a category with every page beneath it, a lone page by itself. */
function llmsSite({ pages, sidebar, markdown }: MarkdownSite, origin: string): LlmsSite {
  const byRoute = new Map(pages.map((p) => [p.route, p]));
  const entry = (route: string) => {
    const page = byRoute.get(route)!;
    return { title: page.title, description: page.description, markdownUrl: origin + markdownHref(route), markdown: () => markdown.get(route)! };
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

/** Every Markdown file of the site by its path below the site's root ('overview/x.md', 'llms.txt'). */
export function markdownFiles(content: MarkdownSite, origin: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const page of content.pages) files.set(markdownPath(page.route).slice(1), content.markdown.get(page.route)!);
  const llms = llmsSite(content, origin);
  files.set('llms.txt', llmsTxt(llms));
  files.set('llms-full.txt', llmsFullTxt(llms));
  return files;
}
