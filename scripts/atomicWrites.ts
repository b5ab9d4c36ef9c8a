// Next's dev server rewrites `.next/dev/prerender-manifest.json` in place (fs.promises.writeFile: the file is emptied,
// then written) each time a route's list of params changes, as when a writer adds a page, while every render reads
// that file afresh. A render that reads it between the two sees an empty file and the page answers 500 ("Unexpected
// end of JSON input", in Next's loadManifest). `npm run dev` (scripts/dev.ts) makes those writes atomic: the new text
// is written beside the file and renamed over it, so a reader sees the old file or the new one, never a part.
import fs from 'node:fs';
import path from 'node:path';

/** The files Next's dev server writes in place while a render may read them. */
export const REWRITTEN_IN_PLACE = new Set(['prerender-manifest.json']);

/**
 * From now on, `fs.promises.writeFile` replaces any file of REWRITTEN_IN_PLACE below `dir` by a rename instead of
 * rewriting it; every other write is left as it was. Returns the function that undoes it.
 */
export function atomicWritesBelow(dir: string): () => void {
  const root = path.resolve(dir) + path.sep;
  const original = fs.promises.writeFile;
  let written = 0;
  const writeFile: typeof original = async (file, data, options) => {
    if (typeof file !== 'string' || !REWRITTEN_IN_PLACE.has(path.basename(file)) || !path.resolve(file).startsWith(root)) {
      return original(file, data, options);
    }
    const temporary = `${file}.tmp-${process.pid}-${written++}`;
    try {
      await original(temporary, data, options);
      await fs.promises.rename(temporary, file);
    } catch (error) {
      await fs.promises.rm(temporary, { force: true });
      throw error;
    }
  };
  fs.promises.writeFile = writeFile;
  return () => {
    fs.promises.writeFile = original;
  };
}
