// Questions as readers type them: words that carry no meaning (the index's stop words) neither match, nor highlight,
// nor count, unless the query is nothing but such words or they are part of a name (a title, a heading, a bold label)
// that the query spells; a name spelled is searched as a phrase, whose postings FlexSearch's contextual index finds.
import { buildSearchIndex, termsOf } from '@/lib/search/build';
import { createContextIndex } from '@/lib/search/flex';
import { siteRecords } from '@/lib/search/fromContent';
import { namesOf, phrasePostings } from '@/lib/search/phrases';
import { isIgnoredInput } from '@/lib/search/ignored';
import { stopWords } from '@/lib/search/language';
import { planQuery } from '@/lib/search/plan';
import { decodePostings } from '@/lib/search/postings';
import { parseQuery } from '@/lib/search/query';
import { MAX_QUERY_TERMS } from '@/lib/search/tokenize';
import { Vocabulary } from '@/lib/search/vocabulary';
import type { SearchHit } from '@/lib/search/engine';
import { engineFrom, recordsFrom, routes, type FixturePage } from './fixtures';

const PAGES: FixturePage[] = [
  { route: '/regions', title: 'Regions', mdx: 'Regions your organization does not use.\n\n## Disable a region\n\nClick **Disable** on the row of the region.' },
  { route: '/services', title: 'Services', mdx: 'Disable a service at a scope. The region of the service is shown in a list.' },
  { route: '/removal', title: 'Removing the firewall', mdx: 'Type the word undo and click **Undo All**. All of it is undone.' },
  { route: '/support', title: 'Getting Support', mdx: 'How do I reach support? Open a ticket, and do it the way the form says.' },
  { route: '/pod', title: 'Permissions on Demand', mdx: 'Also called just-in-time access. Who approves a request, and how.' },
];
const engine = engineFrom(PAGES);
const STOP = new Set(stopWords());

/** Every highlighted text of a hit: title, section and snippet. */
const marked = (hit: SearchHit) =>
  [[hit.title, hit.titleRanges] as const, [hit.section?.title ?? '', hit.sectionRanges] as const, [hit.snippet.text, hit.snippet.ranges] as const].flatMap(
    ([text, ranges]) => ranges.map(([start, end]) => text.slice(start, end)),
  );

describe('the stop words', () => {
  test("are FlexSearch's English stop words (its language pack's filter) and the question frames it lacks, shipped in the index", () => {
    for (const word of ['how', 'do', 'i', 'a', 'the', 'what', 'why', 'can', 'my', 'where', 'someone']) expect(STOP.has(word)).toBe(true);
    for (const word of ['disable', 'region', 'slack', 'approver', 'support']) expect(STOP.has(word)).toBe(false);
    expect(buildSearchIndex(recordsFrom(PAGES)).data.stop).toEqual(stopWords());
  });

  test('neither match nor count: a question lists the pages about its meaningful words, not every page that says "how"', async () => {
    const response = await engine.search('how do I disable a region');
    expect(response.terms).toEqual(['disable', 'region']);
    expect(response.hits[0].route).toBe('/regions');
    expect(response.hits.map((h) => h.route)).not.toContain('/support');
    expect(response.hits.every((h) => h.matchedTerms <= 2)).toBe(true);
  });

  test('are never highlighted outside a name', async () => {
    for (const question of ['how do I disable a region', 'where do I reach support', 'who approves a request']) {
      for (const hit of (await engine.search(question)).hits) {
        for (const text of marked(hit)) expect({ question, text, stop: STOP.has(text.toLowerCase()) }).toEqual({ question, text, stop: false });
      }
    }
  });

  test('are searched when the query has nothing else', async () => {
    expect((await engine.search('how do i')).terms).toEqual(['how', 'do', 'i']);
    expect(await routes(engine, 'how do i')).toContain('/support');
  });

  test('do not count toward the terms used: the first meaningful words are, however many stop words come first', () => {
    const words = parseQuery('what happens to my controls when I remove the firewall and then what happens to the template after that');
    if (words.kind !== 'words') throw new Error('words expected');
    const plan = planQuery(words.words, STOP, new Vocabulary([], []));
    expect(plan.terms).toEqual(['happens', 'controls', 'remove', 'firewall', 'template']);
    expect(plan.terms.length).toBeLessThanOrEqual(MAX_QUERY_TERMS);
  });
});

describe('names', () => {
  test('a heading or bold label the query spells keeps its stop words, as one phrase, highlighted as one span', async () => {
    const { hits, terms } = await engine.search('undo all');
    expect(terms).toEqual(['undo']);
    expect(hits[0].route).toBe('/removal');
    const marks = marked(hits[0]);
    expect(marks).toContain('Undo All');
    // "All of it is undone": the stop word alone is not marked
    expect(marks.filter((m) => m === 'All')).toEqual([]);
    const heading = (await engine.search('how do I disable a region')).hits[0];
    expect(heading.section?.title).toBe('Disable a region');
    expect(marked(heading)).toContain('Disable a region');
  });

  test("are found where their words stand together, in order, by FlexSearch's contextual index", () => {
    const apart = { route: '/apart', title: 'Apart', mdx: 'Undo the change: all of it goes. Disable it, a region at a time.' };
    const { data } = buildSearchIndex(recordsFrom([...PAGES, apart]));
    // [titles (page ids), headings, bodies (section ids)] of a phrase
    const postings = (phrase: string) => data.shards[0].data!.map((field) => decodePostings(field.split(' ')[data.terms.indexOf(phrase)] ?? ''));
    // sections: /regions 0 (introduction) and 1 (Disable a region), /services 2, /removal 3, /support 4, /pod 5, /apart 6
    expect(postings('disable a region')).toEqual([[], [1], []]);
    expect(postings('undo all')).toEqual([[], [], [3]]);
    // page titles are no names: their words weigh as a title already
    expect(data.terms).not.toContain('removing the firewall');
  });

  test("holding only the texts a name may stand in, the contextual index loses none (the real site's names)", () => {
    const records = siteRecords();
    const texts = new Map(records.sections.map((section) => [section.id, termsOf(section.body).join(' ')]));
    const every = createContextIndex();
    const postings = new Map<string, number[]>();
    for (const [id, text] of texts) {
      every.add(id, text);
      for (const term of new Set(text.split(' '))) postings.set(term, [...(postings.get(term) ?? []), id]);
    }
    const names = namesOf(records, STOP);
    const limit = records.sections.length;
    const narrowed = phrasePostings(texts, postings, names, STOP, limit);
    const direct = new Map(
      names.map((name) => [name, (every.search(name, { limit }) as number[]).sort((a, b) => a - b)] as const).filter(([, ids]) => ids.length > 0),
    );
    expect(names.length).toBeGreaterThan(100);
    expect(narrowed.size).toBeGreaterThan(50);
    expect(narrowed).toEqual(direct);
  });

  test('a name ranks the section that holds it above pages that hold its words apart, but does not decide who is listed', async () => {
    expect((await routes(engine, 'disable a region'))[0]).toBe('/regions');
    const pages = [
      { route: '/named', title: 'Regions', mdx: '## Disable a region\n\nClick Disable on the row.' },
      { route: '/words', title: 'Controls', mdx: 'Pick the region, then disable it.' },
      ...Array.from({ length: 6 }, (_, i) => ({ route: `/other${i}`, title: `Other ${i}`, mdx: 'Nothing to see.' })),
    ];
    expect(await routes(engineFrom(pages), 'how do I disable a region')).toEqual(['/named', '/words']);
  });

  test('are never a completion or a typo of a word', () => {
    const vocabulary = engine.vocabulary;
    expect(vocabulary.expand('disab').map((v) => v.term)).not.toContain('disable a region');
    expect(vocabulary.expand('undo').map((v) => v.term)).toEqual(['undo', 'undone']);
  });

  test('a compound the query spells as separate words keeps its stop words too ("just in time" for just-in-time)', async () => {
    expect(await routes(engine, 'just in time')).toEqual(['/pod']);
  });

  test('the index can leave phrases out (phrases: false), and then ships none', () => {
    const { data } = buildSearchIndex(recordsFrom(PAGES), { phrases: false });
    expect(data.terms.filter((t) => t.includes(' '))).toEqual([]);
  });
});

test('"ignored input" is decided in one place, which the engine and the UI share', () => {
  for (const input of [' zombie', '\tzombie', '', ' ']) expect([isIgnoredInput(input), parseQuery(input).kind]).toEqual([true, 'ignored']);
  for (const input of ['zombie', 'how do I', '***']) expect(isIgnoredInput(input)).toBe(false);
});
