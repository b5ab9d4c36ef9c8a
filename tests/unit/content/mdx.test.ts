import { compile } from '@mdx-js/mdx';
import { parseMdx } from '@/lib/mdx/parse';
import { remarkPlugins } from '@/lib/mdx/remarkPlugins';
import { ADMONITION_KINDS } from '@/lib/mdx/remarkAdmonitions';
import { extractHeadings } from '@/lib/content/headings';
import { toString as mdastToString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';

describe('MDX pipeline', () => {
  test.each(ADMONITION_KINDS)(':::%s becomes an Admonition with that kind', async (kind) => {
    const out = String(await compile(`:::${kind}[Heads up]\nBody text\n:::\n`, { remarkPlugins }));
    expect(out).toContain('Admonition');
    expect(out).toContain(`kind: "${kind}"`);
    expect(out).toContain('title: "Heads up"');
  });

  test('an unknown admonition kind fails with its line', () => {
    const result = parseMdx('Intro\n\n:::warnin\nx\n:::\n');
    expect(result).toMatchObject({ ok: false, line: 3, message: expect.stringContaining('unknown admonition kind ":::warnin"') });
  });

  test('word:word text and ARNs stay plain text, not directives', () => {
    const parsed = parseMdx('Use role arn:aws:iam::123:role/x and key:value here.\n\n::leaf\n');
    if (!parsed.ok) throw new Error(parsed.message);
    expect(mdastToString(parsed.tree)).toBe('Use role arn:aws:iam::123:role/x and key:value here.::leaf');
    const types = new Set<string>();
    visit(parsed.tree, (node) => {
      types.add(node.type);
    });
    expect([...types].filter((t) => t.endsWith('Directive'))).toEqual([]);
  });

  test('GFM tables compile to table elements', async () => {
    const out = String(await compile('| a | b |\n| - | - |\n| 1 | 2 |\n', { remarkPlugins }));
    expect(out).toMatch(/_components\.table|"table"/);
  });

  test('heading ids are github slugs, with repeats numbered', () => {
    const parsed = parseMdx('## Before you begin\n\n## Before you begin\n\n### `CreateCPFConfig` & more\n');
    if (!parsed.ok) throw new Error(parsed.message);
    expect(extractHeadings(parsed.tree).toc.map((h) => h.id)).toEqual(['before-you-begin', 'before-you-begin-1', 'createcpfconfig--more']);
  });
});
