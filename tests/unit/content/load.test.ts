import fs from 'node:fs';
import path from 'node:path';
import { assembleContent, loadContent, pageFiles, parsePageFile, routeFromFile } from '@/lib/content/load';
import { ContentError } from '@/lib/content/types';
import { tempDir } from '../tempDirs';

function fixture(files: Record<string, string>): string {
  const root = tempDir('bulwark-content-');
  const content = path.join(root, 'content');
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(content, name)), { recursive: true });
    fs.writeFileSync(path.join(content, name), text);
  }
  fs.mkdirSync(path.join(root, 'public', 'img'), { recursive: true });
  fs.writeFileSync(path.join(root, 'public', 'img', 'a.svg'), '<svg viewBox="0 0 10 10"></svg>');
  return content;
}

const TAGS = 'dev:\n  label: Dev\n  description: Developers.\n';
const load = (rootDir: string) => loadContent({ rootDir, basePath: '/cpf-public', publicDir: path.join(path.dirname(rootDir), 'public') });

describe('loadContent', () => {
  test('maps files to routes; index.mdx is the folder route', () => {
    expect(routeFromFile('index.mdx')).toBe('/');
    expect(routeFromFile('permissions-firewall/services/regions.mdx')).toBe('/permissions-firewall/services/regions');
    expect(routeFromFile('developer/index.mdx')).toBe('/developer');
  });

  test('loads pages, TOC (h2-h4 only) and sidebar categories', () => {
    const root = fixture({
      'tags.yml': TAGS,
      'index.mdx': '---\ntitle: Home\n---\n\n## One\n\n### Two\n\n#### Three\n\n##### Five\n',
      'guide/_category.yml': 'label: The Guide\nposition: 2\n',
      'guide/a.mdx': '---\ntitle: A\ntags: [dev]\n---\n\n## Intro\n\nSee [home](/#one) and ![pic](/img/a.svg).\n',
    });
    const content = load(root);
    expect(content.pages.map((p) => p.route).sort()).toEqual(['/', '/guide/a']);
    expect(content.toc.get('/')).toEqual([
      { depth: 2, text: 'One', id: 'one' },
      { depth: 3, text: 'Two', id: 'two' },
      { depth: 4, text: 'Three', id: 'three' },
    ]);
    expect(content.categories.get('/guide')).toEqual({ label: 'The Guide', position: 2 });
    expect(content.warnings).toEqual([]);
  });

  test('a category names its overview page; a missing one fails naming the file and the field', () => {
    const root = fixture({
      'tags.yml': TAGS,
      'index.mdx': '---\ntitle: Home\n---\n',
      'guide/_category.yml': 'label: The Guide\noverview: intro\n',
      'guide/intro.mdx': '---\ntitle: Intro\n---\n',
      'other/_category.yml': 'label: Other\noverview: missing\n',
      'other/a.mdx': '---\ntitle: A\n---\n',
    });
    expect(() => load(root)).toThrow(/content\/other\/_category\.yml: category file: field "overview" must name a page in this folder/);
    fs.rmSync(path.join(root, 'other'), { recursive: true });
    expect(load(root).categories.get('/guide')).toEqual({ label: 'The Guide', position: 999, overview: 'intro' });
  });

  test('a code block in a language the highlighter does not load warns, naming file and line', () => {
    const root = fixture({ 'tags.yml': TAGS, 'index.mdx': '---\ntitle: Home\n---\n\n```cobol\nDISPLAY\n```\n\n```json\n{}\n```\n' });
    expect(load(root).warnings.map((w) => `${w.file}:${w.line} ${w.message}`)).toEqual([
      expect.stringMatching(/^content\/index\.mdx:5 code block language "cobol" is not highlighted/),
    ]);
  });

  test('broken links, anchors and images warn with file, line and target; the load goes on', () => {
    const root = fixture({
      'tags.yml': TAGS,
      'index.mdx': '---\ntitle: Home\n---\n\n## One\n',
      'b.mdx': '---\ntitle: B\n---\n\n## B\n\n[x](/nowhere)\n\n[y](/#missing)\n\n![z](/img/none.svg)\n\n[ok](#b) [base](/cpf-public/b)\n',
    });
    const messages = load(root).warnings.map((w) => `${w.file}:${w.line} ${w.message}`);
    expect(messages).toEqual([
      expect.stringMatching(/^content\/b\.mdx:7 broken link "\/nowhere"/),
      expect.stringMatching(/^content\/b\.mdx:9 broken anchor "\/#missing"/),
      expect.stringMatching(/^content\/b\.mdx:11 image "\/img\/none.svg" does not exist/),
      expect.stringMatching(/^content\/b\.mdx:13 link "\/cpf-public\/b" includes the base path/),
    ]);
  });

  test('an undeclared tag, a missing title and invalid MDX fail together, each naming its file', () => {
    const root = fixture({
      'tags.yml': TAGS,
      'a.mdx': '---\ntitle: A\ntags: [nope]\n---\n\n## A\n',
      'b.mdx': '---\ndescription: no title\n---\n',
      'c.mdx': '---\ntitle: C\n---\n\nline\n\n<Broken\n',
      'd.mdx': '---\ntitle: D\n---\n\n:::caution\nx\n:::\n',
    });
    let error: unknown;
    try {
      load(root);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ContentError);
    const text = (error as Error).message;
    expect(text).toContain('content/a.mdx:1: tag "nope" is not declared');
    expect(text).toContain('content/b.mdx:1: front matter field "title" is required');
    expect(text).toMatch(/content\/c\.mdx:\d+: invalid MDX/);
    expect(text).toMatch(/content\/d\.mdx:5: invalid MDX: unknown admonition kind ":::caution"/);
  });

  test('an MDX syntax error names the line of the file, front matter counted, and no place of the body alone', () => {
    // Eight lines of front matter, the unclosed tag on line 98 of the file.
    const front = '---\ntitle: Regions\ndescription: Disable regions.\ntags: []\nsidebar_position: 3\n# a note\n# another\n---\n';
    const body = `${'Text.\n\n'.repeat(44)}\n<StateDiagram machine="region">\n\nMore text.\n`;
    const source = front + body;
    expect(source.split('\n').indexOf('<StateDiagram machine="region">') + 1).toBe(98);
    const root = fixture({ 'tags.yml': TAGS, 'regions.mdx': source });
    const parsed = parsePageFile(path.join(root, 'regions.mdx'), root);
    expect(parsed.errors).toEqual([{ file: 'content/regions.mdx', line: 98, message: 'invalid MDX: Expected a closing tag for `<StateDiagram>`' }]);
  });

  test('duplicate routes warn and keep the first file', () => {
    const root = fixture({ 'tags.yml': TAGS, 'x.mdx': '---\ntitle: X1\n---\n', 'x/index.mdx': '---\ntitle: X2\n---\n' });
    const content = load(root);
    expect(content.pages.filter((p) => p.route === '/x')).toHaveLength(1);
    expect(content.warnings.map((w) => w.message)).toEqual([expect.stringContaining('duplicate route /x')]);
  });

  test("a page parsed on its own and stored as JSON (as a build's shards are) puts the same site together", () => {
    const root = fixture({
      'tags.yml': TAGS,
      'index.mdx': '---\ntitle: Home\ndescription: Start here\n---\n\n## One\n\n```cobol\nx\n```\n',
      'b.mdx': '---\ntitle: B\ntags: [dev]\n---\n\n## B\n\n[x](/nowhere)\n\n[y](/#missing)\n\n![z](/img/none.svg)\n\n[ok](/#one)\n',
      'c/x.mdx': '---\ntitle: X\n---\n',
      'c/x/index.mdx': '---\ntitle: X again\n---\n',
    });
    const options = { rootDir: root, basePath: '/cpf-public', publicDir: path.join(path.dirname(root), 'public') };
    const stored = pageFiles(root).map((file) => {
      const { tree, ...rest } = parsePageFile(file, root);
      expect(tree?.type).toBe('root');
      return JSON.parse(JSON.stringify(rest));
    });
    const whole = loadContent(options);
    const assembled = assembleContent(options, stored);
    expect(assembled.pages).toEqual(whole.pages);
    expect([...assembled.toc]).toEqual([...whole.toc]);
    expect(assembled.warnings).toEqual(whole.warnings);
    expect(whole.warnings.map((w) => `${w.file}:${w.line ?? ''} ${w.message.split(':')[0]}`)).toEqual([
      'content/c/x.mdx: duplicate route /c/x',
      'content/index.mdx:8 code block language "cobol" is not highlighted (add it to lib/mdx/codeLanguages.ts)',
      'content/b.mdx:8 broken link "/nowhere"',
      'content/b.mdx:10 broken anchor "/#missing"',
      'content/b.mdx:12 image "/img/none.svg" does not exist under public/',
    ]);
  });
});
