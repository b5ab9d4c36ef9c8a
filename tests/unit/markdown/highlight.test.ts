import { codeToHtml } from 'shiki';
import { codeThemes, codeTitle, codeTransformers } from '@/lib/mdx/highlight';

const CODE = 'const a = 1;\nconst b = 2;\nconst c = 3;\nconst d = 4;';

function highlight(meta: string): Promise<string> {
  return codeToHtml(CODE, { lang: 'ts', themes: codeThemes, defaultColor: false, transformers: codeTransformers, meta: { __raw: meta } });
}

describe('code block meta', () => {
  test('title="…" names the block', async () => {
    expect(codeTitle('title="client.ts" {1}')).toBe('client.ts');
    expect(codeTitle("{2} title='a b.ts'")).toBe('a b.ts');
    expect(codeTitle('{1,3}')).toBeUndefined();
    expect(codeTitle('subtitle="x"')).toBeUndefined();
    expect(await highlight('title="client.ts"')).toMatch(/<pre [^>]*data-title="client.ts"/);
  });

  test('{1,3-4} marks exactly those lines, with a class and no text', async () => {
    const html = await highlight('title="x.ts" {1,3-4}');
    const lines = [...html.matchAll(/<span class="line( highlighted)?">/g)].map((m) => Boolean(m[1]));
    expect(lines).toEqual([true, false, true, true]);
    expect(html.replace(/<[^>]+>/g, '')).toBe(CODE.replace(/</g, '&lt;'));
  });

  test('without meta nothing is marked or titled; the language labels the block instead', async () => {
    const html = await highlight('');
    expect(html).not.toContain('highlighted');
    expect(html).not.toContain('data-title');
    expect(html).toMatch(/<pre [^>]*data-language="ts"/);
    expect(await highlight('title="x.ts"')).not.toContain('data-language');
  });
});
