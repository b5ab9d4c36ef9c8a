// Runs after `next build`, on the export:
// - each page's static regions (<Dehydrated>) leave its inline payload, and in its RSC files (fetched on client-side
//   navigation) they become their finished HTML (scripts/flight.mjs);
// - `__next._full.txt`, a byte-identical copy of index.txt that no browser fetches, is deleted;
// - every page gets its Content-Security-Policy meta tag (last, so it hashes the final scripts);
// - each page's Markdown copy moves from out/markdown/ to <route>.md (scripts/markdown-files.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { withCspMeta } from './csp.mjs';
import { dehydratedRegions } from './dehydrated-regions.mjs';
import { dehydratePage, dehydratePayload } from './flight.mjs';
import { listFiles } from './files.mjs';
import { moveMarkdownFiles } from './markdown-files.mjs';

const out = process.argv[2] ?? 'out';
const all = listFiles(out);
const totals = { html: [0, 0], rsc: [0, 0], removed: 0 };
const rscByDir = new Map();
for (const file of all) {
  const name = path.basename(file);
  if (name === '__next._full.txt') {
    fs.rmSync(file);
    totals.removed += 1;
  } else if (name.endsWith('.txt') && (name === 'index.txt' || name.startsWith('__next.'))) {
    rscByDir.set(path.dirname(file), [...(rscByDir.get(path.dirname(file)) ?? []), file]);
  }
}
for (const file of all.filter((f) => f.endsWith('.html'))) {
  const where = path.relative(out, file);
  const html = fs.readFileSync(file, 'utf8');
  const regions = dehydratedRegions(html, where);
  const { html: dehydrated } = dehydratePage(html, where);
  totals.html[0] += html.length;
  totals.html[1] += dehydrated.length;
  fs.writeFileSync(file, withCspMeta(dehydrated));
  // The RSC files beside a page's index.html carry that page's tree.
  if (path.basename(file) !== 'index.html') continue;
  for (const rsc of rscByDir.get(path.dirname(file)) ?? []) {
    const text = fs.readFileSync(rsc, 'utf8');
    const rewritten = dehydratePayload(text, path.relative(out, rsc), (name) => regions.get(name)).text;
    totals.rsc[0] += text.length;
    totals.rsc[1] += rewritten.length;
    if (rewritten !== text) fs.writeFileSync(rsc, rewritten);
  }
}
const kb = ([before, after]) => `${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB`;
console.log(`postbuild: HTML ${kb(totals.html)}, RSC files ${kb(totals.rsc)}, ${totals.removed} unused RSC files removed, CSP added`);
console.log(`postbuild: ${moveMarkdownFiles(out)} Markdown copies moved to <route>.md`);
