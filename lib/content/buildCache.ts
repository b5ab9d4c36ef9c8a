import fs from 'node:fs';
import path from 'node:path';

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
    writeJson(file, encode(value));
    return value;
  } finally {
    if (fd !== undefined) {
      fs.closeSync(fd);
      fs.rmSync(lock, { force: true });
    }
  }
}

/** Writes JSON to a temporary file first, so a reader never sees half a file. */
export function writeJson(file: string, value: unknown): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, JSON.stringify(value));
  fs.renameSync(temp, file);
}
