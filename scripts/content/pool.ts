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
import { createHash } from 'node:crypto';
import { type BuildContext, build, context } from 'esbuild';
import Tinypool from 'tinypool';
import { CACHE_DIR } from './cache';
import type { BundleInputs } from './sources';

/**
 * Whether a process is running (a folder named after a running one is another run's work in progress). A killed
 * process whose parent died too may stay a zombie that signals still reach (a container's first process need not
 * reap it): on Linux its state in /proc says so.
 */
export function running(pid: number): boolean {
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

/** Tasks per thread below which another thread costs more to start than it saves. */
const TASKS_PER_THREAD = 12;

let bundles = 0;

/** A folder for the dev step's own bundle; removeLeftovers clears those of processes that no longer run. */
const poolDir = (cwd: string) => path.join(cwd, `.content.pool-${process.pid}-${++bundles}`);

export type TaskName = 'compile' | 'layout' | 'social';

interface Queued {
  task: unknown;
  name: TaskName;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** Bumped when the bundle's build options change, so a bundle built with other options is never reused. */
const BUNDLE_FORMAT = 'bundle-2';

/** esbuild's options for the worker bundle of the project at `cwd`. */
function bundleOptions(cwd: string, outdir: string) {
  return {
    absWorkingDir: cwd,
    // The project's own step code (in a copy of the project, the copy's): the keys name what the threads run.
    entryPoints: { worker: path.join(cwd, 'scripts/content/worker.ts'), assemble: path.join(cwd, 'scripts/content/assemble.ts') },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm' as const,
    platform: 'node' as const,
    target: 'node20',
    metafile: true as const,
    // The packages are bundled too (the lockfile is part of every key): a thread then loads a few files instead of
    // hundreds, and starts compiling in about a quarter of the time. next/og stays a package of its own (its
    // renderer loads WebAssembly files that sit beside it), loaded by the file's own name (it has no export map).
    external: ['next', 'next/*'],
    alias: { '@': cwd, 'next/og': 'next/og.js' },
    // The CommonJS packages inside an ES module bundle still call require().
    banner: { js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);" },
    jsx: 'automatic' as const,
    logLevel: 'silent' as const,
  };
}

/** Where built bundles are kept between runs, each in a folder named by what it was built from. */
const bundlesDir = (cwd: string) => path.join(cwd, CACHE_DIR, 'bundle');

/** A hash of what a bundle with these inputs is built from: its project files' bytes, the lockfile, the options. */
function inputsHash(cwd: string, inputs: BundleInputs): string | undefined {
  const hash = createHash('sha256').update(BUNDLE_FORMAT);
  for (const file of [
    ...Object.keys(inputs)
      .filter((f) => !f.startsWith('node_modules/'))
      .sort(),
    'package-lock.json',
  ]) {
    const full = path.join(cwd, file);
    if (!fs.existsSync(full)) return undefined;
    hash.update(file).update('\0').update(fs.readFileSync(full)).update('\0');
  }
  return hash.digest('hex').slice(0, 32);
}

/**
 * The worker bundle: the step's code and the packages it uses, as one esbuild build; its metafile's inputs are the
 * project's import graph. A build run reuses the bundle an earlier run built from the same bytes (kept in the cache
 * folder, named by them); the dev step rebuilds it incrementally when its code changes.
 */
export class WorkerBundle {
  private ctx: BuildContext<ReturnType<typeof bundleOptions>> | undefined;
  /** The folder of this process's own rebuilds (the dev step's), once it has one. */
  private own: string | undefined;
  /** How many times the bundle was built in this process: a new build is imported under a new URL. */
  private builds = 0;

  private constructor(
    private readonly cwd: string,
    public dir: string,
    public inputs: BundleInputs,
  ) {}

  static async create(cwd: string): Promise<WorkerBundle> {
    const kept = bundlesDir(cwd);
    try {
      const latest = JSON.parse(fs.readFileSync(path.join(kept, 'latest.json'), 'utf8')) as { hash: string; inputs: BundleInputs };
      const dir = path.join(kept, latest.hash);
      if (inputsHash(cwd, latest.inputs) === latest.hash && fs.existsSync(path.join(dir, 'complete'))) {
        const now = new Date();
        fs.utimesSync(dir, now, now);
        return new WorkerBundle(cwd, dir, latest.inputs);
      }
    } catch {
      // No bundle kept, or one that cannot be read: build one.
    }
    const temp = path.join(kept, `tmp-${process.pid}-${++bundles}`);
    const result = await build(bundleOptions(cwd, temp));
    const hash = inputsHash(cwd, result.metafile.inputs);
    if (!hash) return new WorkerBundle(cwd, temp, result.metafile.inputs);
    fs.writeFileSync(path.join(temp, 'complete'), '');
    const dir = path.join(kept, hash);
    try {
      fs.renameSync(temp, dir);
    } catch {
      // Another run kept the same bundle meanwhile: use that one.
      fs.rmSync(temp, { recursive: true, force: true });
    }
    const latest = path.join(kept, `latest.json.${process.pid}.tmp`);
    fs.writeFileSync(latest, JSON.stringify({ hash, inputs: result.metafile.inputs }));
    fs.renameSync(latest, path.join(kept, 'latest.json'));
    pruneBundles(kept, dir);
    return new WorkerBundle(cwd, dir, result.metafile.inputs);
  }

  /** Builds the bundle again from the sources as they are now (incrementally, in this process's own folder). */
  async rebuild(): Promise<BundleInputs> {
    if (!this.ctx) {
      this.own = poolDir(this.cwd);
      this.ctx = await context(bundleOptions(this.cwd, this.own));
    }
    const result = await this.ctx.rebuild();
    this.dir = this.own as string;
    this.inputs = result.metafile.inputs;
    this.builds += 1;
    return this.inputs;
  }

  /** The bundle's assembly code (assemble.ts), as last built. */
  async assembly(): Promise<typeof import('./assemble')> {
    return import(`${pathToFileURL(path.join(this.dir, 'assemble.mjs')).href}?build=${this.builds}`);
  }

  async dispose(): Promise<void> {
    await this.ctx?.dispose();
    // This process's own rebuilds go; a kept bundle stays for the next run.
    if (this.own) fs.rmSync(this.own, { recursive: true, force: true });
    if (this.dir !== this.own && !fs.existsSync(path.join(this.dir, 'complete'))) fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

/**
 * Keeps the three bundles used last (a branch switched back and forth reuses its own) and `current`, and removes what
 * a killed run left half built.
 */
function pruneBundles(kept: string, current: string): void {
  for (const name of fs.readdirSync(kept)) {
    const pid = /^tmp-(\d+)-\d+$/.exec(name)?.[1];
    if (pid && !running(Number(pid))) fs.rmSync(path.join(kept, name), { recursive: true, force: true });
  }
  const dirs = fs
    .readdirSync(kept, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('tmp-'))
    .map((e) => path.join(kept, e.name))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
  for (const dir of dirs.slice(3)) if (dir !== current) fs.rmSync(dir, { recursive: true, force: true });
}

export class ContentPool {
  private pool: Tinypool | undefined;
  private readonly queue: Queued[] = [];
  private running = 0;
  /** The tasks running that the hold does not pick (all of them when there is none). */
  private others = 0;
  /**
   * While the pool is held: the tasks that go to a thread first and whenever one is free, and how many threads the
   * other tasks may use meanwhile (see hold() and reserve()).
   */
  private held: { urgent: (task: unknown) => boolean; others: number } | undefined;

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

  /**
   * Holds the queue: from now on only the tasks `urgent` picks (asked again each time a thread is free, and on
   * prioritize()) go to a thread, until release().
   */
  hold(urgent: (task: unknown) => boolean): void {
    this.held = { urgent, others: 0 };
  }

  /**
   * Keeps one thread for the tasks `urgent` picks until release(): the other tasks run on the rest (on all of them
   * with one thread), and a task picked starts as soon as it is queued, not after the tasks already running.
   */
  reserve(urgent: (task: unknown) => boolean): void {
    this.held = { urgent, others: Math.max(1, this.threads - 1) };
    this.next();
  }

  /** Lets every queued task go to any thread again. */
  release(): void {
    this.held = undefined;
    this.next();
  }

  /** Moves the queued tasks that `first` picks ahead of the others. */
  prioritize(first: (task: unknown) => boolean): void {
    const ahead = this.queue.filter((q) => first(q.task));
    if (ahead.length > 0) this.queue.splice(0, this.queue.length, ...ahead, ...this.queue.filter((q) => !first(q.task)));
    this.next();
  }

  private next(): void {
    while (this.running < this.threads) {
      const held = this.held;
      let at = held ? this.queue.findIndex((q) => held.urgent(q.task)) : -1;
      if (at < 0 && (!held || this.others < held.others)) at = this.queue.length > 0 ? 0 : -1;
      if (at < 0) return;
      const [{ task, name, resolve, reject }] = this.queue.splice(at, 1);
      const other = !held?.urgent(task);
      this.running += 1;
      if (other) this.others += 1;
      this.threadPool()
        .run(task, { name })
        .then(resolve, reject)
        .finally(() => {
          this.running -= 1;
          if (other) this.others -= 1;
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
