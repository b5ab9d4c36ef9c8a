import fs from 'node:fs';
import path from 'node:path';
import { hashFiles } from '../../scripts/files.mjs';

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** The lock that says a process is computing `file`; undefined when another process holds it. */
function tryLock(file: string): number | undefined {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    return fs.openSync(`${file}.lock`, 'wx');
  } catch {
    return undefined;
  }
}

function unlock(file: string, fd: number): void {
  fs.closeSync(fd);
  fs.rmSync(`${file}.lock`, { force: true });
}

function readCached<T>(file: string, decode: (json: unknown) => T): T | undefined {
  try {
    return decode(JSON.parse(fs.readFileSync(file, 'utf8')));
  } catch {
    return undefined;
  }
}

/** Computes under the lock `fd` already taken (or without one), writes the JSON and releases the lock. */
function computeAndWrite<T>(file: string, fd: number | undefined, compute: () => T, encode: (value: T) => unknown): T {
  try {
    const value = compute();
    writeJson(file, encode(value));
    return value;
  } finally {
    if (fd !== undefined) unlock(file, fd);
  }
}

/**
 * Computes a value once for all the processes of one build: `next build` renders pages in several worker processes,
 * and each would otherwise parse the whole site again. The first process to take the lock computes and writes the
 * JSON; the others wait for it and read it. A stale or broken cache file, or a lock left by a dead process, only
 * costs a recomputation.
 */
export function computeOnce<T>(file: string, compute: () => T, encode: (value: T) => unknown, decode: (json: unknown) => T, waitMs = 300_000): T {
  const cached = readCached(file, decode);
  if (cached !== undefined) return cached;
  const fd = tryLock(file);
  if (fd === undefined) {
    const done = waitFor(file, decode, waitMs);
    if (done !== undefined) return done;
  }
  return computeAndWrite(file, fd, compute, encode);
}

/** Another process is computing `file`: waits for its lock to go, then reads it (undefined if it never came). */
function waitFor<T>(file: string, decode: (json: unknown) => T, waitMs = 300_000): T | undefined {
  for (let waited = 0; waited < waitMs && fs.existsSync(`${file}.lock`); waited += 50) sleep(50);
  return readCached(file, decode);
}

export interface SharedJob<T> {
  file: string;
  compute: () => T;
  encode: (value: T) => unknown;
  decode: (json: unknown) => T;
}

/**
 * Takes a job if no other process has begun it: its value read (another process just finished it), or its lock held
 * for this process to compute under; undefined when it is done or under way elsewhere. Callers take one job at a time
 * and compute it before taking the next, so that processes arriving together split the jobs.
 */
function claim<T>(job: Pick<SharedJob<T>, 'file' | 'decode'>): { fd: number } | { value: T } | undefined {
  if (fs.existsSync(job.file)) return undefined;
  const fd = tryLock(job.file);
  if (fd === undefined) return undefined;
  const value = readCached(job.file, job.decode);
  if (value === undefined) return { fd };
  unlock(job.file, fd);
  return { value };
}

/**
 * Computes several values once for all the processes of one build, side by side: each process computes every job no
 * other process has begun, then reads (or waits for) the rest, as computeOnce does. Two processes that arrive
 * together split the work instead of one waiting for the other.
 */
export function computeShared<T>(jobs: SharedJob<T>[]): T[] {
  const mine = new Map<number, T>();
  jobs.forEach((job, i) => {
    const claimed = claim(job);
    if (claimed) mine.set(i, 'value' in claimed ? claimed.value : computeAndWrite(job.file, claimed.fd, job.compute, job.encode));
  });
  return jobs.map((job, i) => (mine.has(i) ? (mine.get(i) as T) : computeOnce(job.file, job.compute, job.encode, job.decode)));
}

/**
 * computeShared for asynchronous work (the diagram layouts: ELK answers with a promise), values written as they are.
 * It waits for other processes without blocking: a process holding one of these locks may itself be waiting, blocked,
 * for work of the process that waits here (computeOnce), and must be able to finish.
 */
export async function computeSharedAsync<T>(jobs: { file: string; compute: () => Promise<T>; decode: (json: unknown) => T }[]): Promise<T[]> {
  const mine = new Map<number, T>();
  // A value as the other processes read it (no undefined fields, no -0), so every page renders the same.
  const asRead = (i: number, value: T) => jobs[i].decode(JSON.parse(JSON.stringify(value)));
  for (const [i, job] of jobs.entries()) {
    const claimed = claim(job);
    if (!claimed) continue;
    if ('value' in claimed) {
      mine.set(i, claimed.value);
      continue;
    }
    try {
      const value = await job.compute();
      writeJson(job.file, value);
      mine.set(i, asRead(i, value));
    } finally {
      unlock(job.file, claimed.fd);
    }
  }
  const values: T[] = [];
  for (const [i, job] of jobs.entries()) {
    for (let waited = 0; !mine.has(i) && waited < 300_000 && fs.existsSync(`${job.file}.lock`); waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    values.push(mine.has(i) ? (mine.get(i) as T) : (readCached(job.file, job.decode) ?? asRead(i, await job.compute())));
  }
  return values;
}

let cacheKey: string | undefined;

/**
 * The folder of this build's shared results: .next/cache/bulwark/<hash of every source they are computed from>, so a
 * later build of changed sources never reads a stale one.
 */
export function buildCacheDir(cwd = process.cwd()): string {
  cacheKey ??= hashFiles(cwd, ['components', 'content', 'lib', 'public', 'scripts/files.mjs']);
  return path.join(cwd, '.next', 'cache', 'bulwark', cacheKey);
}

/** Writes JSON to a temporary file first, so a reader never sees half a file; `replacer` as JSON.stringify's. */
export function writeJson(file: string, value: unknown, replacer?: (key: string, value: unknown) => unknown): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, JSON.stringify(value, replacer));
  fs.renameSync(temp, file);
}
