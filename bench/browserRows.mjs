// The bench's rows for the real site in Chromium (bench/run.mjs prints them with the rest): page weight, navigation,
// the payload rewrite's effect, the API sandbox's first Run, main-thread time against an empty Next.js page, and
// Lighthouse. Figures only: nothing here asserts a time or a size.
import fs from 'node:fs';
import { launchChromium } from '../scripts/chromium.mjs';
import { createStaticServer } from '../scripts/static-server.mjs';
import { cleanBuild, projectCopy } from './build.mjs';
import { measureMainThread } from './hydration.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { measureNavigation } from './navigation.mjs';
import { measurePageWeight } from './pageWeight.mjs';
import { buildEmptyNextApp } from './peers.mjs';
import { measureSandboxFirstRun } from './sandbox.mjs';

/** The real site in Chromium: page weight, navigation, hydration, the sandbox and Lighthouse. */
export async function browserRows({ row, kb, load, sizeRows, runs, quick, root, pages: PAGES }) {
  const NAVIGATIONS = [
    ['/overview/getting-started/', '/overview/support-portal-guide/'],
    ['/permissions-firewall/services/services-intro/', '/permissions-firewall/services/regions/'],
  ];
  /** Moving to another page by a sidebar link: clicked at once, and after resting on it (bench/navigation.mjs). */
  async function navigationRows(label, at) {
    for (const [from, to] of NAVIGATIONS) {
      for (const dwell of [0, 500]) {
        console.error(`bench: navigation ${from} -> ${to}${label}, ${dwell ? 'after resting on the link' : 'clicked at once'}`);
        const nav = await measureNavigation(browser, at, from, to, runs >= 3 ? 5 : 1, dwell);
        row(
          `navigation ${from} -> ${to}${label}, ${dwell ? 'pointer on the link 0.5 s first' : 'clicked at once'}`,
          `${kb(nav.bytes)} in ${nav.requests} request${nav.requests === 1 ? '' : 's'}, ${Math.round(nav.ms)} ms from the click to the new page's first paint`,
          '',
          'Chromium, cache on, bytes on the wire, median (bench/navigation.mjs)',
        );
      }
    }
  }

  const server = createStaticServer({ root: 'out' });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}/cpf-public`;
  const browser = await launchChromium();
  for (const page of PAGES) {
    console.error(`bench: page weight ${page}`);
    const w = await measurePageWeight(browser, origin + page);
    const how = 'Chromium, cold load, bytes on the wire';
    row(`${page} requests`, String(w.requests), '', how);
    row(`${page} transferred (gzip)`, kb(w.transferred), 'at most 200 KB', how);
    row(`${page} JS at load (gzip)`, kb(w.js), 'at most 150 KB', `${how}, without nomodule`);
    row(`${page} CSS / HTML (gzip)`, `${kb(w.css)} / ${kb(w.html)}`, '', how);
    row(`${page} search index bytes before search is touched`, w.searchIndexFetched ? 'fetched (!)' : '0', '0', how);
  }
  await navigationRows('', origin);

  // The one rewrite of Next's output (scripts/flight.mjs): the same site built with the inline payload left whole.
  if (!quick) {
    console.error('bench: the site built without the payload rewrite (BULWARK_PAYLOAD=whole), in a temporary copy');
    const whole = projectCopy(root);
    try {
      const built = await cleanBuild(whole, { BULWARK_PAYLOAD: 'whole' });
      sizeRows(`${built.pages} pages, payload left whole`, built);
      const wholeServer = createStaticServer({ root: built.out });
      await new Promise((resolve) => wholeServer.listen(0, '127.0.0.1', resolve));
      const at = `http://127.0.0.1:${wholeServer.address().port}/cpf-public`;
      for (const page of PAGES) {
        const w = await measurePageWeight(browser, at + page);
        row(
          `${page} payload left whole: requests / transferred / HTML (gzip)`,
          `${w.requests} / ${kb(w.transferred)} / ${kb(w.html)}`,
          '',
          'Chromium, cold load, bytes on the wire',
        );
      }
      await navigationRows(', payload left whole', at);
      wholeServer.close();
    } finally {
      fs.rmSync(whole, { recursive: true, force: true });
    }
  }
  console.error('bench: API sandbox, first Run on the sample-queries page');
  const sandbox = await measureSandboxFirstRun(browser, origin + PAGES[2]);
  row(
    'API sandbox on first Run: JS (gzip)',
    `${kb(sandbox.js)} in ${sandbox.scripts} chunk${sandbox.scripts === 1 ? '' : 's'}, + ${kb(sandbox.css)} CSS`,
    '',
    'Chromium, bytes fetched by the first Run click',
  );
  row('API sandbox on first Run: schema file (gzip)', kb(sandbox.schema));
  row('API sandbox files loaded with the page, before any Run', String(sandbox.loadedBefore), '0');

  console.error('bench: main thread at load, against an empty Next.js page');
  // An empty page with a heading, so that it has a first contentful paint to measure against.
  const floor = buildEmptyNextApp(root, [[]], '<main><h1>Empty page</h1></main>');
  const floorServer = createStaticServer({ root: floor.out });
  await new Promise((resolve) => floorServer.listen(0, '127.0.0.1', resolve));
  const mainThreadHow = `Chromium, 4x CPU slowdown, median of ${runs}`;
  try {
    const empty = await measureMainThread(browser, `http://127.0.0.1:${floorServer.address().port}/cpf-public/`, runs);
    row(
      'empty Next.js page: script / all tasks / blocking',
      `${Math.round(empty.script)} ms / ${Math.round(empty.task)} ms / ${Math.round(empty.blocking)} ms`,
      '',
      mainThreadHow,
    );
    for (const page of PAGES) {
      const m = await measureMainThread(browser, origin + page, runs);
      row(
        `${page} script / all tasks / blocking`,
        `${Math.round(m.script)} ms / ${Math.round(m.task)} ms / ${Math.round(m.blocking)} ms (above the empty page: script +${Math.round(m.script - empty.script)} ms)`,
        '',
        mainThreadHow,
      );
    }
  } finally {
    floorServer.close();
    floor.cleanup();
  }
  await browser.close();

  for (const page of PAGES) {
    for (const formFactor of ['mobile', 'desktop']) {
      console.error(`bench: Lighthouse ${formFactor} ${page}`);
      const n = formFactor === 'mobile' ? runs : Math.min(runs, 3);
      const before = load();
      const lh = await runLighthouse(origin + page, formFactor, n);
      const how = `Lighthouse 13 ${formFactor}, median of ${n}, load ${before} -> ${load()}`;
      row(
        `${page} Lighthouse ${formFactor} perf / a11y / best / SEO`,
        `${lh.performance} / ${lh.accessibility} / ${lh.bestPractices} / ${lh.seo}`,
        formFactor === 'mobile' ? 'perf 98 or more' : '',
        how,
      );
      row(
        `${page} ${formFactor} FCP / LCP / TBT / CLS`,
        `${Math.round(lh.fcp)} ms / ${Math.round(lh.lcp)} ms / ${Math.round(lh.tbt)} ms / ${lh.cls.toFixed(3)}`,
        formFactor === 'mobile' ? 'TBT under 150 ms, CLS 0' : '',
        how,
      );
      if (lh.failing.length > 0) row(`${page} ${formFactor} failing audits`, lh.failing.join(', '));
    }
  }
  server.close();
}
