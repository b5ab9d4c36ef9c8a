// The content step under `npm run dev`: the build's step (step.ts), kept running. It brings the dev store
// (.content/dev) up to date at once (from the cache: a restart with nothing changed compiles no page), then runs a
// pass for every batch of saves. A saved page is compiled again in the pool, off this thread; an edit to the step's
// code (a remark plugin, a machine, the diagram layout, a component's text form) rebuilds the worker bundle, and the
// pass recompiles only the pages and diagrams made from what changed. Edits that the step does not read (styles,
// browser code, the app's routes) cost it nothing: Next picks those up itself.
import path from 'node:path';
import { watch } from 'chokidar';
import fs from 'node:fs';
import { EMPTY_SITE, STORE_FILES, storeDir, writeJsonFile } from '../../lib/content/store';
import { formatIssue } from '../../lib/content/types';
import { removeLeftovers } from './build';
import { searchedNote } from './choices';
import { ContentStep, type PassResult } from './step';

export interface ContentWatcher {
  close(): Promise<void>;
  /** Resolves once every change seen so far is in the store. */
  settled(): Promise<void>;
  /**
   * Resolves once the store holds the page of `route` as its sources are now (it is compiled first if waiting); on a
   * cold start, once the first pass's early store serves it, before the other pages are compiled.
   */
  ready(route: string): Promise<void>;
  /** Called after each change of the store: a pass that changed it, or a page saved during a cold start's first pass. */
  onChange(listener: (change: StoreChange) => void): void;
  /** Resolves after the next change of the store. */
  nextChange(): Promise<StoreChange>;
}

/** A change of the dev store: the files written or removed. */
export interface StoreChange {
  written: string[];
}

/** Where the dev step watches: pages, assets, and the code and settings the step's output is made from. */
const WATCHED = ['content', 'public', 'lib', 'components', 'scripts/content', 'package-lock.json', 'tsconfig.json'];

/** The page file a route would come from (either form; the step knows which exists). */
function routeFiles(cwd: string, route: string): string[] {
  const base = path.join(cwd, 'content', ...route.split('/').filter(Boolean));
  return route === '/' ? [path.join(cwd, 'content', 'index.mdx')] : [`${base}.mdx`, path.join(base, 'index.mdx')];
}

export interface WatchOptions {
  /**
   * On a cold start, the first pass makes only the pages asked for (and the diagrams they show) until this resolves:
   * the dev server passes the end of Next's first compile, which other work beside it would slow.
   */
  deferUntil?: Promise<unknown>;
}

export async function watchContent(cwd = process.cwd(), log: (line: string) => void = console.log, { deferUntil }: WatchOptions = {}): Promise<ContentWatcher> {
  removeLeftovers(cwd);
  const dir = storeDir(cwd, 'dev');
  // With no store yet, one of no pages, written before anything is awaited: the dev server may start on it (and
  // compile its routes against it) while the step starts and makes its first pass; the pages' requests wait for that.
  if (!fs.existsSync(path.join(dir, STORE_FILES.site))) {
    writeJsonFile(path.join(dir, STORE_FILES.dates), {});
    writeJsonFile(path.join(dir, STORE_FILES.site), EMPTY_SITE);
  }
  const step = await ContentStep.open(cwd, 'dev');
  if (deferUntil) step.deferUntil(deferUntil);
  step.onEarly = (files, ms) => log(`content: ${files.join(', ')} served first (${(ms / 1000).toFixed(2)} s), the other pages follow`);
  const listeners: ((change: StoreChange) => void)[] = [];
  let waiting: ((change: StoreChange) => void)[] = [];
  const changed = (change: StoreChange) => {
    for (const listener of listeners) listener(change);
    const resolved = waiting;
    waiting = [];
    for (const resolve of resolved) resolve(change);
  };
  step.onEarlyUpdate = (files, ms) => {
    log(`content: ${files.join(', ')} updated, ahead of the other pages (${(ms / 1000).toFixed(2)} s)`);
    changed({ written: files });
  };

  const report = (result: PassResult, what: string) => {
    const seconds = (result.ms / 1000).toFixed(2);
    const compiled = result.compiled.length;
    const made = [
      compiled === 0 ? 'no page compiled' : `${compiled} page${compiled === 1 ? '' : 's'} compiled${compiled <= 3 ? ` (${result.compiled.join(', ')})` : ''}`,
      ...(result.diagrams.laidOut
        ? [`${result.diagrams.laidOut} diagram${result.diagrams.laidOut === 1 ? '' : 's'} laid out${searchedNote(result.diagrams.searched)}`]
        : []),
      ...(result.images.drawn ? [`${result.images.drawn} link-preview image${result.images.drawn === 1 ? '' : 's'} drawn`] : []),
    ];
    log(`content: ${what}: ${made.join(', ')}, ${result.pages} pages in ${seconds} s`);
    for (const issue of result.errors) log(`content: error: ${formatIssue(issue)}`);
    if (result.written.length > 0) changed(result);
  };

  // The first pass: none at all when the store already holds exactly the sources as they are.
  const first = performance.now();
  let queue: Promise<void> = step.upToDate(dir)
    ? Promise.resolve(log(`content: up to date, no page compiled (${((performance.now() - first) / 1000).toFixed(2)} s)`))
    : step.pass(dir).then((result) => report(result, 'started'));
  queue = queue.catch((error: unknown) => log(`content: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`));

  // Saves come in batches (an editor may write several files at once); each batch is one pass, one after another.
  const pending = new Set<string>();
  const run = async () => {
    if (pending.size === 0) return;
    const changed = [...pending].map((file) => path.relative(cwd, file));
    pending.clear();
    const code = step.codeFiles();
    const codeChanged = changed.some((file) => code.has(file));
    const contentChanged = changed.some((file) => file.startsWith(`content${path.sep}`) || file.startsWith(`public${path.sep}`));
    if (!codeChanged && !contentChanged) return;
    if (codeChanged) await step.codeChanged();
    report(await step.pass(dir), changed.length === 1 ? `${changed[0]} updated` : `${changed.length} files updated`);
  };
  const watcher = watch(
    WATCHED.map((entry) => path.join(cwd, entry)),
    { ignoreInitial: true, awaitWriteFinish: { stabilityThreshold: 20, pollInterval: 10 } },
  );
  watcher.on('all', (event, file) => {
    if (event !== 'add' && event !== 'change' && event !== 'unlink') return;
    // A page saved while a cold start's first pass compiles is made in that pass, ahead of the pages still to make;
    // the pass queued below then finds it made.
    if (event === 'change') step.takeSave(file);
    pending.add(file);
    queue = queue.then(run).catch((error: unknown) => log(`content: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`));
  });
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return {
    async close() {
      await watcher.close();
      step.hurry();
      await queue;
      await step.close();
    },
    settled: () => queue,
    ready(route: string) {
      const files = routeFiles(cwd, route);
      for (const file of files) step.want(file);
      // On a cold start the page is served from the first pass's early store, before the other pages are compiled.
      const early = step.servedEarly(files);
      return early ? Promise.race([early, queue]) : queue;
    },
    onChange(listener) {
      listeners.push(listener);
    },
    nextChange: () => new Promise<StoreChange>((resolve) => waiting.push(resolve)),
  };
}
