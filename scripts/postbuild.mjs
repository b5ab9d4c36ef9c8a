// Runs after `next build`: dehydrates each exported page's inline payload (scripts/flight.mjs), drops the RSC files
// no browser fetches, gives every page its Content-Security-Policy meta tag (last, so it hashes the final scripts),
// and puts each page's Markdown copy at <route>.md.
import fs from 'node:fs';
import path from 'node:path';
import { withCspMeta } from './csp.mjs';
import { dehydratePage } from './flight.mjs';
import { moveMarkdownFiles } from './markdown-files.mjs';

function files(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? files(full) : [full];
  });
}

const out = process.argv[2] ?? 'out';
const all = files(out);
let before = 0;
let after = 0;
let removed = 0;
for (const file of all) {
  // `__next._full.txt` repeats `index.txt` byte for byte; a static export's client fetches index.txt and the
  // segment files, never this one.
  if (path.basename(file) === '__next._full.txt') {
    fs.rmSync(file);
    removed += 1;
    continue;
  }
  if (!file.endsWith('.html')) continue;
  const html = fs.readFileSync(file, 'utf8');
  const { html: dehydrated } = dehydratePage(html, path.relative(out, file));
  before += html.length;
  after += dehydrated.length;
  fs.writeFileSync(file, withCspMeta(dehydrated));
}
const pages = all.filter((f) => f.endsWith('.html')).length;
console.log(`postbuild: ${pages} pages dehydrated (${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB of HTML), ${removed} unused RSC files removed, CSP added`);
console.log(`postbuild: ${moveMarkdownFiles(out)} Markdown copies moved to <route>.md`);
