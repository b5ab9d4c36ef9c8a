// The one directory walker and the one source hasher of the project (the content step, the build id, scripts, tests
// and benchmarks): every file below a folder in one stable order, and a hash of files by path and bytes.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Every file below `dir` (recursively), sorted by name at each level, as paths joined onto `dir`. */
export function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? listFiles(full) : [full];
    });
}

/**
 * A hash of the files and folders `entries` (relative to `root`; missing ones are skipped) and of `extra` strings:
 * each file's path relative to `root` and its bytes, in listFiles order. Two checkouts of the same sources give the
 * same hash.
 */
export function hashFiles(root: string, entries: readonly string[], length = 24, extra: readonly string[] = []): string {
  const hash = createHash('sha256');
  for (const entry of entries) {
    const full = path.join(root, entry);
    if (!fs.existsSync(full)) continue;
    const files = fs.statSync(full).isDirectory() ? listFiles(full) : [full];
    for (const file of files) hash.update(path.relative(root, file).split(path.sep).join('/')).update('\0').update(fs.readFileSync(file)).update('\0');
  }
  for (const value of extra) hash.update(value).update('\0');
  return hash.digest('hex').slice(0, length);
}
