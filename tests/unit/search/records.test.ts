import { isCpfRoute } from '@/lib/search/records';
import { recordsFrom } from './fixtures';

const MDX = `Intro with **bold**, a [link](/overview/getting-started) and \`inline code\`.

![Alt text that is not shown](/img/x.svg)

<StateDiagram machine="podRequest" />

## First steps

Run this:

\`\`\`bash
curl -X POST https://example.invalid/graphql
\`\`\`

:::warning[Mind the gap]
Disabling a service blocks even exempted identities.
:::

| Setting | Default |
| --- | --- |
| TTL | 24 hours |

### Deeper level

Text under h3.

#### Deepest

Under h4.

##### Not a section

Under h5 stays in the h4 section.

## First steps

A repeated heading gets the next slug.
`;

const records = recordsFrom([
  { route: '/overview/getting-started', title: 'Getting Started', description: 'Start here.', mdx: MDX },
  { route: '/permissions-firewall/glossary', title: 'Glossary', mdx: 'Words.' },
]);

describe('page records', () => {
  test('carry id, title, body, route and the isCpf flag', () => {
    expect(records.pages.map(({ id, title, route, isCpf }) => ({ id, title, route, isCpf }))).toEqual([
      { id: 0, title: 'Getting Started', route: '/overview/getting-started', isCpf: false },
      { id: 1, title: 'Glossary', route: '/permissions-firewall/glossary', isCpf: true },
    ]);
  });

  test('the body is plain text: no MDX syntax or markup, code kept as text', () => {
    const body = records.pages[0].body;
    expect(body).toContain('Intro with bold, a link and inline code.');
    expect(body).toContain('curl -X POST https://example.invalid/graphql');
    expect(body).toContain('Mind the gap');
    expect(body).toContain('Disabling a service blocks even exempted identities.');
    expect(body).toContain('TTL · 24 hours');
    expect(body).not.toMatch(/\*\*|`|:::|\]\(|<StateDiagram|machine=|!\[|Alt text|\|/);
  });

  test('isCpf is true exactly for routes under /permissions-firewall/', () => {
    expect(isCpfRoute('/permissions-firewall/services/regions')).toBe(true);
    expect(isCpfRoute('/permissions-firewall')).toBe(true);
    expect(isCpfRoute('/permissions-firewall-x')).toBe(false);
    expect(isCpfRoute('/developer/webhook-reference/cpf-webhook-intro')).toBe(false);
    expect(isCpfRoute('/')).toBe(false);
  });
});

describe('section records', () => {
  const sections = records.sections.filter((s) => s.pageId === 0);

  test('one per h2-h4 heading plus the introduction, with the rendered anchors', () => {
    expect(sections.map((s) => [s.depth, s.title, s.anchor])).toEqual([
      [0, '', null],
      [2, 'First steps', 'first-steps'],
      [3, 'Deeper level', 'deeper-level'],
      [4, 'Deepest', 'deepest'],
      [2, 'First steps', 'first-steps-1'],
    ]);
  });

  test('each holds the text up to the next h2-h4 heading; h5 and below stay inside', () => {
    // The introduction holds the diagram's text form too: its statuses and steps, read from the model.
    expect(sections[0].body.split('\n')[0]).toBe('Intro with bold, a link and inline code.');
    expect(sections[0].body).toContain('Denied (final) · The user stays non-exempt.');
    expect(sections[0].body).toContain('Pending · Approve · Approved');
    expect(sections[3].body).toBe('Under h4.\nNot a section\nUnder h5 stays in the h4 section.');
    expect(sections[4].body).toBe('A repeated heading gets the next slug.');
  });

  test('ids are contiguous per page and carry the page route and flag', () => {
    expect(records.sections.map((s) => s.id)).toEqual(records.sections.map((_, i) => i));
    const glossary = records.sections.filter((s) => s.pageId === 1);
    expect(glossary).toEqual([
      { id: 5, pageId: 1, title: '', anchor: null, depth: 0, body: 'Words.', labels: [], route: '/permissions-firewall/glossary', isCpf: true },
    ]);
  });

  test('carry their bold labels, the on-screen names a question may spell, each once and only short ones', () => {
    const labelled = recordsFrom([
      {
        route: '/a',
        title: 'A',
        mdx: 'Click **Submit all # Changes**, then **Done**.\n\n| Button | Does |\n| --- | --- |\n| **Undo All** | Rolls back. |\n\n## Next\n\nClick **Done** again, or read **this whole sentence that is only emphasis and far too long to be the name of a button**.',
      },
    ]);
    expect(labelled.sections.map((s) => s.labels)).toEqual([['Submit all # Changes', 'Done', 'Undo All'], ['Done']]);
  });
});
