// Stable anchors: `## Title {#id}` pins a heading's id for the page, the table of contents and the link check, and
// the marker never shows.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { extractHeadings } from '@/lib/content/headings';
import { loadContent } from '@/lib/content/load';
import { pinHeadingIds } from '@/lib/mdx/headingIds';
import { parseMdx } from '@/lib/mdx/parse';

function toc(mdx: string) {
  const parsed = parseMdx(mdx);
  if (!parsed.ok) throw new Error(parsed.message);
  return extractHeadings(parsed.tree).toc;
}

describe('pinned heading ids', () => {
  test('a heading keeps its pinned id whatever its title says, and its text loses the marker', () => {
    expect(toc('## Old title {#keep-this}\n\n### Nested `code` {#nested_2}\n\n## Plain\n')).toEqual([
      { depth: 2, text: 'Old title', id: 'keep-this' },
      { depth: 3, text: 'Nested code', id: 'nested_2' },
      { depth: 2, text: 'Plain', id: 'plain' },
    ]);
  });

  test('a pinned heading takes no slug: a later heading of the same title gets the plain slug, as github-slugger numbers them', () => {
    expect(toc('## Same {#pinned}\n\n## Same\n\n## Same\n').map((h) => h.id)).toEqual(['pinned', 'same', 'same-1']);
  });

  test('closing hashes are allowed; a marker that is not last, or not an id, stays text', () => {
    expect(toc('## Closed {#closed} ##\n')).toEqual([{ depth: 2, text: 'Closed', id: 'closed' }]);
    expect(pinHeadingIds('## A {#x} and more')).toBe('## A {#x} and more');
    expect(pinHeadingIds('## A {#not an id}')).toBe('## A {#not an id}');
  });

  test('the source step leaves code alone and keeps every line where it was', () => {
    const source = '## A {#a}\n\n```md\n## In code {#b}\n```\n\n~~~\n## Also code {#c}\n~~~\n\n# Top {#top}\n';
    const pinned = pinHeadingIds(source);
    expect(pinned.split('\n').length).toBe(source.split('\n').length);
    expect(pinned).toContain('## In code {#b}\n');
    expect(pinned).toContain('## Also code {#c}\n');
    expect(pinned).toContain('## A \\{#a\\}');
    expect(pinned).toContain('# Top \\{#top\\}');
    // The code keeps its text exactly.
    const parsed = parseMdx(source);
    expect(parsed.ok && parsed.tree.children.filter((n) => n.type === 'code').map((n) => (n as { value: string }).value)).toEqual([
      '## In code {#b}',
      '## Also code {#c}',
    ]);
  });

  test('the link check reads the pinned id: a link to it passes, a link to the old slug warns', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bulwark-ids-'));
    const content = path.join(root, 'content');
    fs.mkdirSync(content, { recursive: true });
    fs.writeFileSync(path.join(content, 'tags.yml'), 'dev:\n  label: Dev\n  description: Developers.\n');
    fs.writeFileSync(path.join(content, 'index.mdx'), '---\ntitle: Home\n---\n\n## Renamed title {#old-title}\n');
    fs.writeFileSync(path.join(content, 'b.mdx'), '---\ntitle: B\n---\n\n[kept](/#old-title)\n\n[gone](/#renamed-title)\n');
    const loaded = loadContent({ rootDir: content, basePath: '/cpf-public', publicDir: path.join(root, 'public') });
    expect(loaded.warnings.map((w) => `${w.file}:${w.line} ${w.message}`)).toEqual([
      expect.stringMatching(/^content\/b\.mdx:7 broken anchor "\/#renamed-title"/),
    ]);
    fs.rmSync(root, { recursive: true, force: true });
  });
});
