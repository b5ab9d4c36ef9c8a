// A build output that is many small files (each page's Markdown copy, a split search index's parts) leaves `next build`
// as one bundle: Next spends about 16 ms on each file a route handler writes, 16 s of a 1,000-page build, and it gives
// each worker a contiguous half of the build's paths, so many small files would leave one worker without pages. A
// bundle is a JSON object { files: { <path below out/>: <text> } } named *.bundle.json; postbuild writes its files
// where readers fetch them and removes it. Under `npm run dev` the same routes serve each file on its own.
import fs from 'node:fs';
import path from 'node:path';
import { listFiles } from './files.mjs';

export const BUNDLE_SUFFIX = '.bundle.json';

/** A bundle of `[path below out/, text]` entries, as a route handler serves it for unpackBundles. */
export function bundleOf(entries) {
  return { files: Object.fromEntries(entries) };
}

/** Writes every bundle's files under `out`, removes the bundles (and folders they leave empty); returns the count. */
export function unpackBundles(out) {
  let written = 0;
  for (const bundle of listFiles(out).filter((file) => file.endsWith(BUNDLE_SUFFIX))) {
    const { files } = JSON.parse(fs.readFileSync(bundle, 'utf8'));
    for (const [file, text] of Object.entries(files)) {
      const target = path.join(out, file);
      if (!target.startsWith(path.join(out, path.sep))) throw new Error(`${path.relative(out, bundle)}: "${file}" leaves the export`);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, text);
      written += 1;
    }
    fs.rmSync(bundle);
    for (let dir = path.dirname(bundle); dir !== out && fs.readdirSync(dir).length === 0; dir = path.dirname(dir)) fs.rmdirSync(dir);
  }
  return written;
}
