import { parseMdx } from '@/lib/mdx/parse';
import { absoluteUrl, pageMarkdown } from '@/lib/markdown/page';

const ORIGIN = 'https://docs.example.test';
const page = { route: '/guide/setup', file: 'content/guide/setup.mdx', title: 'Set up', description: 'How to set it up.' };

function markdownOf(body: string, p = page): string {
  const parsed = parseMdx(body);
  if (!parsed.ok) throw new Error(parsed.message);
  return pageMarkdown(p, parsed.tree, ORIGIN);
}

/** The Markdown outside code blocks and code spans, where JSX or MDX syntax would be a leak. */
function prose(markdown: string): string {
  return markdown.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '').replace(/(`+)[^`][\s\S]*?\1/g, '');
}

const BODY = `import { Thing } from './thing';
export const meta = { a: 1 };

Intro with a [sibling](./other#part), an [anchor](#steps), [home](/), [absolute](/overview/getting-started#roles),
an [external](https://example.com/x) link, <kbd>Ctrl</kbd> and role arn:aws:iam::1:role/x.

{/* a comment for writers */}

![A figure](/img/flow.svg)

## Steps

:::warning
Disabling blocks *everyone*.
:::

:::tip[Before you start]
- one
- two
:::

<StateDiagram machine="region" />

\`\`\`ts title="client.ts" {1,3-4}
const x = 1 < 2;
\`\`\`

| a | b |
| - | - |
| \`x\\|y\` | 2 |
`;

describe('a page as clean Markdown', () => {
  const md = markdownOf(BODY);

  test('starts with the title and the description as its lead paragraph', () => {
    expect(md.startsWith('# Set up\n\nHow to set it up.\n\nIntro with')).toBe(true);
  });

  test('has no imports, exports, JSX, expressions or directives', () => {
    const text = prose(md);
    expect(text).not.toMatch(/^(import|export)\s/m);
    expect(text).not.toMatch(/<\/?[A-Za-z][\w.]*[\s/>]/);
    expect(text).not.toMatch(/\{\/\*|:::/);
    expect(text).toContain('Ctrl');
    expect(text).toContain('arn:aws:iam::1:role/x');
  });

  test('admonitions become blockquotes that name their kind', () => {
    expect(md).toContain('> **Warning:** Disabling blocks _everyone_.');
    expect(md).toContain('> **Tip: Before you start**\n>\n> - one\n> - two');
  });

  test('links and images are absolute, with the base path and the trailing slash of pages', () => {
    expect(md).toContain(`[sibling](${ORIGIN}/cpf-public/guide/other/#part)`);
    expect(md).toContain(`[anchor](${ORIGIN}/cpf-public/guide/setup/#steps)`);
    expect(md).toContain(`[home](${ORIGIN}/cpf-public/)`);
    expect(md).toContain(`[absolute](${ORIGIN}/cpf-public/overview/getting-started/#roles)`);
    expect(md).toContain('[external](https://example.com/x)');
    expect(md).toContain(`![A figure](${ORIGIN}/cpf-public/img/flow.svg)`);
  });

  test('code keeps its language and title, not its line marks; tables stay GFM', () => {
    expect(md).toContain('```ts title="client.ts"\nconst x = 1 < 2;\n```');
    expect(md).toContain('| a | b |\n| - | - |\n| `x\\|y` | 2 |');
  });

  test('a component is its text form, and an interactive one points to the live one on the page', () => {
    expect(md).toContain('**Region control**: The status of one region at a scope.');
    expect(md).toMatch(/\| Status \| What it means \|\n\| - \| - \|\n\| Enabled \|/);
    expect(md).toContain(`Try it on [the web page](${ORIGIN}/cpf-public/guide/setup/).`);
  });

  test('the welcome page and absolute URLs', () => {
    expect(absoluteUrl('/tags/dev?x=1', { route: '/', origin: ORIGIN })).toBe(`${ORIGIN}/cpf-public/tags/dev/?x=1`);
    expect(absoluteUrl('/cpf-public/x.svg', { route: '/', origin: ORIGIN })).toBe(`${ORIGIN}/cpf-public/x.svg`);
    expect(absoluteUrl('mailto:a@b.example', { route: '/', origin: ORIGIN })).toBe('mailto:a@b.example');
  });
});
