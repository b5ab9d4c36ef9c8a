import { jest } from '@jest/globals';
import { Index } from 'flexsearch';
import { buildSearchIndex } from '@/lib/search/build';
import { SearchEngine } from '@/lib/search/engine';
import type { SearchIndexData } from '@/lib/search/format';
import { recordsFrom, type FixturePage } from './fixtures';

const PAGES: FixturePage[] = Array.from({ length: 30 }, (_, i) => ({
  route: i % 2 ? `/permissions-firewall/p${i}` : `/other/p${i}`,
  title: `Page ${i} ${['Zombie', 'Regions', 'Webhooks'][i % 3]}`,
  description: `Description number ${i}.`,
  mdx: `Intro ${i} about alpha${i} and shared words.\n\n## Section ${i}\n\nquarantine ${i % 5 === 0 ? 'stackset 409' : 'nothing'} beta${i}\n\n### Deeper ${i}\n\ngamma${i} zombie`,
}));
const records = recordsFrom(PAGES);
const QUERIES = ['zombie', 'regions', 'stackset 409', 'quarant', 'webhoks', 'alpha7', 'page 12', 'shared words', 'description'];

const summary = async (engine: SearchEngine, query: string) => {
  const r = await engine.search(query, { limit: 50 });
  return { total: r.total, hits: r.hits.map((h) => [h.href, h.score, h.snippet.text, h.titleRanges, h.sectionRanges]) };
};

test('the browser imports the exported index without indexing anything again', async () => {
  const built = buildSearchIndex(records);
  const add = jest.spyOn(Index.prototype, 'add');
  const engine = new SearchEngine(JSON.parse(JSON.stringify(built.data)) as SearchIndexData);
  expect((await engine.search('zombie')).total).toBeGreaterThan(0);
  expect(add).not.toHaveBeenCalled();
  add.mockRestore();
});

test('the shipped index holds what the UI shows: titles, routes, section headings, anchors and text', () => {
  const { data } = buildSearchIndex(records);
  expect(data.fragments?.[0]).toMatchObject({ title: 'Page 0 Zombie', route: '/other/p0' });
  expect(data.fragments?.[0].sections.map(([depth, heading, anchor]) => [depth, heading, anchor])).toEqual([
    [0, '', ''],
    [2, 'Section 0', 'section-0'],
    [3, 'Deeper 0', 'deeper-0'],
  ]);
  expect(data.pages[1]).toEqual([3, 1]);
  expect(data.terms).toEqual([...data.terms].sort());
});

test('a sharded index with fetched fragments answers exactly like the inline one, loading only what a query needs', async () => {
  const inline = new SearchEngine(JSON.parse(JSON.stringify(buildSearchIndex(records).data)));
  const built = buildSearchIndex(records, { shardBytes: 200, externalFragments: true });
  expect(built.data.shards.length).toBeGreaterThan(5);
  expect(built.data.shards.every((s) => s.data === undefined)).toBe(true);
  expect(built.data.fragments).toBeUndefined();
  const shardLoads: number[] = [];
  const fragmentLoads: number[] = [];
  const sharded = new SearchEngine(JSON.parse(JSON.stringify(built.data)), {
    shard: async (i) => {
      shardLoads.push(i);
      return JSON.parse(JSON.stringify(built.shards[i]));
    },
    fragment: async (id) => {
      fragmentLoads.push(id);
      return JSON.parse(JSON.stringify(built.fragments[id]));
    },
  });
  await sharded.search('zombie', { limit: 2 });
  expect(new Set(shardLoads).size).toBeLessThan(built.data.shards.length);
  expect(fragmentLoads).toHaveLength(2);
  for (const query of QUERIES) expect(await summary(sharded, query)).toEqual(await summary(inline, query));
  // each shard and fragment is fetched once, however many queries need it
  expect(new Set(shardLoads).size).toBe(shardLoads.length);
  expect(new Set(fragmentLoads).size).toBe(fragmentLoads.length);
});

test('a shard that fails to load fails the query, and the next query tries again', async () => {
  const built = buildSearchIndex(records, { shardBytes: 200 });
  let fail = true;
  const engine = new SearchEngine(JSON.parse(JSON.stringify(built.data)), {
    shard: async (i) => {
      if (fail) throw new Error('offline');
      return built.shards[i];
    },
  });
  await expect(engine.search('zombie')).rejects.toThrow('offline');
  fail = false;
  expect((await engine.search('zombie')).total).toBeGreaterThan(0);
});

test('an index of another format version is refused with a clear error', () => {
  const { data } = buildSearchIndex(records);
  expect(() => new SearchEngine(JSON.parse(JSON.stringify({ ...data, version: 99 })))).toThrow('Unsupported search index format');
  expect(() => new SearchEngine(JSON.parse('null'))).toThrow('Unsupported search index format');
});

test('topK returns the k best in order, as a full sort would', async () => {
  const { topK } = await import('@/lib/search/rank');
  let seed = 99;
  const next = () => (seed = (seed * 48271) % 2147483647);
  const items = Array.from({ length: 500 }, (_, id) => ({ id, v: next() % 50 }));
  const compare = (a: { id: number; v: number }, b: { id: number; v: number }) => b.v - a.v || a.id - b.id;
  for (const k of [0, 1, 8, 50, 499, 500, 600]) expect(topK(items, k, compare)).toEqual([...items].sort(compare).slice(0, Math.max(0, k)));
});
