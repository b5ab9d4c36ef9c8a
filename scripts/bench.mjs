// `npm run bench`: prints one table of the figures issue-by-issue targets are judged on. Figures only: nothing here
// asserts a time. Options: --quick (one Lighthouse run, no 1,000-page build), --skip-build (use the existing out/).
import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { createStaticServer } from './static-server.mjs';
import { cleanBuild, generatedCorpus } from './bench/build.mjs';
import { runLighthouse } from './bench/lighthouse.mjs';
import { measurePageWeight } from './bench/pageWeight.mjs';
import { measureSandboxFirstRun } from './bench/sandbox.mjs';

const args = new Set(process.argv.slice(2));
const quick = args.has('--quick');
const PAGES = ['/', '/permissions-firewall/services/regions/', '/developer/graphql-reference/graphql-sample-querys/'];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const rows = [];
const row = (figure, value, target = '') => {
  rows.push([figure, value, target]);
  console.error(`  ${figure}: ${value}`);
};

if (!args.has('--skip-build')) {
  console.error('bench: clean build of the real site');
  const real = cleanBuild(process.cwd());
  row(`clean build, ${real.pages} pages`, `${real.seconds.toFixed(1)} s`, 'under 60 s');
  row(`export size, ${real.pages} pages`, `${(real.bytes / 1048576).toFixed(1)} MB in ${real.files} files`);
}
if (!fs.existsSync('out/index.html')) throw new Error('no export in out/: run without --skip-build');

const server = createStaticServer({ root: 'out' });
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}/cpf-public`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
for (const page of PAGES) {
  console.error(`bench: page weight ${page}`);
  const w = await measurePageWeight(browser, origin + page);
  row(`${page} requests`, String(w.requests));
  row(`${page} transferred (cold, gzip)`, kb(w.transferred), 'at most 200 KB');
  row(`${page} JS at load (gzip)`, kb(w.js), 'at most 150 KB');
  row(`${page} CSS / HTML (gzip)`, `${kb(w.css)} / ${kb(w.html)}`);
  row(`${page} search index bytes before search is touched`, w.searchIndexFetched ? 'fetched (!)' : '0', '0');
}
console.error('bench: API sandbox, first Run on the sample-queries page');
const sandbox = await measureSandboxFirstRun(browser, origin + PAGES[2]);
row('API sandbox on first Run: JS (gzip)', `${kb(sandbox.js)} in ${sandbox.scripts} chunk${sandbox.scripts === 1 ? '' : 's'}, + ${kb(sandbox.css)} CSS`);
row('API sandbox on first Run: schema file (gzip)', kb(sandbox.schema));
row('API sandbox files loaded with the page, before any Run', String(sandbox.loadedBefore), '0');
await browser.close();

for (const page of PAGES) {
  for (const formFactor of ['mobile', 'desktop']) {
    console.error(`bench: Lighthouse ${formFactor} ${page}`);
    const lh = await runLighthouse(origin + page, formFactor, quick ? 1 : 3);
    row(`${page} Lighthouse ${formFactor} perf / a11y / best / SEO`, `${lh.performance} / ${lh.accessibility} / ${lh.bestPractices} / ${lh.seo}`, '100 / 100 / 100 / 100');
    row(`${page} ${formFactor} FCP / LCP / TBT / CLS`, `${Math.round(lh.fcp)} ms / ${Math.round(lh.lcp)} ms / ${Math.round(lh.tbt)} ms / ${lh.cls.toFixed(3)}`, formFactor === 'mobile' ? 'TBT under 100 ms, CLS 0' : '');
    if (lh.failing.length > 0) row(`${page} ${formFactor} failing audits`, lh.failing.join(', '));
  }
}
server.close();

if (!quick && !args.has('--skip-build')) {
  console.error('bench: clean build of a generated 1,000-page corpus (temporary folder)');
  const dir = generatedCorpus(process.cwd(), 1000);
  try {
    const big = cleanBuild(dir);
    row(`clean build, ${big.pages} pages`, `${big.seconds.toFixed(1)} s`, 'under 5 min');
    row(`export size, ${big.pages} pages`, `${(big.bytes / 1048576).toFixed(1)} MB in ${big.files} files`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

console.log('\n| figure | measured | target |\n| --- | --- | --- |');
for (const [figure, value, target] of rows) console.log(`| ${figure} | ${value} | ${target} |`);
