import { parseFrontMatter } from '@/lib/content/frontMatter';

describe('parseFrontMatter', () => {
  test('reads title, description, tags and sidebar_position', () => {
    const result = parseFrontMatter(
      '---\ntitle: Regions\ndescription: Turn regions off.\ntags: [regions]\nsidebar_position: 8\n---\n\nBody\n',
      'content/a.mdx',
    );
    expect(result).toMatchObject({ ok: true, data: { title: 'Regions', description: 'Turn regions off.', tags: ['regions'], sidebarPosition: 8 } });
    if (result.ok) expect(result.content.trim()).toBe('Body');
  });

  test('a missing title names the file and the field', () => {
    const result = parseFrontMatter('---\ndescription: x\n---\nBody', 'content/x.mdx');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues[0]).toMatchObject({ file: 'content/x.mdx', message: expect.stringContaining('"title" is required') });
  });

  test('wrong types and unknown fields are each reported', () => {
    const result = parseFrontMatter('---\ntitle: T\ntags: dev\nsidebar_position: first\ncolour: red\n---\n', 'content/y.mdx');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      const messages = result.issues.map((i) => i.message).join('\n');
      expect(messages).toMatch(/"tags" must be a list/);
      expect(messages).toMatch(/"sidebar_position" must be a number/);
      expect(messages).toMatch(/"colour" is unknown/);
      // Each names the line of its field (the opening --- is line 1).
      expect(result.issues.map((i) => [i.message.match(/"(\w+)"/)?.[1], i.line])).toEqual([
        ['tags', 3],
        ['sidebar_position', 4],
        ['colour', 5],
      ]);
    }
  });

  test('broken YAML is an error, not a throw', () => {
    const result = parseFrontMatter('---\ntitle: [unclosed\n---\n', 'content/z.mdx');
    expect(result).toMatchObject({ ok: false, issues: [{ file: 'content/z.mdx', message: expect.stringMatching(/not valid YAML/) }] });
    // A YAML error names the line where js-yaml found it.
    const duplicated = parseFrontMatter('---\ndescription: d\ntitle: a\ntitle: b\n---\n', 'content/z.mdx');
    expect(duplicated).toMatchObject({ ok: false, issues: [{ line: 4, message: expect.stringMatching(/duplicated mapping key/) }] });
  });

  test('an unclosed quote, list or map is named on the line where it opens, not where the parser gave up', () => {
    const cases: [source: string, line: number, what: RegExp][] = [
      ['---\ntitle: "Unclosed quote\ndescription: A page.\ntags: [dev]\n---\n\nBody\n', 2, /the double quote opened on this line is never closed/],
      ["---\ntitle: Fine\ndescription: 'It''s open\ntags: [dev]\n---\n", 3, /the single quote opened/],
      ['---\ntitle: Fine\ndescription: d\ntags: [dev, api\nsidebar_position: 2\n---\n', 4, /the list bracket \[ opened/],
    ];
    for (const [source, line, what] of cases) {
      const result = parseFrontMatter(source, 'content/q.mdx');
      expect(result).toMatchObject({ ok: false, issues: [{ file: 'content/q.mdx', line, message: expect.stringMatching(what) }] });
    }
    // A quote closed on its line, escaped quotes and a doubled single quote are not mistakes.
    expect(parseFrontMatter(`---\ntitle: "A \\"quoted\\" word"\ndescription: 'It''s fine'\n---\n`, 'content/q.mdx').ok).toBe(true);
  });
});
