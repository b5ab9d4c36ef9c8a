// llms.txt (https://llmstxt.org): the site's title, a one-line summary, then its pages by section, each linked to its
// Markdown copy with its description. llms-full.txt: every page's Markdown in the same order.
import type { List, RootContent } from 'mdast';
import { serialize } from './serialize';

export interface LlmsPage {
  title: string;
  description?: string;
  /** Absolute URL of the page's Markdown copy. */
  markdownUrl: string;
  /** The page's Markdown, written only when llms-full.txt asks for it. */
  markdown: () => string;
}

export interface LlmsSection {
  title: string;
  pages: LlmsPage[];
}

export interface LlmsSite {
  title: string;
  summary: string;
  /** Paragraphs of Markdown after the summary. */
  details: string[];
  sections: LlmsSection[];
}

function pageList(pages: LlmsPage[]): List {
  return {
    type: 'list',
    spread: false,
    children: pages.map((page) => ({
      type: 'listItem',
      spread: false,
      children: [
        {
          type: 'paragraph',
          children: [
            { type: 'link', url: page.markdownUrl, children: [{ type: 'text', value: page.title }] },
            ...(page.description ? [{ type: 'text' as const, value: `: ${page.description}` }] : []),
          ],
        },
      ],
    })),
  };
}

function header(site: LlmsSite): RootContent[] {
  return [
    { type: 'heading', depth: 1, children: [{ type: 'text', value: site.title }] },
    { type: 'blockquote', children: [{ type: 'paragraph', children: [{ type: 'text', value: site.summary }] }] },
  ];
}

export function llmsTxt(site: LlmsSite): string {
  const sections = site.sections.flatMap((section): RootContent[] => [
    { type: 'heading', depth: 2, children: [{ type: 'text', value: section.title }] },
    pageList(section.pages),
  ]);
  return `${[serialize(header(site)), ...site.details, serialize(sections)].join('\n\n')}\n`;
}

/** Every page's Markdown in sidebar order, each starting with its own `# Title` after a rule. */
export function llmsFullTxt(site: LlmsSite): string {
  const pages = site.sections.flatMap((section) => section.pages.map((page) => page.markdown().trim()));
  return `${[serialize(header(site)), ...pages].join('\n\n---\n\n')}\n`;
}
