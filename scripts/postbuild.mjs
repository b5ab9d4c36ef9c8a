// Runs after `next build`, on the export:
// - each page's static regions (<Dehydrated>) leave its inline payload: their markup is in the page's HTML once, and
//   hydrating reads it from there (scripts/flight.mjs). BULWARK_DEHYDRATE=off leaves the payload whole (for
//   `npm run bench` to measure the difference);
// - the RSC files Next writes for client-side navigation (each page's index.txt and __next.*.txt) are deleted: links
//   here load the next page as a document, so no browser fetches them, and at 1,000 pages they were over half the
//   export (README, "Navigation between pages");
// - every page gets its Content-Security-Policy meta tag (last, so it hashes the final scripts);
// - build outputs written as one bundle (every page's Markdown copy) are unpacked where readers fetch them
//   (<route>.md; scripts/bundles.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { unpackBundles } from './bundles.mjs';
import { withCspMeta } from './csp.mjs';
import { listFiles } from './files.mjs';
import { dehydratePage } from './flight.mjs';

/** A file of the RSC payload Next writes beside each page for its client router (not llms.txt, robots.txt). */
function isRscFile(name) {
  return name === 'index.txt' || (name.startsWith('__next.') && name.endsWith('.txt'));
}

const started = performance.now();
const out = process.argv[2] ?? 'out';
const dehydrate = process.env.BULWARK_DEHYDRATE !== 'off';
const totals = { html: [0, 0], removed: 0 };
for (const file of listFiles(out)) {
  const name = path.basename(file);
  const where = path.relative(out, file);
  if (isRscFile(name)) {
    fs.rmSync(file);
    totals.removed += 1;
  } else if (name.endsWith('.html')) {
    const html = fs.readFileSync(file, 'utf8');
    const dehydrated = dehydrate ? dehydratePage(html, where).html : html;
    totals.html[0] += html.length;
    totals.html[1] += dehydrated.length;
    fs.writeFileSync(file, withCspMeta(dehydrated));
  }
}
const kb = ([before, after]) => `${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB`;
console.log(`postbuild: HTML ${kb(totals.html)}${dehydrate ? '' : ' (payload left whole)'}, ${totals.removed} RSC files removed, CSP added`);
console.log(`postbuild: ${unpackBundles(out)} files unpacked from bundles (Markdown copies at <route>.md)`);
if (process.env.BULWARK_TIMINGS) fs.appendFileSync(process.env.BULWARK_TIMINGS, `postbuild (payload, CSP, bundles)\t${(performance.now() - started).toFixed(1)}\n`);
