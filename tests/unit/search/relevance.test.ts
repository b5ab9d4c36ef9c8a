// Relevance against the real content: the keyword set (product words, prefixes, one-typo spellings, readers' own words)
// and the question set (whole sentences as readers type them), each query with the page that answers it
// (tests/unit/search/relevanceSet.ts). Prints top-1, top-3 and MRR of both sets for the closing note.
import { getContent } from '@/lib/content';
import { searchIndexFiles } from '@/lib/search/build';
import { SearchEngine } from '@/lib/search/engine';
import { SEARCH_MANIFEST_FILE, searchFragmentFile, searchShardFile } from '@/lib/search/format';
import { buildSiteSearchIndex, siteRecords, SPLIT_ABOVE_BYTES } from '@/lib/search/fromContent';
import { KEYWORDS, measureRelevance, QUESTIONS, relevanceLine, SECTIONS_IN_FIRST_THREE } from './relevanceSet';

const PF = '/permissions-firewall';
const CASES = [...KEYWORDS, ...QUESTIONS];

const built = buildSiteSearchIndex();
// Through JSON, as the browser receives it.
const engine = new SearchEngine(JSON.parse(JSON.stringify(built.data)));

test('the relevance sets are realistic in size and every answering page exists', () => {
  expect(KEYWORDS.length).toBeGreaterThanOrEqual(40);
  expect(QUESTIONS.length).toBeGreaterThanOrEqual(40);
  const known = new Set(built.fragments.map((f) => f.route));
  expect(CASES.filter(([, route]) => !known.has(route))).toEqual([]);
});

describe('relevance (both sets printed)', () => {
  const figures = Promise.all([measureRelevance(engine, KEYWORDS), measureRelevance(engine, QUESTIONS)]).then(([keywords, questions]) => {
    const report = (name: string, f: typeof keywords) =>
      `${relevanceLine(name, f)}\n${f.misses.length ? `  outside the top 3:\n    ${f.misses.join('\n    ')}\n` : ''}`;
    process.stdout.write(`\nsearch relevance\n${report('keywords', keywords)}${report('questions', questions)}`);
    return { keywords, questions };
  });

  test('questions: the answering page first for 80%, in the top 3 for 95%, mean reciprocal rank at least 0.9', async () => {
    const { questions } = await figures;
    expect({ top1: questions.top1 >= 0.8, top3: questions.top3 >= 0.95, mrr: questions.mrr >= 0.9 }).toEqual({ top1: true, top3: true, mrr: true });
  });

  // The keyword set's figures before questions were ranked (top-1 81.3%, top-3 95.0%, MRR 0.882): no worse.
  test('keywords: no worse than before questions were ranked', async () => {
    const { keywords } = await figures;
    expect({ top1: keywords.top1 >= 0.8125, top3: keywords.top3 >= 0.95, mrr: keywords.mrr >= 0.882 }).toEqual({ top1: true, top3: true, mrr: true });
  });
});

// Before the content said each timing once, where it belongs, the first three hits were the "What happens next" sections
// of two pages and the Request statuses diagram, none of them on escalation or expiry.
test.each(SECTIONS_IN_FIRST_THREE)('"%s" lands on a section about each of its subjects among the first three hits', async (query, subjects) => {
  const { hits } = await engine.search(query, { limit: 3 });
  const headings = hits.map((h) => h.section?.title ?? '');
  expect(subjects.filter((subject) => !headings.some((heading) => subject.test(heading)))).toEqual([]);
});

test('a query the docs say nothing about lists nothing, though two of its words are one edit from words of the site', async () => {
  // "helm" is one edit from "help" and "chart" from "chat"; nothing holds "kubernetes".
  expect((await engine.search('kubernetes helm chart', { limit: engine.pageCount })).total).toBe(0);
  const typos = await engine.search('aprove slak', { limit: engine.pageCount });
  expect(typos.hits.slice(0, 2).map((h) => h.route)).toEqual(expect.arrayContaining([`${PF}/chatops/slack/slack-ops`]));
});

test('words that only a model component shows (a region in the unsupported-regions table) find the section that shows them', async () => {
  const { hits } = await engine.search('ap-southeast-4', { limit: engine.pageCount });
  const regions = hits.find((h) => h.route === `${PF}/services/regions`);
  expect(regions?.section?.anchor).toBe('regions-where-permissions-on-demand-does-not-trigger');
});

test("a component's Markdown form adds words, never sections: every section anchor is one of its page's headings", () => {
  for (const section of siteRecords().sections) {
    if (section.anchor === null) continue;
    const anchors = (getContent().toc.get(section.route) ?? []).map((h) => h.id);
    expect({ route: section.route, anchor: section.anchor, found: anchors.includes(section.anchor) }).toEqual({
      route: section.route,
      anchor: section.anchor,
      found: true,
    });
  }
});

test('the site ships its index as one file while it is small, split past SPLIT_ABOVE_BYTES, and both answer alike', async () => {
  expect(built.data.parts).toBeUndefined();
  expect(JSON.stringify(built.data).length).toBeLessThanOrEqual(SPLIT_ABOVE_BYTES);
  const split = buildSiteSearchIndex(0);
  expect(split.data.parts).toBeDefined();
  expect(split.data.fragments).toBeUndefined();
  const files = searchIndexFiles(split);
  const read = <T>(file: string) => Promise.resolve(JSON.parse(JSON.stringify(files.get(file))) as T);
  const parts = split.data.parts!;
  const engineFromFiles = new SearchEngine(await read(SEARCH_MANIFEST_FILE), {
    shard: (i) => read(searchShardFile(parts, i)),
    fragment: (id) => read(searchFragmentFile(parts, id)),
  });
  for (const [query] of CASES.slice(0, 20)) {
    const hrefs = async (e: SearchEngine) => (await e.search(query, { limit: 8 })).hits.map((h) => h.href);
    expect({ query, hits: await hrefs(engineFromFiles) }).toEqual({ query, hits: await hrefs(engine) });
  }
});
