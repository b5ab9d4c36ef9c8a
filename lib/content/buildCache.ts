import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** A hash of every file below the given folders (paths and bytes), to key a cache on the sources it was made from. */
export function sourcesKey(root: string, folders: string[]): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(path.relative(root, full)).update('\0').update(fs.readFileSync(full)).update('\0');
    }
  };
  for (const folder of folders) walk(path.join(root, folder));
  return hash.digest('hex').slice(0, 24);
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Computes a value once for all the processes of one build: `next build` renders pages in several worker processes,
 * and each would otherwise parse the whole site again. The first process to take the lock computes and writes the
 * JSON; the others wait for it and read it. A stale or broken cache file, or a lock left by a dead process, only
 * costs a recomputation.
 */
export function computeOnce<T>(file: string, compute: () => T, encode: (value: T) => unknown, decode: (json: unknown) => T, waitMs = 300_000): T {
  const read = (): T | undefined => {
    try {
      return decode(JSON.parse(fs.readFileSync(file, 'utf8')));
    } catch {
      return undefined;
    }
  };
  const cached = read();
  if (cached !== undefined) return cached;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const lock = `${file}.lock`;
  let fd: number | undefined;
  try {
    fd = fs.openSync(lock, 'wx');
  } catch {
    // Another process is computing it: wait for its file.
    for (let waited = 0; waited < waitMs; waited += 50) {
      sleep(50);
      if (!fs.existsSync(lock)) break;
    }
    const done = read();
    if (done !== undefined) return done;
  }
  try {
    const value = compute();
    const temp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temp, JSON.stringify(encode(value)));
    fs.renameSync(temp, file);
    return value;
  } finally {
    if (fd !== undefined) {
      fs.closeSync(fd);
      fs.rmSync(lock, { force: true });
    }
  }
}
