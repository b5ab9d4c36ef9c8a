// `npm run bench`: one table of the figures the site is judged on, each with how it was measured. Figures only:
// nothing here asserts a time or a size.
//   --quick         one Lighthouse run per page and form factor, no generated corpora
//   --skip-build    measure the existing out/ instead of building the real site from clean
//   --pages=N,M     sizes of the generated corpora to build (default 1000,5000)
//   --shapes=a,b    corpus shapes at 1,000 pages: sections (overview pages), copies (none) (default both)
//   --runs=N        Lighthouse runs per page for the mobile medians (default 5)
//   --builds-only   only the clean builds (real site, then the corpora) and their sizes: no browser, no dev loop
//   --no-peers      no side-by-side builds of Next's floor and Docusaurus (bench/peers.mjs) from the same pages
//   --writers       only what a writer waits for, beside Docusaurus and Starlight (bench/writers.mjs): the dev
//                   server (cold, restart, saves, a broken page; Next's floor cold and restarted) and the builds at 36
//                   and about 1,000 pages, cold and warm
//   --no-builds     with --writers: the dev server only
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { listFiles } from '../lib/files.ts';
import { cleanBuild, exportSize, generatedCorpus } from './build.mjs';
import { browserRows } from './browserRows.mjs';
import { buildsSideBySide, writersLoop } from './writers.mjs';
import { buildDocusaurus, buildNextFloor } from './peers.mjs';
import { socialImages } from './social.mjs';

const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const option = (name, fallback) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const quick = flag('quick');
const buildsOnly = flag('builds-only');
const runs = quick ? 1 : Number(option('runs', '5'));
const corpora = quick ? [] : option('pages', '1000,5000').split(',').filter(Boolean).map(Number);
const SHAPES = option('shapes', 'sections,copies').split(',').filter(Boolean);
const peers = !flag('no-peers');
const writersOnly = flag('writers');
const PAGES = ['/', '/permissions-firewall/services/regions/', '/developer/graphql-reference/graphql-sample-querys/'];
const root = process.cwd();
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes) => `${(bytes / 1048576).toFixed(1)} MB`;
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');
const rows = [];
const row = (figure, value, target = '', how = '') => {
  rows.push([figure, value, target, how]);
  console.error(`  ${figure}: ${value}`);
};
const htmlOf = (out, route) => fs.statSync(path.join(out, route, 'index.html')).size;
const sizeRows = (label, size) => {
  row(
    `export size, ${label}`,
    `${mb(size.bytes)} in ${size.files} files`,
    label.startsWith('1000') ? 'at most 120 MB' : '',
    'sum of file sizes in out/, link-preview images apart',
  );
  row(
    `export by kind, ${label}`,
    Object.entries(size.kinds)
      .map(([k, v]) => `${k} ${mb(v)}`)
      .join(', '),
  );
};

/** Where a build's time went: the wall-clock stretches its output marks, then the site's own timed steps. */
const timingRows = (label, build) => {
  const ms = (v) => `${(v / 1000).toFixed(1)} s`;
  row(
    `build stretches, ${label}`,
    Object.entries(build.stretches)
      .map(([k, v]) => `${k} ${ms(v)}`)
      .join(', '),
    '',
    'wall clock between the marks of `npm run build` output',
  );
  row(
    `build steps, ${label}`,
    [...build.steps].map(([k, v]) => `${k} ${ms(v.ms)}${v.count > 1 ? ` (${v.count}x)` : ''}`).join(', '),
    '',
    'BULWARK_TIMINGS (lib/buildTimings.ts): time inside each step, summed over the build processes',
  );
};

/**
 * Side by side, in this run: Next's floor (the same routes, empty pages) and Docusaurus (the same pages as Markdown)
 * built from clean right after this project's build of `out`, and the ratios.
 */
const sideBySideRows = (label, ours, out) => {
  if (!peers) return;
  console.error(`bench: Next's floor and Docusaurus from the same ${label} (bench/peers.mjs)`);
  const floor = buildNextFloor(root, out);
  const docusaurus = buildDocusaurus(root, out);
  const s = (v) => `${v.toFixed(1)} s`;
  row(
    `side by side, ${label}: this project / Next's floor / Docusaurus 3.10`,
    `${s(ours)} / ${s(floor.seconds)} (${floor.pages} empty pages) / ${s(docusaurus.seconds)} (${docusaurus.pages} pages)`,
    '',
    'clean builds one after another in this run (bench/peers.mjs)',
  );
  row(
    `side by side, ${label}: this project against Next's floor / against Docusaurus`,
    `${(ours / floor.seconds).toFixed(2)}x / ${(ours / docusaurus.seconds).toFixed(2)}x`,
    label.startsWith('1000') ? 'Docusaurus: at most 1.5x' : 'floor: at most 1.3x',
  );
};

/** The link-preview images: count and bytes (their render time is a row of the build steps). */
const socialRow = (label, out) => {
  const images = socialImages(out);
  row(`link-preview images, ${label}`, `${images.count} PNG, ${kb(images.bytes)}`, '', 'out/social/*.png (bench/social.mjs)');
};

/** What the first search fetches: the manifest, and whether the index is split into shards and page files. */
const searchRow = (label, out) => {
  const manifest = fs.readFileSync(path.join(out, 'search-index', 'index.json'));
  const parts = JSON.parse(manifest.toString()).parts;
  const files = parts ? listFiles(path.join(out, 'search-index', parts)).length : 0;
  row(
    `search index fetched on first use, ${label}`,
    `${kb(manifest.length)} raw, ${kb(gzipSync(manifest, { level: 9 }).length)} gzip${parts ? ` (split: ${files} shards and page files fetched as queries need them)` : ' (one file)'}`,
    '',
    'out/search-index/index.json',
  );
};

row('machine', `${os.cpus().length} cores, load average ${load()} (1 / 5 / 15 min) at start`, '', 'os.loadavg()');
if (writersOnly) {
  await writersRows();
  row('machine', `load average ${load()} at the end`, '', 'os.loadavg()');
  console.log('\n`npm run bench -- --writers` (bench/run.mjs)\n\n| figure | measured | target | how |\n| --- | --- | --- | --- |');
  for (const [figure, value, target, how] of rows) console.log(`| ${figure} | ${value} | ${target} | ${how} |`);
  process.exit(0);
}

const realHtml = {};
if (!flag('skip-build')) {
  console.error('bench: clean build of the real site');
  const real = await cleanBuild(root);
  row(`clean build, ${real.pages} pages`, `${real.seconds.toFixed(1)} s`, 'under 30 s', 'rm -rf .next out && npm run build');
  timingRows(`${real.pages} pages`, real);
  sizeRows(`${real.pages} pages`, real);
  socialRow(`${real.pages} pages`, 'out');
  searchRow(`${real.pages} pages`, 'out');
  sideBySideRows(`${real.pages} pages`, real.seconds, path.join(root, 'out'));
} else {
  sizeRows('existing out/', exportSize(path.join(root, 'out')));
  socialRow('existing out/', path.join(root, 'out'));
}
if (!fs.existsSync('out/index.html')) throw new Error('no export in out/: run without --skip-build');
for (const page of PAGES) {
  realHtml[page] = htmlOf('out', page);
  row(`${page} HTML (raw)`, kb(realHtml[page]), page.includes('regions') ? 'under 70 KB' : page.includes('querys') ? 'under 150 KB' : '', 'size of index.html');
}

if (!buildsOnly) await browserRows({ row, kb, load, sizeRows, runs, quick, root, pages: PAGES });

for (const total of corpora) {
  for (const shape of total > 1000 ? SHAPES.slice(0, 1) : SHAPES) {
    console.error(`bench: clean build of a generated ${total}-page corpus, shape ${shape} (temporary folder)`);
    const dir = generatedCorpus(root, total, shape);
    const label = `${total} pages (${shape === 'copies' ? 'copies without overview pages' : 'sections with overview pages'})`;
    try {
      const big = await cleanBuild(dir);
      row(
        `clean build, ${label}`,
        `${big.seconds.toFixed(1)} s (${big.pages} pages)`,
        total === 1000 ? 'at most 60 s' : '',
        'generated corpus (bench/build.mjs), rm -rf .next out && npm run build',
      );
      timingRows(label, big);
      sizeRows(label, big);
      socialRow(label, big.out);
      if (shape === 'sections' && total <= 1000) sideBySideRows(label, big.seconds, big.out);
      for (const page of PAGES) {
        const html = htmlOf(big.out, page);
        row(
          `${page} HTML at ${label}`,
          `${kb(html)}, ${(html / realHtml[page]).toFixed(2)}x the real site's`,
          total === 1000 ? 'at most 1.1x' : '',
          'size of index.html',
        );
      }
      searchRow(label, big.out);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
}
/** What a writer waits for, this project beside Docusaurus, Starlight and Next's floor in this run (bench/writers.mjs). */
async function writersRows() {
  const s = (ms) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : 'not within 120 s');
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const store = path.join(root, '.content', 'build', 'public');
  if (!fs.existsSync(store)) throw new Error('no content store: run `npm run content` first (the peers get its Markdown copies)');
  const loops = await writersLoop(root, store);
  const [ours] = loops;
  for (const tool of loops) {
    const ratio = (mine, theirs) => (tool === ours ? '' : ` (this project ${(mine / theirs).toFixed(2)}x)`);
    row(
      `dev server, ${tool.name}: cold, command to the Regions page with its text`,
      `${s(tool.cold)}${ratio(ours.cold, tool.cold)}`,
      tool === ours ? 'within 1.25x of Docusaurus' : '',
      'no cache of any kind (bench/writers.mjs)',
    );
    row(
      `dev server, ${tool.name}: restart, nothing changed`,
      `median ${s(median(tool.restarts))} of ${tool.restarts.map(s).join(', ')}${ratio(median(ours.restarts), median(tool.restarts))}`,
      tool === ours ? "no slower than Docusaurus's" : '',
      'stopped, started again, to the same page; three times',
    );
    // Next's floor has no pages to save.
    if (!tool.shown) continue;
    row(
      `dev server, ${tool.name}: a saved sentence shown in the open tab`,
      `median ${s(median(tool.shown))} of ${tool.shown.map(s).join(', ')}${ratio(median(ours.shown), median(tool.shown))}`,
      tool === ours ? "under 1 s, within 1.25x of Docusaurus's" : '',
      'Chromium, from the write to the sentence in the page',
    );
    row(
      `dev server, ${tool.name}: a broken page named in the open tab`,
      tool.broken === undefined ? 'not within 60 s' : `${s(tool.broken)}: "${tool.message ?? ''}"`,
      '',
      'an unclosed quote in the front matter',
    );
  }
  for (const scale of flag('no-builds') ? [] : await buildsSideBySide(root)) {
    const x = (a, b) => `${(a / b).toFixed(2)}x`;
    row(
      `build, ${scale.scale} pages, cold: this project / Next's floor / Docusaurus`,
      `${scale.cold.seconds.toFixed(1)} s / ${scale.floor.cold.toFixed(1)} s / ${scale.docusaurus.cold.toFixed(1)} s (${x(scale.cold.seconds, scale.floor.cold)}, ${x(scale.cold.seconds, scale.docusaurus.cold)})`,
      '',
      `no cache; ${scale.cold.content}`,
    );
    row(
      `build, ${scale.scale} pages, warm (one page changed): this project / Next's floor / Docusaurus`,
      `${scale.warm.seconds.toFixed(1)} s / ${scale.floor.warm.toFixed(1)} s / ${scale.docusaurus.warm.toFixed(1)} s (${x(scale.warm.seconds, scale.cold.seconds)} of its own cold build)`,
      scale.scale < 100 ? 'under 0.6 of the cold build; content step under 1 s' : 'content step under 3 s',
      `caches kept; ${scale.warm.content}`,
    );
  }
}
if (!buildsOnly) await writersRows();
row('machine', `load average ${load()} at the end`, '', 'os.loadavg()');

console.log('\n`npm run bench` (bench/run.mjs)\n\n| figure | measured | target | how |\n| --- | --- | --- | --- |');
for (const [figure, value, target, how] of rows) console.log(`| ${figure} | ${value} | ${target} | ${how} |`);
