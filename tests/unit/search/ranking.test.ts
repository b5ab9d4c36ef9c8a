import { BODY_WEIGHT, KIND_FACTOR, KNOWN_EDIT_FACTOR, lengthNorm, RESULT_SHARE, termFrequency, termWeight, TITLE_WEIGHT } from '@/lib/search/rank';
import { engineFrom, routes } from './fixtures';

describe('ranking weights', () => {
  test("a title match weighs 200 and a body match 100, times the word's weight among the pages", async () => {
    const engine = engineFrom([
      { route: '/body', title: 'Other page', mdx: 'A zombie appears here.' },
      { route: '/title', title: 'Zombie identities', mdx: 'Nothing relevant.' },
    ]);
    const { hits } = await engine.search('zombie');
    expect(hits.map((h) => h.route)).toEqual(['/title', '/body']);
    // both pages hold the word and both have one section, the average length: one section gives exactly 100
    expect(hits[0].score).toBeCloseTo(TITLE_WEIGHT * termWeight(2, 2));
    expect(hits[1].score).toBeCloseTo(BODY_WEIGHT * termWeight(2, 2));
  });

  test('rarer words weigh more: a page that holds the rare word of a query outranks pages that hold its common one', async () => {
    const common = Array.from({ length: 5 }, (_, i) => ({ route: `/common${i}`, title: `Page ${i}`, mdx: 'The service is ready. The service runs.' }));
    const engine = engineFrom([...common, { route: '/rare', title: 'Stacks', mdx: 'Deleting the stackset fails.' }]);
    const { hits } = await engine.search('stackset service', { limit: 10 });
    expect(hits[0].route).toBe('/rare');
    expect(termWeight(6, 1)).toBeGreaterThan(5 * termWeight(6, 5));
  });

  test('a page that merely shares a common word with a question is not a result; keywords list every page that holds one', async () => {
    const common = Array.from({ length: 5 }, (_, i) => ({ route: `/common${i}`, title: `Page ${i}`, mdx: 'The service is ready.' }));
    const engine = engineFrom([...common, { route: '/rare', title: 'Stacks', mdx: 'Deleting the stackset of a service fails.' }]);
    expect(await routes(engine, 'what is the stackset of a service')).toEqual(['/rare']);
    expect(await routes(engine, 'service')).toHaveLength(6);
    const keywords = await routes(engine, 'stackset service');
    expect(keywords[0]).toBe('/rare');
    expect(keywords).toHaveLength(6);
    expect(RESULT_SHARE).toBeGreaterThan(0);
  });

  test('a question with one meaningful word lists the pages about it; that word alone lists every page that holds it', async () => {
    const long = Array.from({ length: 8 }, (_, i) => `## Part ${i}\n\nOther words.`).join('\n\n');
    const mentions = Array.from({ length: 5 }, (_, i) => ({ route: `/mention${i}`, title: `Page ${i}`, mdx: `Ask an approver.\n\n${long}` }));
    const engine = engineFrom([{ route: '/approvers', title: 'Approvers', mdx: 'Assign approvers. Remove an approver.' }, ...mentions]);
    expect(await routes(engine, 'how do I make someone an approver')).toEqual(['/approvers']);
    expect(await routes(engine, 'approver')).toHaveLength(6);
    // the share a result keeps of the best page's score
    expect(RESULT_SHARE).toBeGreaterThan(0);
  });

  test('a body match grows with the sections that hold the word and shrinks with the length of the page (BM25)', async () => {
    const filler = (n: number) => Array.from({ length: n }, (_, i) => `## Part ${i}\n\nOther words.`).join('\n\n');
    const engine = engineFrom([
      { route: '/long', title: 'Long', mdx: `The zombie is here.\n\n${filler(7)}` },
      { route: '/short', title: 'Short', mdx: 'The zombie is here.\n\n## More\n\nAnother zombie.' },
    ]);
    const { hits } = await engine.search('zombie');
    expect(hits.map((h) => h.route)).toEqual(['/short', '/long']);
    // sections: 8 and 2, average 5
    const weight = termWeight(2, 2);
    expect(hits[0].score).toBeCloseTo(weight * BODY_WEIGHT * termFrequency(2, lengthNorm(2, 5), false));
    expect(hits[1].score).toBeCloseTo(weight * BODY_WEIGHT * termFrequency(1, lengthNorm(8, 5), false));
    expect(termFrequency(1, lengthNorm(5, 5), false)).toBeCloseTo(1);
  });

  test('an exact word beats a prefix, and a known word matched only by one edit (another word) comes last', async () => {
    const engine = engineFrom([
      { route: '/edit', title: 'C', mdx: 'The zombe is here.' },
      { route: '/prefix', title: 'B', mdx: 'The zombies are here.' },
      { route: '/exact', title: 'A', mdx: 'The zombie is here.' },
    ]);
    const { hits } = await engine.search('zombie');
    expect(hits.map((h) => h.route)).toEqual(['/exact', '/prefix', '/edit']);
    const [exact, prefix, edit] = hits.map((h) => h.score);
    expect(prefix / exact).toBeCloseTo(KIND_FACTOR.prefix);
    expect(edit / exact).toBeCloseTo(KIND_FACTOR.edit * KNOWN_EDIT_FACTOR);
    // a word the docs do not use: its one-edit matches are what the reader meant, at the spec's 0.4
    const typo = await engine.search('zombei');
    expect(typo.hits.map((h) => h.route).sort()).toEqual(['/edit', '/exact']);
    expect(typo.hits[0].score / typo.hits[1].score).toBeCloseTo(1);
  });

  test('the same order holds in titles', async () => {
    const engine = engineFrom([
      { route: '/edit', title: 'Zombe', mdx: 'x' },
      { route: '/prefix', title: 'Zombies', mdx: 'x' },
      { route: '/exact', title: 'Zombie', mdx: 'x' },
    ]);
    expect(await routes(engine, 'zombie')).toEqual(['/exact', '/prefix', '/edit']);
  });

  test("a word's exact and prefix matches that find enough pages leave its one-edit matches out", async () => {
    const slack = Array.from({ length: 3 }, (_, i) => ({ route: `/slack${i}`, title: `Chat ${i}`, mdx: 'Approve requests in Slack.' }));
    const engine = engineFrom([...slack, { route: '/stack', title: 'Stacks', mdx: 'Delete the collector stack.' }]);
    expect((await routes(engine, 'slack')).sort()).toEqual(['/slack0', '/slack1', '/slack2']);
    const few = engineFrom([slack[0], { route: '/stack', title: 'Stacks', mdx: 'Delete the collector stack.' }]);
    expect(await routes(few, 'slack')).toEqual(['/slack0', '/stack']);
  });

  test('a page held only by one-edit neighbours is listed when it holds one for every word of the query, not for some', async () => {
    const engine = engineFrom([
      { route: '/slack', title: 'Slack', mdx: 'Approve requests in Slack.' },
      { route: '/approvers', title: 'Approvers', mdx: 'Who may approve a request.' },
      { route: '/chatops', title: 'ChatOps', mdx: 'Chat commands and help.' },
    ]);
    // Both typos land on the Slack page; the page that holds only "approve" is one word's neighbour, not the query's.
    expect(await routes(engine, 'aprove slak')).toEqual(['/slack']);
    // Nothing holds "kubernetes"; "helm" -> help and "chart" -> chat are neighbours of two words of three.
    expect(await routes(engine, 'kubernetes helm chart')).toEqual([]);
    // A word matched exactly lists its pages as before, whatever the other words find.
    expect(await routes(engine, 'kubernetes chatops')).toEqual(['/chatops']);
    expect(await routes(engine, 'slak')).toEqual(['/slack']);
  });

  test('matching is case-insensitive and folds accents both ways', async () => {
    const engine = engineFrom([{ route: '/cafe', title: 'Le Café', mdx: 'RÉSUMÉ of the CAFÉ.' }]);
    for (const query of ['cafe', 'CAFÉ', 'Cafè', 'resume', 'résumé']) expect(await routes(engine, query)).toEqual(['/cafe']);
  });

  test('each word matches by prefix and by one edit of any kind', async () => {
    const engine = engineFrom([{ route: '/q', title: 'Quarantine', mdx: 'Release the identity.' }]);
    for (const query of ['quar', 'quarantin', 'quarantines', 'quarantne', 'quarentine', 'qaurantine', 'release', 'releas', 'relaese'])
      expect(await routes(engine, query)).toEqual(['/q']);
    expect(await routes(engine, 'quarntne')).toEqual([]); // two edits
  });

  test('neighbouring query words that form one hyphenated word rank that page higher', async () => {
    const engine = engineFrom([
      { route: '/apart', title: 'A', mdx: 'Take a break. Glass is fragile.' },
      { route: '/joined', title: 'B', mdx: 'Keep a break-glass account.' },
    ]);
    expect(await routes(engine, 'break glass')).toEqual(['/joined', '/apart']);
  });

  test('equal scores keep the page order of the site', async () => {
    const engine = engineFrom([
      { route: '/first', title: 'One', mdx: 'zombie' },
      { route: '/second', title: 'Two', mdx: 'zombie' },
    ]);
    expect(await routes(engine, 'zombie')).toEqual(['/first', '/second']);
  });
});

describe('hits', () => {
  const engine = engineFrom([
    {
      route: '/overview/getting-started',
      title: 'Getting Started',
      description: 'How to begin.',
      mdx: 'Intro text.\n\n## Onboard\n\nCreate the collector role.\n\n## Exempt a break-glass account\n\nExempt it before you deploy protections.',
    },
    { route: '/permissions-firewall/glossary', title: 'Glossary', mdx: '## Break-glass account\n\nAn emergency identity.' },
  ]);

  test('point at the section where the words are, with its anchor', async () => {
    const { hits } = await engine.search('exempt deploy');
    expect(hits[0]).toMatchObject({
      route: '/overview/getting-started',
      href: '/overview/getting-started#exempt-a-break-glass-account',
      section: { title: 'Exempt a break-glass account', anchor: 'exempt-a-break-glass-account', depth: 2 },
    });
  });

  test('a section that holds only subsections quotes the first of them', async () => {
    const nested = engineFrom([
      {
        route: '/regions',
        title: 'Regions',
        mdx: 'Intro.\n\n## Disable a region\n\n### Before you begin\n\nCheck that nothing needs the region.\n\n## Other\n\nText.',
      },
    ]);
    const { hits } = await nested.search('disable a region');
    expect(hits[0].section?.title).toBe('Disable a region');
    expect(hits[0].snippet.text).toBe('Check that nothing needs the region.');
  });

  test('a title-only match points at the page itself', async () => {
    const { hits } = await engine.search('getting');
    expect(hits[0]).toMatchObject({ href: '/overview/getting-started', section: null });
    expect(hits[0].snippet.text).toContain('How to begin.');
  });

  test('carry the isCpf flag, and the firewall filter keeps only those pages', async () => {
    const all = await engine.search('break glass');
    expect(all.hits.map((h) => [h.route, h.isCpf]).sort()).toEqual([
      ['/overview/getting-started', false],
      ['/permissions-firewall/glossary', true],
    ]);
    const cpf = await engine.search('break glass', { cpfOnly: true });
    expect(cpf.total).toBe(1);
    expect(cpf.hits.map((h) => h.route)).toEqual(['/permissions-firewall/glossary']);
  });

  test('limit bounds the hits returned, not the total counted', async () => {
    const response = await engine.search('account', { limit: 1 });
    expect(response.total).toBe(2);
    expect(response.hits).toHaveLength(1);
  });

  test('highlight ranges cover the matched words in title, section and snippet', async () => {
    const { hits } = await engine.search('glass');
    const hit = hits.find((h) => h.route === '/overview/getting-started')!;
    const marked = (text: string, ranges: [number, number][]) => ranges.map(([s, e]) => text.slice(s, e));
    expect(marked(hit.section!.title, hit.sectionRanges)).toEqual(['glass']);
    const glossary = hits.find((h) => h.route === '/permissions-firewall/glossary')!;
    expect(marked(glossary.section!.title, glossary.sectionRanges)).toEqual(['glass']);
    expect(glossary.titleRanges).toEqual([]);
  });
});
