// Runs after `next build`: gives every exported HTML page its Content-Security-Policy meta tag, and puts each page's
// Markdown copy at <route>.md.
import fs from 'node:fs';
import path from 'node:path';
import { withCspMeta } from './csp.mjs';
import { moveMarkdownFiles } from './markdown-files.mjs';

function htmlFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? htmlFiles(full) : e.name.endsWith('.html') ? [full] : [];
  });
}

const out = process.argv[2] ?? 'out';
const files = htmlFiles(out);
for (const file of files) fs.writeFileSync(file, withCspMeta(fs.readFileSync(file, 'utf8')));
console.log(`postbuild: Content-Security-Policy added to ${files.length} pages`);
console.log(`postbuild: ${moveMarkdownFiles(out)} Markdown copies moved to <route>.md`);
