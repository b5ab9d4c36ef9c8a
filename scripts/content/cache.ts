// The content step's memory: what it compiled, laid out and drew, kept between runs by a key made of exactly what the
// result depends on (sources.ts), so a page is compiled once until something it depends on changes. It lives in
// Next's cache folder (.next/cache/content), which `next build` keeps and a clean (`rm -rf .next`) removes.
//
// An entry is never trusted blindly: it carries its own key and a hash of its bytes, and one that does not match (a
// write cut short, a disk error, another version's format) is ignored and made again. Entries are written under a
// temporary name and renamed, so a reader sees a whole entry or none, and a killed run leaves nothing half-written in
// its place. The folder is kept under a size cap, least recently used first out.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { threadId } from 'node:worker_threads';

/** Where the cache lives in a project. */
export const CACHE_DIR = path.join('.next', 'cache', 'content');

/** The cap on the cache's size; BULWARK_CONTENT_CACHE_MB sets another. */
export const CACHE_CAP_BYTES = Number(process.env.BULWARK_CONTENT_CACHE_MB ?? 512) * 1024 * 1024;

const MAGIC = Buffer.from('BWC1');
const HASH_BYTES = 32;

const digest = (data: Buffer) => createHash('sha256').update(data).digest();

export interface CacheStats {
  hits: number;
  misses: number;
  /** Entries found but refused (corrupt, cut short or of another key). */
  refused: number;
}

export class ContentCache {
  readonly dir: string;
  readonly stats: CacheStats = { hits: 0, misses: 0, refused: 0 };

  constructor(cwd: string) {
    this.dir = path.join(cwd, CACHE_DIR);
  }

  private file(kind: string, key: string): string {
    return path.join(this.dir, kind, key.slice(0, 2), `${key}.bin`);
  }

  /** The value stored under `key`, or undefined when there is none or it cannot be trusted. */
  get<T>(kind: string, key: string): T | undefined {
    const file = this.file(kind, key);
    let data: Buffer;
    try {
      data = fs.readFileSync(file);
    } catch {
      this.stats.misses += 1;
      return undefined;
    }
    const value = this.decode<T>(data, key);
    if (value === undefined) {
      this.stats.refused += 1;
      fs.rmSync(file, { force: true });
      return undefined;
    }
    this.stats.hits += 1;
    // Used now: the size cap removes the least recently used first.
    const now = new Date();
    try {
      fs.utimesSync(file, now, now);
    } catch {
      // another run pruned it meanwhile; the value is already read
    }
    return value;
  }

  private decode<T>(data: Buffer, key: string): T | undefined {
    // MAGIC, the key's length and the key, the hash of the body, the body.
    if (data.length < MAGIC.length + 2 + HASH_BYTES || !data.subarray(0, MAGIC.length).equals(MAGIC)) return undefined;
    const keyLength = data.readUInt16BE(MAGIC.length);
    const keyEnd = MAGIC.length + 2 + keyLength;
    if (data.toString('utf8', MAGIC.length + 2, keyEnd) !== key) return undefined;
    const hash = data.subarray(keyEnd, keyEnd + HASH_BYTES);
    const body = data.subarray(keyEnd + HASH_BYTES);
    if (!digest(body).equals(hash)) return undefined;
    try {
      return v8.deserialize(body) as T;
    } catch {
      return undefined;
    }
  }

  /** Stores `value` under `key` (structured-clone data: what crosses a worker thread crosses this too). */
  set(kind: string, key: string, value: unknown): void {
    const body = v8.serialize(value);
    const keyBytes = Buffer.from(key, 'utf8');
    const head = Buffer.alloc(MAGIC.length + 2);
    MAGIC.copy(head);
    head.writeUInt16BE(keyBytes.length, MAGIC.length);
    const file = this.file(kind, key);
    const temp = `${file}.${process.pid}.${threadId}.tmp`;
    try {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(temp, Buffer.concat([head, keyBytes, digest(body), body]));
      fs.renameSync(temp, file);
    } catch {
      // A cache that cannot be written (a read-only or full disk) costs speed, never the build.
      fs.rmSync(temp, { force: true });
    }
  }

  /**
   * Keeps the cache under `cap` bytes, removing the least recently used entries first, and the temporary files of
   * runs that were killed. Returns the number of entries removed.
   */
  prune(cap = CACHE_CAP_BYTES): number {
    if (!fs.existsSync(this.dir)) return 0;
    const entries: { file: string; size: number; used: number }[] = [];
    let total = 0;
    // The kept worker bundles are whole folders, kept by the pool itself (pool.ts).
    for (const kind of fs.readdirSync(this.dir).filter((name) => name !== 'bundle')) {
      for (const shard of fs.readdirSync(path.join(this.dir, kind))) {
        for (const name of fs.readdirSync(path.join(this.dir, kind, shard))) {
          const file = path.join(this.dir, kind, shard, name);
          const stat = fs.statSync(file, { throwIfNoEntry: false });
          if (!stat) continue;
          // A temporary file older than a minute belongs to a run that died while writing it.
          if (name.endsWith('.tmp')) {
            if (Date.now() - stat.mtimeMs > 60_000) fs.rmSync(file, { force: true });
            continue;
          }
          entries.push({ file, size: stat.size, used: stat.mtimeMs });
          total += stat.size;
        }
      }
    }
    let removed = 0;
    for (const entry of entries.sort((a, b) => a.used - b.used)) {
      if (total <= cap) break;
      fs.rmSync(entry.file, { force: true });
      total -= entry.size;
      removed += 1;
    }
    return removed;
  }
}
