// Runs after `next build`, on the export:
// - each page's static regions (<Dehydrated>) leave its inline payload and its RSC files: their markup is in the
//   page's HTML once, which client-side navigation reads them from (scripts/flight.mjs);
// - `__next._full.txt`, a byte-identical copy of index.txt that no browser fetches, is deleted;
// - every page gets its Content-Security-Policy meta tag (last, so it hashes the final scripts);
// - each page's Markdown copy moves from out/markdown/ to <route>.md (scripts/markdown-files.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { withCspMeta } from './csp.mjs';
import { listFiles } from './files.mjs';
import { dehydratePage, dehydratePayload } from './flight.mjs';
import { moveMarkdownFiles } from './markdown-files.mjs';

const out = process.argv[2] ?? 'out';
const totals = { html: [0, 0], rsc: [0, 0], removed: 0 };
for (const file of listFiles(out)) {
  const name = path.basename(file);
  const where = path.relative(out, file);
  if (name === '__next._full.txt') {
    fs.rmSync(file);
    totals.removed += 1;
  } else if (name.endsWith('.html')) {
    const html = fs.readFileSync(file, 'utf8');
    const { html: dehydrated } = dehydratePage(html, where);
    totals.html[0] += html.length;
    totals.html[1] += dehydrated.length;
    fs.writeFileSync(file, withCspMeta(dehydrated));
  } else if (name === 'index.txt' || (name.startsWith('__next.') && name.endsWith('.txt'))) {
    const text = fs.readFileSync(file, 'utf8');
    const { text: dehydrated } = dehydratePayload(text, where);
    totals.rsc[0] += text.length;
    totals.rsc[1] += dehydrated.length;
    if (dehydrated !== text) fs.writeFileSync(file, dehydrated);
  }
}
const kb = ([before, after]) => `${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB`;
console.log(`postbuild: HTML ${kb(totals.html)}, RSC files ${kb(totals.rsc)}, ${totals.removed} unused RSC files removed, CSP added`);
console.log(`postbuild: ${moveMarkdownFiles(out)} Markdown copies moved to <route>.md`);
