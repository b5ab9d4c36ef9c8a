// The one directory walker of the scripts, tests and benchmarks: every file below a folder, in a stable order.
import fs from 'node:fs';
import path from 'node:path';

/** Every file below `dir` (recursively), sorted by path, as paths joined onto `dir`. */
export function listFiles(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? listFiles(full) : [full];
    });
}
