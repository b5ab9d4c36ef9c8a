// Search benchmark: index size (raw, gzip), load + import time, query time (median, p95) over a fixed query list, for
// the real site and for a generated corpus of 10,000 pages (written to a temp dir, parsed with the site's MDX
// pipeline, deleted afterwards). Prints figures; the only assertions check that search still finds things.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseMdx } from '@/lib/mdx/parse';
import { buildSearchIndex, type BuiltSearchIndex } from '@/lib/search/build';
import { SearchEngine, type EngineLoaders } from '@/lib/search/engine';
import type { Fragment, SearchIndexData, ShardData } from '@/lib/search/format';
import { buildRecords, type PageInput } from '@/lib/search/records';
import { siteRecords } from '@/lib/search/fromContent';

const GENERATED_PAGES = Number(process.env.BENCH_PAGES ?? 10000);
/** Shards of about this much JSON each for the large corpus. */
const SHARD_BYTES = 96 * 1024;
const REPEAT = 15;

// What readers type: product words, multi-word questions, prefixes as they are typed, one-typo spellings.
const QUERIES = [
  'zombie', 'jit', 'break glass', 'rcp', 'stackset 409', '429', 'teams register', 'slack subscribe', 'quarantine',
  'third party', 'disable region', 'us-east-1', 'webhook', 'api token expiry', 'GenerateBulwarkUserToken', 'okta',
  'identity mapping', 'assign approvers', 'pending changes', 'undo all', 'emergency stop', 'audit log',
  'exemption types', 'unused services', 'protect service', 'validate arn', 'collector stack',
  'z', 'zo', 'zom', 'zomb', 'zombi', 'q', 'qu', 'qua', 'quar', 'webh', 'perm', 'a', 's',
  'zombei', 'quarantne', 'webhok', 'stakset 409', 'pending chnages', 'glosary', 'regoins', 'teams regster',
  'how do i remove the firewall', 'the', 'xylophonequartz',
];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const size = (bytes: number) => (bytes >= 1024 * 1024 ? mb(bytes) : kb(bytes));
const gz = (text: string) => gzipSync(text, { level: 9 }).length;
const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function time<T>(fn: () => T): [T, number] {
  const started = performance.now();
  const result = fn();
  return [result, performance.now() - started];
}

async function timeAsync<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await fn();
  return [result, performance.now() - started];
}

const lines: string[] = [];
const say = (line = '') => lines.push(line);

async function queryTimes(engine: SearchEngine, limit: number): Promise<{ median: number; p95: number; max: number; slowest: string }> {
  for (const q of QUERIES) await engine.search(q, { limit }); // warm-up: JIT, delete map, shard loads
  const samples: number[] = [];
  let slowest = { q: '', t: 0 };
  for (let r = 0; r < REPEAT; r += 1) {
    for (const q of QUERIES) {
      const [, t] = await timeAsync(() => engine.search(q, { limit }));
      samples.push(t);
      if (t > slowest.t) slowest = { q, t };
    }
  }
  return { median: percentile(samples, 50), p95: percentile(samples, 95), max: Math.max(...samples), slowest: slowest.q };
}

function loadTimes(json: string, loaders?: EngineLoaders): { parse: number; construct: number; deleteMap: number } {
  const parse: number[] = [];
  const construct: number[] = [];
  const deleteMap: number[] = [];
  for (let i = 0; i < 7; i += 1) {
    const [data, tParse] = time(() => JSON.parse(json) as SearchIndexData);
    const [engine, tConstruct] = time(() => new SearchEngine(data, loaders));
    const [, tDelete] = time(() => engine.vocabulary.prepare());
    parse.push(tParse);
    construct.push(tConstruct);
    deleteMap.push(tDelete);
  }
  return { parse: percentile(parse, 50), construct: percentile(construct, 50), deleteMap: percentile(deleteMap, 50) };
}

// ---------------------------------------------------------------------------------------------------------------
// The generated corpus: sentences and headings of the real pages recombined, plus invented product words, so the
// vocabulary keeps growing with the page count as a real docs site's does.

function rng(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}

function generateCorpus(dir: string, count: number): { route: string; file: string; title: string; marker: string }[] {
  const records = siteRecords(); // cached by lib/content after the first call
  const sentences = records.sections
    .flatMap((s) => s.body.split(/(?<=[.!?])\s+|\n/))
    .map((s) => s.replace(/[{}<>`*_[\]|:#]/g, ' ').replace(/\s+/g, ' ').trim())
    .filter((s) => s.length > 30 && s.length < 400 && !/^(import|export)\b/i.test(s));
  const headings = [...new Set(records.sections.map((s) => s.title).filter(Boolean))].map((h) => h.replace(/[{}<>`*_[\]|:#]/g, ' ').trim());
  const titleWords = [...new Set(records.pages.flatMap((p) => p.title.split(/\s+/)))].filter((w) => /^[A-Za-z-]+$/.test(w));
  const random = rng(20250101);
  const pick = <T,>(list: T[]) => list[Math.floor(random() * list.length)];
  const syllables = ['ka', 'lo', 'mi', 'ten', 'rax', 'vor', 'qui', 'zen', 'pul', 'dra', 'sto', 'nex', 'bri', 'fal', 'gor', 'hys'];
  const inventedWord = () => Array.from({ length: 2 + Math.floor(random() * 3) }, () => pick(syllables)).join('');
  const invented = Array.from({ length: 40000 }, inventedWord);
  const areas = ['permissions-firewall', 'developer', 'manage', 'overview', 'platform', 'integrations', 'guides', 'reference'];
  const pages: { route: string; file: string; title: string; marker: string }[] = [];
  for (let i = 0; i < count; i += 1) {
    const area = areas[i % areas.length];
    const topic = `topic-${Math.floor(i / 50)}`;
    const marker = `genpage${i.toString(36)}`;
    const title = `${pick(titleWords)} ${pick(titleWords)} ${pick(invented)}`.replace(/^\w/, (c) => c.toUpperCase());
    const paragraph = () =>
      Array.from({ length: 2 + Math.floor(random() * 3) }, () => {
        const sentence = pick(sentences);
        return random() < 0.35 ? `${sentence} See ${pick(invented)} ${pick(invented)}.` : sentence;
      }).join(' ');
    const sections: string[] = [`${paragraph()} Reference ${marker}.`];
    const sectionCount = 4 + Math.floor(random() * 5);
    for (let s = 0; s < sectionCount; s += 1) {
      const depth = s === 0 || random() < 0.6 ? '##' : '###';
      sections.push(`${depth} ${pick(headings)} ${s}\n\n${paragraph()}\n\n${random() < 0.5 ? paragraph() : ''}`);
    }
    const route = `/${area}/${topic}/page-${i}`;
    const file = path.join(dir, `${area}-${topic}-page-${i}.mdx`);
    fs.writeFileSync(file, sections.join('\n\n'));
    pages.push({ route, file, title, marker });
  }
  return pages;
}

// ---------------------------------------------------------------------------------------------------------------

test('search benchmark', async () => {
  const started = performance.now();
  say('Search benchmark (node ' + process.version + ', ' + os.cpus()[0]?.model + ')');
  say(`queries: ${QUERIES.length} fixed queries x ${REPEAT} rounds after one warm-up round; suggestion mode (limit 8, with snippets)`);

  // ---- the real site -----------------------------------------------------------------------------------------
  const [siteRecordSet, tContent] = time(() => siteRecords());
  const [site, tBuild] = time(() => buildSearchIndex(siteRecordSet));
  const siteJson = JSON.stringify(site.data);
  const fragmentsJson = JSON.stringify(site.fragments);
  const load = loadTimes(siteJson);
  const engine = new SearchEngine(JSON.parse(siteJson) as SearchIndexData);
  const q = await queryTimes(engine, 8);
  const qAll = await queryTimes(engine, 50);
  expect((await engine.search('zombie')).hits[0]?.route).toBe('/permissions-firewall/services/hero-zombies');
  say();
  say(`REAL SITE: ${site.data.pages.length} pages, ${site.data.pages.reduce((n, [c]) => n + c, 0)} sections, ${site.data.terms.length} terms`);
  say(`  build: load and parse content/ + records ${ms(tContent)}, FlexSearch index + export ${ms(tBuild)}`);
  say(`  search-index.json: ${size(siteJson.length)} raw, ${size(gz(siteJson))} gzip (of which page text for snippets ${size(gz(fragmentsJson))} gzip)`);
  say(`  load + import: JSON.parse ${ms(load.parse)} + import into FlexSearch ${ms(load.construct)} + one-edit map ${ms(load.deleteMap)} = ${ms(load.parse + load.construct + load.deleteMap)}`);
  say(`  query (suggestions): median ${ms(q.median)}, p95 ${ms(q.p95)}, max ${ms(q.max)} ("${q.slowest}")`);
  say(`  query (results page, 50 hits): median ${ms(qAll.median)}, p95 ${ms(qAll.p95)}`);

  // ---- the generated corpus --------------------------------------------------------------------------------------
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bulwark-search-bench-'));
  try {
    const [generated, tGenerate] = time(() => generateCorpus(path.join(dir), GENERATED_PAGES));
    const [inputs, tParse] = time(() =>
      generated.map((page): PageInput => {
        const parsed = parseMdx(fs.readFileSync(page.file, 'utf8'));
        if (!parsed.ok) throw new Error(`${page.file}: ${parsed.message}`);
        return { route: page.route, title: page.title, tree: parsed.tree };
      }),
    );
    const [records, tRecords] = time(() => buildRecords(inputs));
    const mdxBytes = generated.reduce((n, p) => n + fs.statSync(p.file).size, 0);
    say();
    say(`GENERATED CORPUS: ${GENERATED_PAGES} pages, ${records.sections.length} sections, ${size(mdxBytes)} of MDX (temp dir, deleted after)`);
    say(`  generate ${ms(tGenerate)}, parse MDX ${ms(tParse)}, records ${ms(tRecords)}`);

    // one file, as for the real site
    const [single, tSingle] = time(() => buildSearchIndex(records));
    const singleJson = JSON.stringify(single.data);
    const singleLoad = loadTimes(singleJson);
    const singleEngine = new SearchEngine(JSON.parse(singleJson) as SearchIndexData);
    const sq = await queryTimes(singleEngine, 8);
    const probe = generated[GENERATED_PAGES - 7];
    expect((await singleEngine.search(probe.marker)).hits[0]?.route).toBe(probe.route);
    say(`  ONE FILE: ${single.data.terms.length} terms, build ${ms(tSingle)}`);
    say(`    size ${size(singleJson.length)} raw, ${size(gz(singleJson))} gzip: too big to fetch on a keystroke`);
    say(`    load + import ${ms(singleLoad.parse + singleLoad.construct + singleLoad.deleteMap)} (parse ${ms(singleLoad.parse)}, import ${ms(singleLoad.construct)}, one-edit map ${ms(singleLoad.deleteMap)})`);
    say(`    query: median ${ms(sq.median)}, p95 ${ms(sq.p95)}, max ${ms(sq.max)} ("${sq.slowest}")`);

    // split: manifest (vocabulary) + term-range shards + one fragment per page, fetched as a query needs them
    const [split, tSplit] = time(() => buildSearchIndex(records, { shardBytes: SHARD_BYTES, externalFragments: true }));
    const files = writeSplit(path.join(dir, 'index'), split);
    const manifestJson = fs.readFileSync(files.manifest, 'utf8');
    const shardGz = files.shards.map((f) => gz(fs.readFileSync(f, 'utf8')));
    const fragmentGz = files.fragments.slice(0, 500).map((f) => gz(fs.readFileSync(f, 'utf8')));
    let bytesFetched = 0;
    const loaders = (): EngineLoaders => ({
      shard: async (i) => {
        const text = fs.readFileSync(files.shards[i], 'utf8');
        bytesFetched += shardGz[i];
        return JSON.parse(text) as ShardData;
      },
      fragment: async (id) => {
        const text = fs.readFileSync(files.fragments[id], 'utf8');
        bytesFetched += gz(text);
        return JSON.parse(text) as Fragment;
      },
    });
    const splitLoad = loadTimes(manifestJson, loaders());
    // cold: a fresh engine per query, so each query pays for the shards and fragments it needs
    const cold: number[] = [];
    const coldBytes: number[] = [];
    for (const query of QUERIES) {
      const fresh = new SearchEngine(JSON.parse(manifestJson) as SearchIndexData, loaders());
      bytesFetched = 0;
      const [, t] = await timeAsync(() => fresh.search(query, { limit: 8 }));
      cold.push(t);
      coldBytes.push(bytesFetched);
    }
    const splitEngine = new SearchEngine(JSON.parse(manifestJson) as SearchIndexData, loaders());
    const wq = await queryTimes(splitEngine, 8);
    expect((await splitEngine.search(probe.marker)).hits[0]?.route).toBe(probe.route);
    for (const query of ['zombie', 'stackset 409', 'quarantne']) {
      const a = await singleEngine.search(query, { limit: 8 });
      const b = await splitEngine.search(query, { limit: 8 });
      expect(b.hits.map((h) => h.href)).toEqual(a.hits.map((h) => h.href));
    }
    say(`  SPLIT (what a site this size should ship): build ${ms(tSplit)}`);
    say(`    manifest (vocabulary + page table) ${size(manifestJson.length)} raw, ${size(gz(manifestJson))} gzip: fetched on first touch`);
    say(`    ${files.shards.length} term-range shards: median ${size(percentile(shardGz, 50))}, max ${size(Math.max(...shardGz))} gzip each`);
    say(`    ${files.fragments.length} page fragments (text for snippets): median ${size(percentile(fragmentGz, 50))} gzip each`);
    say(`    load + import of the manifest ${ms(splitLoad.parse + splitLoad.construct + splitLoad.deleteMap)} (parse ${ms(splitLoad.parse)}, import ${ms(splitLoad.construct)}, one-edit map ${ms(splitLoad.deleteMap)})`);
    say(`    first query, shards and fragments read from disk: median ${ms(percentile(cold, 50))}, p95 ${ms(percentile(cold, 95))}; bytes it needs: median ${size(percentile(coldBytes, 50))}, p95 ${size(percentile(coldBytes, 95))} gzip`);
    say(`    query once loaded: median ${ms(wq.median)}, p95 ${ms(wq.p95)}, max ${ms(wq.max)} ("${wq.slowest}")`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  say();
  say(`total ${ms(performance.now() - started)}`);
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
});

function writeSplit(dir: string, built: BuiltSearchIndex) {
  fs.mkdirSync(path.join(dir, 'shards'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'pages'), { recursive: true });
  const manifest = path.join(dir, 'manifest.json');
  fs.writeFileSync(manifest, JSON.stringify(built.data));
  const shards = built.shards.map((shard, i) => {
    const file = path.join(dir, 'shards', `${i}.json`);
    fs.writeFileSync(file, JSON.stringify(shard));
    return file;
  });
  const fragments = built.fragments.map((fragment, i) => {
    const file = path.join(dir, 'pages', `${i}.json`);
    fs.writeFileSync(file, JSON.stringify(fragment));
    return file;
  });
  return { manifest, shards, fragments };
}
