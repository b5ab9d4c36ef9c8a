// The content step's worker pool: tinypool, one thread per core (fewer when there is little to do), started only when
// there is something to compile. The threads run the tasks of worker.ts as one esbuild bundle (worker threads do not
// inherit the TypeScript loader the step runs under, and a bundle loads faster than module-by-module transpiling in
// every thread). The bundle's metafile is the import graph the cache keys are made from (sources.ts), and under
// `npm run dev` the bundle is rebuilt when the step's code changes, so the threads always run the code the keys name.
//
// Tasks wait in this module's own queue and go to a thread only when one is free, so a task can be moved ahead of the
// others (the page a reader is waiting for under `npm run dev`).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type BuildContext, context } from 'esbuild';
import Tinypool from 'tinypool';
import type { BundleInputs } from './sources';

/** Tasks per thread below which another thread costs more to start than it saves. */
const TASKS_PER_THREAD = 12;

let bundles = 0;

/** A folder for one worker bundle of this process; removeLeftovers clears those of processes that no longer run. */
const poolDir = (cwd: string) => path.join(cwd, `.content.pool-${process.pid}-${++bundles}`);

export type TaskName = 'compile' | 'layout' | 'social';

interface Queued {
  task: unknown;
  name: TaskName;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** The worker bundle: built once, rebuilt on demand; its metafile's inputs are the project's import graph. */
export class WorkerBundle {
  private constructor(
    private readonly ctx: BuildContext<{ metafile: true }>,
    readonly dir: string,
    public inputs: BundleInputs,
  ) {}

  static async create(cwd: string): Promise<WorkerBundle> {
    const dir = poolDir(cwd);
    const ctx = await context({
      absWorkingDir: cwd,
      // The project's own step code (in a copy of the project, the copy's): the keys name what the threads run.
      entryPoints: { worker: path.join(cwd, 'scripts/content/worker.ts'), assemble: path.join(cwd, 'scripts/content/assemble.ts') },
      outdir: dir,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      metafile: true,
      // Packages load from node_modules as they are (the lockfile is part of every key); only the project's own
      // TypeScript is bundled.
      packages: 'external',
      // next/og has no export map: Node's ESM resolution needs the file's own name.
      alias: { '@': cwd, 'next/og': 'next/og.js' },
      jsx: 'automatic',
      logLevel: 'silent',
    });
    const bundle = new WorkerBundle(ctx, dir, {});
    await bundle.rebuild();
    return bundle;
  }

  /** How many times the bundle was built: a new build is imported under a new URL. */
  private builds = 0;

  /** Builds the bundle again from the sources as they are now; returns its new import graph. */
  async rebuild(): Promise<BundleInputs> {
    const result = await this.ctx.rebuild();
    this.inputs = result.metafile.inputs;
    this.builds += 1;
    return this.inputs;
  }

  /** The bundle's assembly code (assemble.ts), as last built. */
  async assembly(): Promise<typeof import('./assemble')> {
    return import(`${pathToFileURL(path.join(this.dir, 'assemble.mjs')).href}?build=${this.builds}`);
  }

  async dispose(): Promise<void> {
    await this.ctx.dispose();
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

export class ContentPool {
  private pool: Tinypool | undefined;
  private readonly queue: Queued[] = [];
  private running = 0;

  constructor(
    private readonly bundle: WorkerBundle,
    private readonly threads = os.availableParallelism(),
  ) {}

  /** The threads to start for `tasks` tasks. */
  static threadsFor(tasks: number): number {
    return Math.max(1, Math.min(os.availableParallelism(), Math.ceil(tasks / TASKS_PER_THREAD)));
  }

  private threadPool(): Tinypool {
    this.pool ??= new Tinypool({
      filename: pathToFileURL(path.join(this.bundle.dir, 'worker.mjs')).href,
      minThreads: this.threads,
      maxThreads: this.threads,
    });
    return this.pool;
  }

  run<T>(task: unknown, name: TaskName): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ task, name, resolve: resolve as (value: unknown) => void, reject });
      this.next();
    });
  }

  /** Moves the queued tasks that `first` picks ahead of the others. */
  prioritize(first: (task: unknown) => boolean): void {
    const ahead = this.queue.filter((q) => first(q.task));
    if (ahead.length === 0) return;
    const rest = this.queue.filter((q) => !first(q.task));
    this.queue.splice(0, this.queue.length, ...ahead, ...rest);
  }

  private next(): void {
    while (this.running < this.threads && this.queue.length > 0) {
      const { task, name, resolve, reject } = this.queue.shift() as Queued;
      this.running += 1;
      this.threadPool()
        .run(task, { name })
        .then(resolve, reject)
        .finally(() => {
          this.running -= 1;
          this.next();
        });
    }
  }

  /** Ends the threads once their tasks are done: they hold the code of the bundle they were started with. */
  async restart(): Promise<void> {
    const old = this.pool;
    this.pool = undefined;
    await old?.destroy();
  }

  async destroy(): Promise<void> {
    await this.pool?.destroy();
    this.pool = undefined;
  }
}
