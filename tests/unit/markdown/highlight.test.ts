import { codeToHtml } from 'shiki';
import { codeHighlightOptions, codeTitle } from '@/lib/mdx/highlight';

const CODE = 'const a = 1;\nconst b = 2;\nconst c = 3;\nconst d = 4;';

function highlight(meta: string): Promise<string> {
  return codeToHtml(CODE, { lang: 'ts', ...codeHighlightOptions, meta: { __raw: meta } });
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

  test('a slow machine colours code exactly as a fast one does', async () => {
    const code = 'const endpoint = process.env.URL; // where\nasync function f<T>(q: string): Promise<T> { return fetch(q) as T; }';
    const options = { lang: 'ts', ...codeHighlightOptions };
    const fast = await codeToHtml(code, options);
    const realNow = Date.now;
    let now = 0;
    // Every clock reading a second later: any per-line time limit would cut tokenizing short.
    Date.now = () => (now += 1000);
    try {
      expect(await codeToHtml(code, options)).toBe(fast);
    } finally {
      Date.now = realNow;
    }
  });
});
