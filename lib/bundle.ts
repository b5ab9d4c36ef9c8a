// The one place where many small output files leave `next build` packed as one. A route handler that lists a
// thousand files costs Next about 16 ms of work for each, and Next gives each of its workers a contiguous half of the
// build's paths, so a thousand small files after the pages left one worker without pages. So a split search index's
// parts (its manifest, shards and per-page files, from its route) leave the build as one bundle: a JSON object
// { files: { <path below out/>: <text> } } named *.bundle.json, which postbuild unpacks where readers fetch them and
// removes. Under `npm run dev` the route serves each file on its own. (The content step's own files, the Markdown
// copies among them, are plain files from the start: docs/content-step.md.)
import fs from 'node:fs';
import path from 'node:path';
import { listFiles } from './files';

export const BUNDLE_SUFFIX = '.bundle.json';

export interface Bundle {
  files: Record<string, string>;
}

/** A bundle of `[path below out/, text]` entries, as a route handler serves it for unpackBundles. */
export function bundleOf(entries: Iterable<readonly [string, string]>): Bundle {
  return { files: Object.fromEntries(entries) };
}

/** Writes every bundle's files under `out`, removes the bundles (and folders they leave empty); returns the count. */
export function unpackBundles(out: string): number {
  let written = 0;
  for (const bundle of listFiles(out).filter((file) => file.endsWith(BUNDLE_SUFFIX))) {
    const { files } = JSON.parse(fs.readFileSync(bundle, 'utf8')) as Bundle;
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
