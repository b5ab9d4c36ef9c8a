// Runs after `next build`, on the export (under tsx, as `npm run build` runs it):
// - each page's static regions (<StaticRegion>) leave its inline payload: their markup is in the page's HTML once, and
//   hydrating reads it from there (scripts/flight.ts). BULWARK_PAYLOAD=whole leaves the payload whole (for
//   `npm run bench` to measure the difference);
// - the RSC files Next writes for client-side navigation (each page's index.txt and __next.*.txt) are deleted: links
//   here load the next page as a document, so no browser fetches them, and at 1,000 pages they were over half the
//   export (docs/pages-and-payload.md);
// - every page gets its Content-Security-Policy meta tag (last, so it hashes the final scripts);
// - the files the content step wrote to be served as they are (each page's Markdown copy, llms.txt, llms-full.txt,
//   nav.json, the link-preview images: .content/build/public) are copied into the export at the same paths;
// - a split search index leaves the build as one bundle, unpacked where readers fetch its parts (lib/bundle.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { unpackBundles } from '../lib/bundle.ts';
import { PUBLIC_DIR, storeDir } from '../lib/content/store.ts';
import { listFiles } from '../lib/files.ts';

/** A file of the RSC payload Next writes beside each page for its client router (not llms.txt, robots.txt). */
function isRscFile(name) {
  return name === 'index.txt' || (name.startsWith('__next.') && name.endsWith('.txt'));
}

const started = performance.now();
const out = process.argv[2] ?? 'out';
const wholePayload = process.env.BULWARK_PAYLOAD === 'whole';
const files = listFiles(out);
let removed = 0;
for (const file of files.filter((f) => isRscFile(path.basename(f)))) {
  fs.rmSync(file);
  removed += 1;
}
// The pages are independent: one worker thread per core takes an equal share (a 1,000-page export took 3.5 s in one
// thread), while this thread unpacks the bundles.
const pages = files.filter((f) => f.endsWith('.html'));
const threads = Math.max(1, Math.min(os.availableParallelism(), Math.ceil(pages.length / 50)));
const shares = Array.from({ length: threads }, (_, t) => pages.filter((_, i) => i % threads === t));
const finished = Promise.all(
  shares.map(
    (share) =>
      new Promise((resolve, reject) => {
        const worker = new Worker(new URL('./finish-pages.mjs', import.meta.url), { workerData: { files: share, out, wholePayload } });
        worker.once('message', resolve);
        worker.once('error', reject);
      }),
  ),
);
const unpacked = unpackBundles(out);
const served = path.join(storeDir(process.cwd(), 'build'), PUBLIC_DIR);
const copied = listFiles(served);
for (const file of copied) {
  const target = path.join(out, path.relative(served, file));
  if (fs.existsSync(target)) throw new Error(`postbuild: ${path.relative(out, target)} is both a file of the content step and an output of next build`);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.copyFileSync(file, target);
}
const html = (await finished).reduce(([a, b], [c, d]) => [a + c, b + d], [0, 0]);
const kb = ([before, after]) => `${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB`;
console.log(`postbuild: HTML ${kb(html)}${wholePayload ? ' (payload left whole)' : ''}, ${removed} RSC files removed, CSP added`);
console.log(
  `postbuild: ${copied.length} files of the content step copied (Markdown copies, llms files, navigation, link-preview images); ${unpacked} search index files unpacked`,
);
if (process.env.BULWARK_TIMINGS)
  fs.appendFileSync(process.env.BULWARK_TIMINGS, `postbuild (payload, CSP, bundles)\t${(performance.now() - started).toFixed(1)}\n`);
