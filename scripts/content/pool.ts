// The content step's worker pool: tinypool, one thread per core (fewer for a small site). The threads run the tasks of
// worker.ts as one esbuild bundle made when the pool starts (about 40 ms), in a folder named after this process:
// worker threads do not inherit the TypeScript loader the step may run under, and loading a bundle is quicker than
// transpiling module by module in every thread. Each task loads what it needs on its first call, so a thread that
// lays out diagrams does not wait for the highlighter.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import Tinypool from 'tinypool';

/** Pages per thread below which another thread costs more to start than it saves. */
const PAGES_PER_THREAD = 24;

/** The folder of this process's worker bundle; removeLeftovers clears those of processes that no longer run. */
export const poolDir = (cwd: string) => path.join(cwd, `.content.pool-${process.pid}`);

export interface ContentPool {
  run<T>(task: unknown, name?: 'compile' | 'layout' | 'social'): Promise<T>;
  destroy(): Promise<void>;
}

export async function createPool(cwd: string, pages: number): Promise<ContentPool> {
  const threads = Math.max(1, Math.min(os.availableParallelism(), Math.ceil(pages / PAGES_PER_THREAD)));
  const dir = poolDir(cwd);
  await build({
    entryPoints: { worker: path.join(import.meta.dirname, 'worker.ts') },
    outdir: dir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // Packages load from node_modules as they are; only the project's own TypeScript is bundled.
    packages: 'external',
    // next/og has no export map: Node's ESM resolution needs the file's own name.
    alias: { '@': cwd, 'next/og': 'next/og.js' },
    jsx: 'automatic',
    logLevel: 'warning',
  });
  const pool = new Tinypool({ filename: pathToFileURL(path.join(dir, 'worker.mjs')).href, minThreads: threads, maxThreads: threads });
  return {
    run: (task, name = 'compile') => pool.run(task, { name }),
    destroy: async () => {
      await pool.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
