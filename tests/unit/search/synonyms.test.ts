// Search synonyms: the file's rules, how a section's indexed text gains the readers' words, and that the shipped text
// (snippets) stays the page's own.
import { buildSearchIndex } from '@/lib/search/build';
import { SearchEngine } from '@/lib/search/engine';
import { buildSiteSearchIndex } from '@/lib/search/fromContent';
import { loadSynonyms, parseSynonyms, synonymExpander } from '@/lib/search/synonyms';
import { tokenize } from '@/lib/search/tokenize';
import { recordsFrom } from './fixtures';

const RULES = parseSynonyms('disable: [turn off, switch off]\nthird party: [vendor]\n');

describe('the synonyms file', () => {
  test("the site has one, and every rule has docs words and readers' words", () => {
    const rules = loadSynonyms();
    expect(rules.length).toBeGreaterThanOrEqual(10);
    expect(rules.find((r) => r.docs.join(' ') === 'disable')?.readers.join(' ')).toContain('turn off');
  });

  test.each([
    ['[turn off]', /mapping/],
    ['disable: turn off', /needs a list/],
    ['disable: []', /needs a list/],
    ['"--": [x]', /no searchable word/],
  ])('a malformed file fails naming itself: %s', (yaml, message) => {
    expect(() => parseSynonyms(yaml)).toThrow(/content\/synonyms\.yml/);
    expect(() => parseSynonyms(yaml)).toThrow(message);
  });

  test('an empty file means no synonyms', () => {
    expect(parseSynonyms('')).toEqual([]);
    const terms = tokenize('Disable it');
    expect(synonymExpander([])(terms)).toBe(terms);
  });
});

describe('expanding a section', () => {
  const expand = synonymExpander(RULES);

  test.each(['Disable a region.', 'The region is disabled.', 'Disabling a service', 'Block a third-party account', 'third parties'])(
    '"%s" gains the readers\' words',
    (text) => {
      const terms = tokenize(text);
      const expanded = expand(terms);
      expect(expanded.length).toBeGreaterThan(terms.length);
      expect(expanded.slice(0, terms.length)).toEqual(terms);
    },
  );

  test.each(['Enable a region.', 'disablement', 'the third row, a party'])('"%s" stays as it is', (text) => {
    expect(expand(tokenize(text))).toEqual(tokenize(text));
  });

  test("the index finds a section by the readers' words, and its snippet is the page's own text", async () => {
    const records = recordsFrom([{ route: '/regions', title: 'Regions', mdx: '## Disable a region\n\nDisabling a region blocks every call in it.' }]);
    const plain = new SearchEngine(buildSearchIndex(records).data);
    const withSynonyms = new SearchEngine(buildSearchIndex(records, { expandTerms: expand }).data);
    expect((await plain.search('turn off', { limit: 5 })).hits).toEqual([]);
    const [hit] = (await withSynonyms.search('turn off', { limit: 5 })).hits;
    expect(hit.route).toBe('/regions');
    expect(hit.snippet.text).not.toMatch(/turn off/);
  });

  // A page or section named with the docs word is about it: the readers' word finds it by that name, a title with a
  // title's weight, and the title shown stays the page's own.
  test("a page title or a heading that says the docs word is found by the readers' words", async () => {
    const records = recordsFrom([
      { route: '/regions', title: 'Regions', mdx: '## Disable a region\n\nEvery call there is blocked.' },
      { route: '/services', title: 'Disable Services', mdx: 'Blocks every call to a service.' },
    ]);
    const engine = new SearchEngine(JSON.parse(JSON.stringify(buildSearchIndex(records, { expandTerms: expand }).data)));
    const [first, second] = (await engine.search('switch', { limit: 5 })).hits;
    expect([first?.route, second?.route]).toEqual(['/services', '/regions']);
    expect(first.title).toBe('Disable Services');
    expect(first.titleRanges).toEqual([]);
    expect(second.section?.anchor).toBe('disable-a-region');
  });
});

test.each([
  ['turn off a region', '/permissions-firewall/services/regions'],
  // The docs say where to "reach support"; readers ask how to contact it.
  ['how do I contact support', '/overview/support-portal-guide'],
])('on the real site, "%s" finds %s first', async (query, route) => {
  const engine = new SearchEngine(JSON.parse(JSON.stringify(buildSiteSearchIndex().data)));
  const { hits } = await engine.search(query, { limit: 3 });
  expect(hits[0]?.route).toBe(route);
});
