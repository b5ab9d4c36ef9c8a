// Checks the shipped content: every spec route exists and parses, front matter is complete, links and anchors
// resolve, only registered components remain in the trees, link texts name their targets, and no page is a stub.
import path from 'node:path';
import type { Root } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { linkedRoute, isExternalUrl } from '@/lib/content/links';
import { loadContent } from '@/lib/content/load';
import { formatIssue } from '@/lib/content/types';
import { sourceNarration } from '@/lib/content/voice';
import { componentDef } from '@/lib/mdx/components';
import { site } from '@/lib/site';
import { SPEC_ROUTES } from './specRoutes';

const root = process.cwd();
const content = loadContent({ rootDir: path.join(root, 'content'), basePath: site.basePath, publicDir: path.join(root, 'public') });
const STUB = /\b(TBD|TODO|FIXME|lorem ipsum|placeholder text|to be written|coming later)\b/i;
const tree = (route: string): Root => content.trees.get(route)!;
const titles = new Map(content.pages.map((p) => [p.route, p.title]));

test('the content holds exactly the routes of the spec', () => {
  expect(content.pages.map((p) => p.route).sort()).toEqual([...SPEC_ROUTES].sort());
});

test('no broken links, anchors, images or duplicate routes', () => {
  expect(content.warnings.map(formatIssue)).toEqual([]);
});

test.each(content.pages.map((p) => [p.file, p] as const))('%s is a finished page', (_file, page) => {
  expect(page.description && page.description.length > 20).toBeTruthy();
  expect(page.content).not.toMatch(STUB);
  const h2 = content.toc.get(page.route)!.filter((h) => h.depth === 2);
  expect(h2.length).toBeGreaterThanOrEqual(2);
  if (page.route.startsWith('/developer/')) expect(page.tags).toContain('dev');
  // The parse step expanded every component; what remains are registered ones the page renders itself.
  const left: string[] = [];
  visit(tree(page.route), ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node) => {
    const name = (node as { name: string | null }).name;
    if (name && /^[A-Z]/.test(name) && (componentDef(name)?.kind ?? 'markdown') === 'markdown') left.push(name);
  });
  expect(left).toEqual([]);
});

test.each(content.pages.map((p) => [p.file, p] as const))('%s speaks as the product, never about where its facts came from', (_file, page) => {
  expect(sourceNarration(tree(page.route))).toEqual([]);
});

const MINOR = new Set(['of', 'and', 'the', 'on', 'in', 'to', 'for', 'a', 'an', 'by', 'with', 'from', 'or']);

/**
 * Link words that read as a title: every word but the small ones starts with a capital, and some word after the first
 * is capitalised without being an acronym ("User Roles and Personas"; not "Call the API" or "the regions page").
 */
function isTitleCase(text: string): boolean {
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length < 2 || !words.every((w) => MINOR.has(w) || /^[A-Z0-9(]/.test(w))) return false;
  return words.slice(1).some((w) => /^[A-Z][a-z]/.test(w));
}

test.each(content.pages.map((p) => [p.file, p] as const))("%s: a Title-Case link text is its target page's title", (_file, page) => {
  const wrong: string[] = [];
  visit(tree(page.route), 'link', (node) => {
    if (isExternalUrl(node.url) || node.url.startsWith('#')) return;
    const text = mdastToString(node).trim();
    const target = titles.get(linkedRoute(node.url.split('#')[0], page.route));
    if (target && isTitleCase(text) && text !== target) wrong.push(`"${text}" -> ${target}`);
  });
  expect(wrong).toEqual([]);
});

test('the link-text rule itself: an old title is caught, a sentence phrase is not', () => {
  expect(isTitleCase('User Roles and Personas')).toBe(true);
  expect(isTitleCase('Managing Approvers')).toBe(true);
  expect(isTitleCase('the regions page')).toBe(false);
  expect(isTitleCase('Approve a request')).toBe(false);
  expect(isTitleCase('Call the API')).toBe(false);
});

/** Each block of a page (paragraph, table cell, heading), components' text forms included, as the reader reads it. */
function blocks(route: string): string[] {
  const found: string[] = [];
  visit(tree(route), ['paragraph', 'tableCell', 'heading'], (node) => void found.push(mdastToString(node).replace(/\s+/g, ' ')));
  return found;
}

// A rule is said once, where the reader acts on it; elsewhere on the page at most a link to it (CONTENT.md, "Voice").
// The rules several pages need (escalation, expiry, break-glass, ...) are held site-wide by content/repeats.test.ts.
test.each([
  [
    '/permissions-firewall/chatops/teams/teams-ops',
    'no jit from a group chat',
    /not from a group chat|(?:can ?not|can't) (?:be )?start(?:ed)?(?: a request)? from a group chat|outside (?:a|the|any) group chat/i,
  ],
])('%s states "%s" once', (route, _rule, pattern) => {
  expect(blocks(route).filter((text) => pattern.test(text))).toHaveLength(1);
});

// A page that starts a machine at a view shows the part its task reaches; the whole machine is written out once.
test('each machine is shown whole, statuses and steps as text, on one page at most', () => {
  const whole = new Map<string, string[]>();
  for (const page of content.pages) {
    visit(tree(page.route), 'mdxJsxFlowElement', (node) => {
      const attr = (name: string) => node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name)?.value;
      const machine = node.name === 'PendingChangesSimulator' ? 'changes' : node.name === 'StateDiagram' && !attr('view') ? String(attr('machine')) : null;
      if (machine) whole.set(machine, [...(whole.get(machine) ?? []), page.file]);
    });
  }
  expect([...whole].filter(([, files]) => files.length > 1)).toEqual([]);
});
