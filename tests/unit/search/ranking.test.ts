import { BODY_WEIGHT, HEADING_BONUS, KIND_FACTOR, SPREAD_BONUS, SPREAD_FULL, TITLE_WEIGHT } from '@/lib/search/rank';
import { engineFrom, routes } from './fixtures';

describe('ranking weights', () => {
  test('a title match weighs 200 and a body match 100', async () => {
    const engine = engineFrom([
      { route: '/body', title: 'Other page', mdx: 'A zombie appears here.' },
      { route: '/title', title: 'Zombie identities', mdx: 'Nothing relevant.' },
    ]);
    const { hits } = await engine.search('zombie');
    expect(hits.map((h) => h.route)).toEqual(['/title', '/body']);
    expect(hits[0].score).toBe(TITLE_WEIGHT);
    // one section holds it: the body weight plus a third of the spread bonus
    expect(hits[1].score).toBeCloseTo(BODY_WEIGHT * (1 + SPREAD_BONUS / SPREAD_FULL));
  });

  test('title and body add up; a term in a heading or across sections earns at most a quarter more', async () => {
    const engine = engineFrom([
      { route: '/both', title: 'Zombie', mdx: 'A zombie.' },
      { route: '/spread', title: 'Other', mdx: '## Zombie\n\nzombie\n\n## B\n\nzombie\n\n## C\n\nzombie' },
    ]);
    const { hits } = await engine.search('zombie');
    expect(hits[0]).toMatchObject({ route: '/both' });
    expect(hits[0].score).toBeCloseTo(TITLE_WEIGHT + BODY_WEIGHT * (1 + SPREAD_BONUS / SPREAD_FULL));
    expect(hits[1].score).toBeCloseTo(BODY_WEIGHT * (1 + HEADING_BONUS + SPREAD_BONUS));
    expect(hits[1].score).toBeLessThanOrEqual(BODY_WEIGHT * 1.25);
  });

  test('an exact word beats a prefix, which beats a one-edit match', async () => {
    const engine = engineFrom([
      { route: '/edit', title: 'C', mdx: 'The zombe is here.' },
      { route: '/prefix', title: 'B', mdx: 'The zombies are here.' },
      { route: '/exact', title: 'A', mdx: 'The zombie is here.' },
    ]);
    const { hits } = await engine.search('zombie');
    expect(hits.map((h) => h.route)).toEqual(['/exact', '/prefix', '/edit']);
    const [exact, prefix, edit] = hits.map((h) => h.score);
    expect(prefix / exact).toBeCloseTo(KIND_FACTOR.prefix);
    expect(edit / exact).toBeCloseTo(KIND_FACTOR.edit);
  });

  test('the same order holds in titles', async () => {
    const engine = engineFrom([
      { route: '/edit', title: 'Zombe', mdx: 'x' },
      { route: '/prefix', title: 'Zombies', mdx: 'x' },
      { route: '/exact', title: 'Zombie', mdx: 'x' },
    ]);
    expect(await routes(engine, 'zombie')).toEqual(['/exact', '/prefix', '/edit']);
  });

  test('pages matching all terms come before pages matching some, however strong', async () => {
    const engine = engineFrom([
      { route: '/strong', title: 'StackSet StackSet', mdx: '## StackSet\n\nStackSet StackSet\n\n## More StackSet\n\nstackset' },
      { route: '/both', title: 'Other', mdx: 'Deleting the stackset fails with 409.' },
      { route: '/number', title: 'Codes', mdx: 'HTTP 409 conflicts.' },
    ]);
    const { hits } = await engine.search('stackset 409');
    expect(hits.map((h) => [h.route, h.matchedTerms])).toEqual([
      ['/both', 2],
      ['/strong', 1],
      ['/number', 1],
    ]);
    expect(hits[1].score).toBeGreaterThan(hits[0].score);
  });

  test('matching is case-insensitive and folds accents both ways', async () => {
    const engine = engineFrom([{ route: '/cafe', title: 'Le Café', mdx: 'RÉSUMÉ of the CAFÉ.' }]);
    for (const query of ['cafe', 'CAFÉ', 'Cafè', 'resume', 'résumé']) expect(await routes(engine, query)).toEqual(['/cafe']);
  });

  test('each term matches by prefix and by one edit of any kind', async () => {
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
    { route: '/overview/getting-started', title: 'Getting Started', description: 'How to begin.', mdx: 'Intro text.\n\n## Onboard\n\nCreate the collector role.\n\n## Exempt a break-glass account\n\nExempt it before you deploy protections.' },
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
