// Checks the shipped content: every spec route exists and compiles, front matter is complete, links and anchors
// resolve, only known components are used, and no page is a stub.
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { visit } from 'unist-util-visit';
import { loadContent } from '@/lib/content/load';
import { formatIssue } from '@/lib/content/types';
import { sourceNarration } from '@/lib/content/voice';
import { MDX_COMPONENT_NAMES } from '@/lib/mdx/componentNames';
import { pinHeadingIds } from '@/lib/mdx/headingIds';
import { remarkPlugins } from '@/lib/mdx/remarkPlugins';
import { site } from '@/lib/site';
import { SPEC_ROUTES } from './specRoutes';

const root = process.cwd();
const content = loadContent({ rootDir: path.join(root, 'content'), basePath: site.basePath, publicDir: path.join(root, 'public') });
const STUB = /\b(TBD|TODO|FIXME|lorem ipsum|placeholder text|to be written|coming later)\b/i;

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
  const unknown: string[] = [];
  visit(content.trees.get(page.route)!, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node) => {
    const name = (node as { name: string | null }).name;
    if (name && /^[A-Z]/.test(name) && !(MDX_COMPONENT_NAMES as readonly string[]).includes(name)) unknown.push(name);
  });
  expect(unknown).toEqual([]);
});

test.each(content.pages.map((p) => [p.file, p] as const))('%s compiles as MDX', async (_file, page) => {
  await expect(compile(pinHeadingIds(page.content), { remarkPlugins })).resolves.toBeDefined();
});

test.each(content.pages.map((p) => [p.file, p] as const))('%s speaks as the product, never about where its facts came from', (_file, page) => {
  expect(sourceNarration(content.trees.get(page.route)!)).toEqual([]);
});
