// Search records from the parsed MDX: one per page (the spec's id, title, body, route, isCpf) and one per h2-h4
// section, so a hit can link to the heading where the words are. Plain text only: markup, JSX props, expressions
// and image syntax are dropped; code is kept as text.
import type { Nodes, Root } from 'mdast';
import { extractHeadings } from '../content/headings';
import { toString as mdastToString } from 'mdast-util-to-string';

export interface SearchRecord {
  id: number;
  title: string;
  /** The page's plain text, headings included. */
  body: string;
  /** Route without the base path ('/', '/overview/getting-started'). */
  route: string;
  /** The page documents the Cloud Permissions Firewall itself (it lives under /permissions-firewall/). */
  isCpf: boolean;
  description?: string;
}

export interface SectionRecord {
  id: number;
  pageId: number;
  /** The heading text; '' for the text before the first h2 (the page's introduction). */
  title: string;
  /** The heading's id on the rendered page; null for the introduction. */
  anchor: string | null;
  depth: 0 | 2 | 3 | 4;
  body: string;
  /** The section's bold labels (on-screen names such as "Submit all # Changes"), each once. */
  labels: string[];
  route: string;
  isCpf: boolean;
}

export interface RecordSet {
  pages: SearchRecord[];
  /** Contiguous per page, in page order, so section ids map to pages by range. */
  sections: SectionRecord[];
}

export interface PageInput {
  route: string;
  title: string;
  description?: string;
  tree: Root;
}

export function isCpfRoute(route: string): boolean {
  return route === '/permissions-firewall' || route.startsWith('/permissions-firewall/');
}

interface RawSection {
  depth: 0 | 2 | 3 | 4;
  title: string;
  anchor: string | null;
  blocks: string[];
  labels: string[];
}

const SKIPPED = new Set([
  'html',
  'image',
  'imageReference',
  'definition',
  'footnoteDefinition',
  'mdxjsEsm',
  'mdxFlowExpression',
  'mdxTextExpression',
  'yaml',
  'toml',
  'thematicBreak',
]);

function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Inline text of a node: the words a reader sees. */
function inline(node: Nodes): string {
  if (SKIPPED.has(node.type)) return '';
  if (node.type === 'break') return ' ';
  if ('value' in node && typeof node.value === 'string') return node.value;
  if ('children' in node) return (node.children as Nodes[]).map(inline).join('');
  return '';
}

/** A bold label longer than this is emphasis in a sentence, not the name of something on screen. */
const MAX_LABEL_LENGTH = 60;

/** The bold texts inside a block, where a reader meets the names of buttons, menus and settings. */
function labelsOf(node: Nodes, out: string[]): void {
  if (SKIPPED.has(node.type)) return;
  if (node.type === 'strong') {
    const label = clean(inline(node));
    if (label && label.length <= MAX_LABEL_LENGTH && !out.includes(label)) out.push(label);
    return;
  }
  if ('children' in node) for (const child of node.children as Nodes[]) labelsOf(child, out);
}

function jsxTitle(node: Nodes): string | undefined {
  const attributes = (node as { attributes?: { type: string; name?: string; value?: unknown }[] }).attributes ?? [];
  const title = attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'title');
  return typeof title?.value === 'string' ? title.value : undefined;
}

/** Splits a page's tree into its introduction and one section per h2-h4 heading, with the rendered anchors. */
export function extractSections(tree: Root): RawSection[] {
  const anchors = extractHeadings(tree).toc;
  let nextAnchor = 0;
  const sections: RawSection[] = [{ depth: 0, title: '', anchor: null, blocks: [], labels: [] }];
  const current = () => sections[sections.length - 1];
  const push = (text: string, from?: Nodes) => {
    const value = text.trim();
    if (value) current().blocks.push(value);
    if (from) labelsOf(from, current().labels);
  };
  const block = (node: Nodes): void => {
    if (SKIPPED.has(node.type)) return;
    switch (node.type) {
      case 'heading': {
        if (node.depth >= 2 && node.depth <= 4) {
          const title = mdastToString(node).trim();
          const anchor = anchors[nextAnchor]?.id ?? null;
          nextAnchor += 1;
          sections.push({ depth: node.depth as 2 | 3 | 4, title, anchor, blocks: [], labels: [] });
        } else {
          push(clean(inline(node)));
        }
        return;
      }
      case 'paragraph':
        push(clean(inline(node)), node);
        return;
      case 'code':
        push(node.value);
        return;
      case 'table':
        for (const row of node.children)
          push(
            row.children
              .map((cell) => clean(inline(cell)))
              .filter(Boolean)
              .join(' · '),
            row,
          );
        return;
      case 'mdxJsxFlowElement': {
        const title = node.name === 'Admonition' ? jsxTitle(node) : undefined;
        if (title) push(clean(title));
        for (const child of node.children) block(child as Nodes);
        return;
      }
      default:
        if ('children' in node) for (const child of node.children as Nodes[]) block(child);
        else if ('value' in node && typeof node.value === 'string') push(clean(node.value));
    }
  };
  block(tree);
  return sections;
}

/** Records for a set of pages given in display order; page and section ids follow that order. */
export function buildRecords(inputs: PageInput[]): RecordSet {
  const pages: SearchRecord[] = [];
  const sections: SectionRecord[] = [];
  inputs.forEach((input, pageId) => {
    const isCpf = isCpfRoute(input.route);
    const raw = extractSections(input.tree);
    const bodyParts: string[] = [];
    raw.forEach((section, index) => {
      // Empty sections are dropped, but never the introduction: the page's own hit needs somewhere to point.
      if (index > 0 && !section.title && section.blocks.length === 0) return;
      const body = section.blocks.join('\n');
      if (section.title) bodyParts.push(section.title);
      if (body) bodyParts.push(body);
      sections.push({
        id: sections.length,
        pageId,
        title: section.title,
        anchor: section.anchor,
        depth: section.depth,
        body,
        labels: section.labels,
        route: input.route,
        isCpf,
      });
    });
    pages.push({
      id: pageId,
      title: input.title,
      body: bodyParts.join('\n'),
      route: input.route,
      isCpf,
      ...(input.description ? { description: input.description } : {}),
    });
  });
  return { pages, sections };
}
