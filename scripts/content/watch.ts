// The content step in watch mode, for `npm run dev`: after one full compile, a saved page is compiled again alone and
// the site assembled again from what is kept in memory (quick: no other page is parsed), then the store's files are
// rewritten one by one, the site index last, and the store's version bumped, which the dev server sees as a change of
// a module its pages import and answers by refreshing the open page (lib/content/version.ts).
import fs from 'node:fs';
import path from 'node:path';
import { watch } from 'chokidar';
import { contentDir, pageFiles } from '../../lib/content/paths';
import { STORE_DIR } from '../../lib/content/store';
import { formatIssue } from '../../lib/content/types';
import { siteOrigin } from '../../lib/siteOrigin';
import type { SocialCard } from '../../lib/social';
import { compileAll, pageDates, removeLeftovers, writeStoreVersion } from './build';
import { createPool } from './pool';
import { assembleSite, type CompiledParts } from './site';
import { compile, social as drawHere } from './worker';
import { siteSocialCards, writeSiteFiles, writeSocialFiles } from './write';

export interface ContentWatcher {
  close(): Promise<void>;
  /** Resolves once every change seen so far is in the store. */
  settled(): Promise<void>;
}

/** Compiles the whole site into the store, then keeps the store up to date as files of content/ and public/ change. */
export async function watchContent(cwd = process.cwd(), log: (line: string) => void = console.log): Promise<ContentWatcher> {
  removeLeftovers(cwd);
  const store = path.join(cwd, STORE_DIR);
  const rootDir = contentDir(cwd);
  const origin = siteOrigin();
  const pool = await createPool(cwd, pageFiles(rootDir).length);
  const compiled = new Map<string, CompiledParts>();
  let version = 0;
  let cards = '';
  // The dev loop writes the store in place (the server reads it as it changes), starting from an empty one.
  fs.rmSync(store, { recursive: true, force: true });
  try {
    const files = pageFiles(rootDir);
    const all = await compileAll(pool, cwd, store, files);
    for (const [i, file] of files.entries()) compiled.set(file, all.compiled[i]);
    await publish(all.diagrams, (next) => pool.run(next, 'social'));
  } finally {
    await pool.destroy();
  }

  /**
   * Assembles the site from the pages in memory and writes it (diagrams only when newly laid out, the link-preview
   * images only when their cards changed).
   */
  async function publish(diagrams?: Record<string, unknown>, draw: (cards: SocialCard[]) => Promise<Record<string, Uint8Array>> = drawHere): Promise<void> {
    const ordered = pageFiles(rootDir).flatMap((file) => (compiled.has(file) ? [compiled.get(file)!] : []));
    // The dev store's key matches no build's, so the next `npm run build` compiles its own store.
    const parts = assembleSite(cwd, 'dev', ordered);
    const next = siteSocialCards(parts);
    if (JSON.stringify(next) !== cards) {
      writeSocialFiles(store, next, await draw(next));
      cards = JSON.stringify(next);
    }
    writeSiteFiles(store, parts, diagrams, pageDates(cwd));
    writeStoreVersion(store, `dev-${++version}`);
    for (const issue of parts.errors) log(`content: error: ${formatIssue(issue)}`);
  }

  /** A saved page, compiled in this thread as a pool task would compile it. */
  async function compileOne(file: string): Promise<void> {
    compiled.set(file, await compile({ file, rootDir, origin, storeDir: store }));
  }

  // Changes are handled one after another, in the order they came, so the store never goes back to an older state.
  let queue = Promise.resolve();
  const handle = (event: string, file: string) => {
    queue = queue
      .then(async () => {
        const started = performance.now();
        if (file.endsWith('.mdx') && file.startsWith(rootDir + path.sep)) {
          if (event === 'unlink') compiled.delete(file);
          else await compileOne(file);
        }
        await publish();
        log(`content: ${path.relative(cwd, file)} ${event === 'unlink' ? 'removed' : 'updated'} in ${Math.round(performance.now() - started)} ms`);
      })
      .catch((error: unknown) => log(`content: ${String(error)}`));
  };
  const watcher = watch([rootDir, path.join(cwd, 'public')], { ignoreInitial: true, awaitWriteFinish: { stabilityThreshold: 30, pollInterval: 10 } });
  watcher.on('all', (event, file) => {
    if (event === 'add' || event === 'change' || event === 'unlink') handle(event, file);
  });
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return {
    close: () => watcher.close(),
    settled: () => queue,
  };
}
