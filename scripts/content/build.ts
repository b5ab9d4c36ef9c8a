// The content step: what `npm run build` runs before `next build`, and `npm run dev` before and while the dev server
// runs. It compiles every page once, in a worker pool (pool.ts), lays out every diagram, draws the link-preview images,
// assembles the site and writes the content store (lib/content/store.ts) that the routes read. Nothing in Next parses
// a page, shares work between processes or waits on a lock.
//
// The store carries a key: a hash of everything it is made from (content, code, the lockfile, SITE_URL). A build
// whose key matches the store's skips the step, loading nothing but this file. A build writes a new store beside the
// old one and swaps it in with two renames, so one killed at any moment leaves either the old store or none, never
// half of one; the folders it left are removed by the next run, which never waits for anything.
import fs from 'node:fs';
import path from 'node:path';
import { timedAsync } from '../../lib/buildTimings';
import { pageFileDates } from '../../lib/content/lastUpdated';
import { contentDir, pageFiles } from '../../lib/content/paths';
import { readStoreJson, STORE_DIR, STORE_FILES, writeJsonFile, type StoredSite } from '../../lib/content/store';
import { ContentError, formatIssue } from '../../lib/content/types';
import { MACHINE_IDS } from '../../lib/domain/registry';
import { hashFiles } from '../../lib/files';
import { siteOrigin } from '../../lib/siteOrigin';
import { createPool, type ContentPool } from './pool';
import type { CompiledParts } from './site';
import type { CompileTask } from './worker';

/** What the store is made from: a change to any of these (or to SITE_URL) makes a new one. */
export const KEY_SOURCES = ['content', 'public', 'lib', 'components', 'scripts/content', 'package-lock.json', 'tsconfig.json'] as const;

export function storeKey(cwd: string): string {
  return hashFiles(cwd, KEY_SOURCES, 24, [`SITE_URL=${process.env.SITE_URL ?? ''}`]);
}

/** Each page file's last commit date, by its path from the repository root (the store's dates.json). */
export const pageDates = (cwd: string) => pageFileDates(contentDir(cwd));

/**
 * Whether a process is running (a folder named after a running one is another run's work in progress). A killed
 * process whose parent died too may stay a zombie that signals still reach (a container's first process need not
 * reap it): on Linux its state in /proc says so.
 */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}

/**
 * Removes the folders a killed run left (.content.tmp-<pid>, .content.old-<pid>, .content.pool-<pid>); those of a run
 * still going are left alone.
 */
export function removeLeftovers(cwd: string): string[] {
  const removed: string[] = [];
  for (const name of fs.readdirSync(cwd)) {
    const match = /^\.content\.(?:tmp|old|pool)-(\d+)$/.exec(name);
    if (!match || (Number(match[1]) !== process.pid && running(Number(match[1])))) continue;
    fs.rmSync(path.join(cwd, name), { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}

/** Compiles every page and lays out every diagram in the pool; HTML trees land in the store folder `dir`. */
export async function compileAll(
  pool: ContentPool,
  cwd: string,
  dir: string,
  files: string[],
): Promise<{ compiled: CompiledParts[]; diagrams: Record<string, unknown> }> {
  const rootDir = contentDir(cwd);
  const origin = siteOrigin();
  const layouts = Promise.all(MACHINE_IDS.map((id) => pool.run(id, 'layout')));
  const compiled = await Promise.all(files.map((file) => pool.run<CompiledParts>({ file, rootDir, origin, storeDir: dir } satisfies CompileTask)));
  const diagrams = Object.fromEntries((await layouts).map((layout, i) => [MACHINE_IDS[i], layout]));
  return { compiled, diagrams };
}

/**
 * Writes the store's version (lib/content/version.ts): the build's key, or under `npm run dev` a new value after every
 * change, which the dev server sees as a change of a module the pages import.
 */
export function writeStoreVersion(dir: string, version: string): void {
  writeJsonFile(path.join(dir, STORE_FILES.version), { version });
}

/** The store's site index, or undefined when there is no whole one. */
function storedSite(store: string): StoredSite | undefined {
  try {
    return readStoreJson<StoredSite>(STORE_FILES.site, store);
  } catch {
    return undefined;
  }
}

export interface StepResult {
  /** The store was up to date: nothing was compiled. */
  reused: boolean;
  pages: number;
  ms: number;
  warnings: number;
}

/**
 * Builds the content store of the project at `cwd` unless it is up to date. Throws a ContentError naming every file
 * (and line) with an error; prints the warnings.
 */
export async function buildContentStore(cwd = process.cwd()): Promise<StepResult> {
  const started = performance.now();
  removeLeftovers(cwd);
  const store = path.join(cwd, STORE_DIR);
  const key = storeKey(cwd);
  const dates = pageDates(cwd);
  const stored = storedSite(store);
  if (stored?.key === key) {
    // Commit dates change without any source byte changing, so they are written on every run.
    writeJsonFile(path.join(store, STORE_FILES.dates), dates);
    return { reused: true, pages: stored.pages.length, ms: performance.now() - started, warnings: 0 };
  }
  const temp = path.join(cwd, `${STORE_DIR}.tmp-${process.pid}`);
  fs.mkdirSync(temp, { recursive: true });
  const files = pageFiles(contentDir(cwd));
  // The whole-site step loads the Markdown and search tooling: only now that there is something to compile.
  const [pool, { assembleSite }, { siteSocialCards, writeSiteFiles, writeSocialFiles }] = await Promise.all([
    createPool(cwd, files.length),
    import('./site'),
    import('./write'),
  ]);
  try {
    const { compiled, diagrams } = await timedAsync('content step: pages and diagrams (worker threads)', () => compileAll(pool, cwd, temp, files));
    const parts = assembleSite(cwd, key, compiled);
    for (const warning of parts.site.warnings) console.warn(`[content] warning: ${formatIssue(warning)}`);
    if (parts.errors.length > 0) throw new ContentError(parts.errors);
    const cards = siteSocialCards(parts);
    const images = timedAsync('link-preview images (worker thread)', () => pool.run<Record<string, Uint8Array>>(cards, 'social'));
    writeSiteFiles(temp, parts, diagrams, dates);
    writeSocialFiles(temp, cards, await images);
    writeStoreVersion(temp, key);
    const old = path.join(cwd, `${STORE_DIR}.old-${process.pid}`);
    if (fs.existsSync(store)) fs.renameSync(store, old);
    fs.renameSync(temp, store);
    fs.rmSync(old, { recursive: true, force: true });
    return { reused: false, pages: parts.site.pages.length, ms: performance.now() - started, warnings: parts.site.warnings.length };
  } finally {
    await pool.destroy();
    fs.rmSync(temp, { recursive: true, force: true });
  }
}
