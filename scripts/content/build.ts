// The content step as a build runs it (`npm run content`, the first part of `npm run build`, the unit tests' setup):
// one pass of the step (step.ts) into a new store folder, swapped in for the old one with two renames, so a build
// killed at any moment leaves either the old store or none, never half of one. The folders it left are removed by the
// next run, which never waits for anything: there are no locks. A store made from exactly the sources as they are is
// kept as it is.
import fs from 'node:fs';
import path from 'node:path';
import { STORE_DIR, storeDir } from '../../lib/content/store';
import { ContentError, formatIssue } from '../../lib/content/types';
import { running } from './pool';
import type { PassResult } from './step';
import { ContentStep } from './step';

/**
 * Removes the folders a killed run left (.content.pool-<pid>-<n>, .content/build.tmp-<pid>, .content/build.old-<pid>);
 * those of a run still going, this one's among them, are left alone.
 */
export function removeLeftovers(cwd: string): string[] {
  const removed: string[] = [];
  const stores = path.join(cwd, STORE_DIR);
  const candidates = [
    ...fs.readdirSync(cwd).map((name) => [cwd, name, /^\.content\.pool-(\d+)-\d+$/] as const),
    ...(fs.existsSync(stores) ? fs.readdirSync(stores) : []).map((name) => [stores, name, /^build\.(?:tmp|old)-(\d+)$/] as const),
  ];
  for (const [dir, name, pattern] of candidates) {
    const match = pattern.exec(name);
    // This process's own are in use (a dev step and a build may run side by side in one process, as in the tests).
    if (!match || running(Number(match[1]))) continue;
    fs.rmSync(path.join(dir, name), { recursive: true, force: true });
    removed.push(path.relative(cwd, path.join(dir, name)));
  }
  return removed;
}

export interface StepResult extends Omit<PassResult, 'written'> {
  /** The store was up to date: nothing was compiled or written. */
  reused: boolean;
}

/**
 * Builds the content store of the project at `cwd` unless it is up to date. Throws a ContentError naming every file
 * (and line) with an error; prints the warnings.
 */
export async function buildContentStore(cwd = process.cwd()): Promise<StepResult> {
  const started = performance.now();
  removeLeftovers(cwd);
  const store = storeDir(cwd, 'build');
  const step = await ContentStep.open(cwd, 'build');
  const temp = `${store}.tmp-${process.pid}`;
  try {
    if (step.upToDate(store)) {
      const { pages } = JSON.parse(fs.readFileSync(path.join(store, 'site.json'), 'utf8')) as { pages: unknown[] };
      return {
        reused: true,
        upToDate: true,
        pages: pages.length,
        compiled: [],
        diagrams: { laidOut: 0, searched: 0, total: 0 },
        images: { drawn: 0, total: 0 },
        warnings: [],
        errors: [],
        ms: performance.now() - started,
      };
    }
    fs.mkdirSync(temp, { recursive: true });
    const result = await step.pass(temp);
    for (const warning of result.warnings) console.warn(`[content] warning: ${formatIssue(warning)}`);
    if (result.errors.length > 0) throw new ContentError(result.errors);
    const old = `${store}.old-${process.pid}`;
    if (fs.existsSync(store)) fs.renameSync(store, old);
    fs.renameSync(temp, store);
    fs.rmSync(old, { recursive: true, force: true });
    return { ...result, reused: false, ms: performance.now() - started };
  } finally {
    await step.close();
    fs.rmSync(temp, { recursive: true, force: true });
  }
}
