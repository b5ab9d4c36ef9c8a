// `npm run bench:search`: the search figures, each printed with the command that makes it. The JavaScript the first
// search loads (from the built out/, in Chromium); the index size raw and gzip, the load + import time and the query
// time (median, p95) for the real site and for a generated corpus of 10,000 pages (BENCH_PAGES to change), both as
// one file and split into a manifest, term-range shards and page fragments. Prints figures; the only assertions
// check that search still finds things.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { gzipSync } from 'node:zlib';
import { buildSearchIndex, searchIndexFiles, type BuiltSearchIndex } from '@/lib/search/build';
import { SearchEngine } from '@/lib/search/engine';
import type { EngineLoaders } from '@/lib/search/store';
import { SEARCH_MANIFEST_FILE, searchFragmentFile, searchShardFile, type Fragment, type SearchIndexData, type ShardData } from '@/lib/search/format';
import { SHARD_BYTES, siteRecords } from '@/lib/search/fromContent';
import { loadSynonyms, synonymExpander } from '@/lib/search/synonyms';
import { QUESTIONS } from '../tests/unit/search/relevanceSet';
import { measureSearchChunk } from './searchChunk';
import { generatedRecords } from './searchCorpus';
import { COUNTED, QUERIES } from './searchQueries';

const GENERATED_PAGES = Number(process.env.BENCH_PAGES ?? 10000);
const REPEAT = 15;
const COMMAND = 'npm run bench:search';
const COMMAND_PAGES = GENERATED_PAGES === 10000 ? COMMAND : `BENCH_PAGES=${GENERATED_PAGES} ${COMMAND}`;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(2)} MB` : kb(bytes));
const gz = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;
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

/** A full garbage collection, so the query figures are not paid for the corpus that was parsed before them. */
function collectGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}

const lines: string[] = [];
const summary: [figure: string, value: string, command: string][] = [];
const say = (line = '') => lines.push(line);
const figure = (name: string, value: string, command = COMMAND) => {
  summary.push([name, value, command]);
  say(`  ${name}: ${value}`);
};

interface QueryTimes {
  median: number;
  p95: number;
  max: number;
  slowest: string;
  /** p95 of the CPU time the process spent per query: what is left of the figure when other programs share the cores. */
  cpuP95: number;
}

async function queryTimes(engine: SearchEngine, limit: number, queries = QUERIES): Promise<QueryTimes> {
  for (const q of queries) await engine.search(q, { limit }); // warm-up: JIT, one-edit map, shard loads
  const samples: number[] = [];
  const cpu: number[] = [];
  let slowest = { q: '', t: 0 };
  for (let r = 0; r < REPEAT; r += 1) {
    for (const q of queries) {
      const cpuStart = process.cpuUsage();
      const started = performance.now();
      await engine.search(q, { limit });
      const t = performance.now() - started;
      const used = process.cpuUsage(cpuStart);
      samples.push(t);
      cpu.push((used.user + used.system) / 1000);
      if (t > slowest.t) slowest = { q, t };
    }
  }
  return { median: percentile(samples, 50), p95: percentile(samples, 95), max: Math.max(...samples), slowest: slowest.q, cpuP95: percentile(cpu, 95) };
}

/** JSON.parse + constructing the engine (no indexing: it reads the postings as shipped) + the one-edit setup. */
function loadTime(json: string, loaders?: EngineLoaders): { total: number; parse: number } {
  const totals: number[] = [];
  const parses: number[] = [];
  for (let i = 0; i < 7; i += 1) {
    const [data, parse] = time(() => JSON.parse(json) as SearchIndexData);
    const [, rest] = time(() => new SearchEngine(data, loaders).vocabulary.prepare());
    totals.push(parse + rest);
    parses.push(parse);
  }
  return { total: percentile(totals, 50), parse: percentile(parses, 50) };
}

const queryLine = (q: QueryTimes) => `median ${ms(q.median)}, p95 ${ms(q.p95)} (max ${ms(q.max)}, "${q.slowest}"; CPU time p95 ${ms(q.cpuP95)})`;

test('search benchmark', async () => {
  const started = performance.now();
  say(
    `Search benchmark: ${COMMAND} (node ${process.version}, ${os.cpus().length} x ${os.cpus()[0]?.model}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')})`,
  );
  say(`queries: ${QUERIES.length} fixed queries x ${REPEAT} rounds after one warm-up round; suggestions (limit 8, with snippets)`);

  // ---- the JavaScript of the first search ---------------------------------------------------------------------
  say();
  say('FIRST USE OF SEARCH (Chromium, the built export in out/: every script the first focus and keystroke fetch)');
  const chunk = await measureSearchChunk(path.resolve('out'));
  if (!chunk) {
    say('  skipped: out/ has no export; run `npm run build` first');
  } else {
    for (const file of chunk.scripts) say(`  ${file.path}: ${kb(file.raw)} raw, ${kb(file.gzip)} gzip`);
    const js = chunk.scripts.reduce((n, file) => n + file.gzip, 0);
    figure('JavaScript loaded on first search use (gzip)', `${kb(js)} in ${chunk.scripts.length} file(s)`, `npm run build && ${COMMAND}`);
    figure(
      'index fetched on first search use (gzip)',
      chunk.index.map((file) => `${file.path} ${kb(file.gzip)}`).join(', ') || 'none',
      `npm run build && ${COMMAND}`,
    );
  }

  // ---- the real site ------------------------------------------------------------------------------------------
  const [siteRecordSet, tContent] = time(() => siteRecords());
  // As the site ships it (lib/search/fromContent.ts): with the synonyms of content/synonyms.yml.
  const [site, tBuild] = time(() => buildSearchIndex(siteRecordSet, { expandTerms: synonymExpander(loadSynonyms()) }));
  const siteJson = JSON.stringify(site.data);
  const engine = new SearchEngine(JSON.parse(siteJson) as SearchIndexData);
  expect((await engine.search('zombie')).hits[0]?.route).toBe('/permissions-firewall/services/hero-zombies');
  const load = loadTime(siteJson);
  const q = await queryTimes(engine, 8);
  const qAll = await queryTimes(engine, 50);
  say();
  say(`REAL SITE: ${site.data.pages.length} pages, ${site.data.pages.reduce((n, [c]) => n + c, 0)} sections, ${site.data.terms.length} terms`);
  say(`  build: content and records ${ms(tContent)}, FlexSearch index + export + encoding ${ms(tBuild)}`);
  figure(
    'real site: search-index/index.json (one file)',
    `${size(siteJson.length)} raw, ${size(gz(siteJson))} gzip (page text for snippets ${size(gz(JSON.stringify(site.fragments)))} gzip, postings ${size(gz(JSON.stringify(site.shards)))} gzip)`,
  );
  figure('real site: load + import', `${ms(load.total)} (JSON.parse ${ms(load.parse)})`);
  figure('real site: query, suggestions', queryLine(q));
  figure('real site: query, results page (50 hits)', queryLine(qAll));
  const questionTexts = QUESTIONS.map(([question]) => question);
  figure(`real site: query, ${QUESTIONS.length} questions as suggestions`, queryLine(await queryTimes(engine, 8, questionTexts)));
  const totals = await Promise.all(QUESTIONS.map(async ([question]) => (await engine.search(question)).total));
  const sorted = [...totals].sort((a, b) => a - b);
  figure(
    `real site: results of a question (${QUESTIONS.length} questions of tests/unit/search/relevanceSet.ts, ${site.data.pages.length} pages)`,
    `median ${percentile(sorted, 50)}, max ${sorted[sorted.length - 1]}; ${COUNTED.map((q) => `"${q}" ${totals[QUESTIONS.findIndex(([question]) => question === q)]}`).join(', ')}`,
  );

  // ---- the generated corpus -----------------------------------------------------------------------------------
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bulwark-search-index-'));
  try {
    const { single, split, probe } = buildGenerated(dir);
    collectGarbage();
    const singleJson = fs.readFileSync(single.file, 'utf8');
    const singleLoad = loadTime(singleJson);
    const singleEngine = new SearchEngine(JSON.parse(singleJson) as SearchIndexData);
    expect((await singleEngine.search(probe.marker)).hits[0]?.route).toBe(probe.route);
    const sq = await queryTimes(singleEngine, 8);
    say(`  ONE FILE: build ${ms(single.build)}`);
    figure(`${GENERATED_PAGES} pages, one file: index`, `${size(singleJson.length)} raw, ${size(gz(singleJson))} gzip`, COMMAND_PAGES);
    figure(`${GENERATED_PAGES} pages, one file: load + import`, `${ms(singleLoad.total)} (JSON.parse ${ms(singleLoad.parse)})`, COMMAND_PAGES);
    figure(`${GENERATED_PAGES} pages, one file: query`, queryLine(sq), COMMAND_PAGES);

    const manifestJson = fs.readFileSync(split.files.manifest, 'utf8');
    const shardGz = split.files.shards.map((file) => gz(fs.readFileSync(file)));
    const fragmentGz = split.files.fragments.slice(0, 500).map((file) => gz(fs.readFileSync(file)));
    let bytesFetched = 0;
    const loaders = (): EngineLoaders => ({
      shard: async (i) => {
        bytesFetched += shardGz[i];
        return JSON.parse(fs.readFileSync(split.files.shards[i], 'utf8')) as ShardData;
      },
      fragment: async (id) => {
        const text = fs.readFileSync(split.files.fragments[id], 'utf8');
        bytesFetched += gz(text);
        return JSON.parse(text) as Fragment;
      },
    });
    const splitLoad = loadTime(manifestJson, loaders());
    // cold: a fresh engine per query, so each query pays for the shards and fragments it needs
    const cold: number[] = [];
    const coldBytes: number[] = [];
    for (const query of QUERIES) {
      const fresh = new SearchEngine(JSON.parse(manifestJson) as SearchIndexData, loaders());
      bytesFetched = 0;
      const begun = performance.now();
      await fresh.search(query, { limit: 8 });
      cold.push(performance.now() - begun);
      coldBytes.push(bytesFetched);
    }
    const splitEngine = new SearchEngine(JSON.parse(manifestJson) as SearchIndexData, loaders());
    for (const query of ['zombie', 'stackset 409', 'quarantne', probe.marker]) {
      const a = await singleEngine.search(query, { limit: 8 });
      const b = await splitEngine.search(query, { limit: 8 });
      expect(b.hits.map((h) => h.href)).toEqual(a.hits.map((h) => h.href));
    }
    const wq = await queryTimes(splitEngine, 8);
    say(`  SPLIT (what a site this size should ship): build ${ms(split.build)}`);
    figure(
      `${GENERATED_PAGES} pages, split: manifest (vocabulary + page table), fetched on first use`,
      `${size(manifestJson.length)} raw, ${size(gz(manifestJson))} gzip`,
      COMMAND_PAGES,
    );
    say(`    ${split.files.shards.length} term-range shards: median ${size(percentile(shardGz, 50))}, max ${size(Math.max(...shardGz))} gzip each`);
    say(`    ${split.files.fragments.length} page fragments (text for snippets): median ${size(percentile(fragmentGz, 50))} gzip each`);
    figure(`${GENERATED_PAGES} pages, split: load + import of the manifest`, `${ms(splitLoad.total)} (JSON.parse ${ms(splitLoad.parse)})`, COMMAND_PAGES);
    figure(
      `${GENERATED_PAGES} pages, split: first query (reads its shards and fragments from disk)`,
      `median ${ms(percentile(cold, 50))}, p95 ${ms(percentile(cold, 95))}; it needs median ${size(percentile(coldBytes, 50))}, p95 ${size(percentile(coldBytes, 95))} gzip`,
      COMMAND_PAGES,
    );
    figure(`${GENERATED_PAGES} pages, split: query once loaded`, queryLine(wq), COMMAND_PAGES);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  say();
  say(`total ${ms(performance.now() - started)}`);
  say();
  say('| figure | measured | command |');
  say('| --- | --- | --- |');
  for (const [name, value, command] of summary) say(`| ${name} | ${value} | \`${command}\` |`);
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
});

/**
 * Generates the corpus, builds both layouts and writes them to `dir`; the parsed pages and records go out of scope on
 * return, so the queries run on a heap that holds little more than the index, as a reader's browser tab would.
 */
function buildGenerated(dir: string) {
  const corpus = generatedRecords(GENERATED_PAGES);
  say();
  say(`GENERATED CORPUS: ${GENERATED_PAGES} pages, ${corpus.records.sections.length} sections, ${size(corpus.mdxBytes)} of MDX (temp dir, deleted after)`);
  say(`  generate ${ms(corpus.times.generate)}, parse MDX ${ms(corpus.times.parse)}, records ${ms(corpus.times.records)}`);
  const [single, tSingle] = time(() => buildSearchIndex(corpus.records));
  const singleFile = path.join(dir, 'search-index.json');
  fs.writeFileSync(singleFile, JSON.stringify(single.data));
  say(`  ${single.data.terms.length} terms`);
  const [split, tSplit] = time(() => buildSearchIndex(corpus.records, { shardBytes: SHARD_BYTES, externalFragments: true }));
  return {
    single: { file: singleFile, build: tSingle },
    split: { files: writeSplit(path.join(dir, 'split'), split), build: tSplit },
    probe: corpus.probe,
  };
}

/** Writes the split layout as the site serves it (lib/search/build.ts `searchIndexFiles`). */
function writeSplit(dir: string, built: BuiltSearchIndex) {
  for (const [file, data] of searchIndexFiles(built)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), JSON.stringify(data));
  }
  const parts = built.data.parts!;
  return {
    manifest: path.join(dir, SEARCH_MANIFEST_FILE),
    shards: built.shards.map((_, i) => path.join(dir, searchShardFile(parts, i))),
    fragments: built.fragments.map((_, i) => path.join(dir, searchFragmentFile(parts, i))),
  };
}
