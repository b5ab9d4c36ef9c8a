// The content step's worker pool (scripts/content/pool.ts): what a reader waits for gets a thread of its own while the
// other tasks still run; and when a cold dev start's first pass lets them run (scripts/content/step.ts). The threads
// here run a worker of two tasks: `compile` (a task the hold picks, returned at once) and `layout` (a task that waits,
// as a long compile would, until the test lets it go), with a shared count of the waiting tasks running at once.
import fs from 'node:fs';
import path from 'node:path';
import { ContentPool, type WorkerBundle } from '../../../scripts/content/pool';
import { backgroundWork, READER_PAUSE_MS } from '../../../scripts/content/step';
import { tempDir } from '../tempDirs';

const WORKER = `
export function compile({ name }) {
  return name;
}
export function layout({ gate, counts }) {
  const running = Atomics.add(counts, 0, 1) + 1;
  for (let most = Atomics.load(counts, 1); running > most; most = Atomics.load(counts, 1)) Atomics.compareExchange(counts, 1, most, running);
  Atomics.wait(gate, 0, 0);
  Atomics.sub(counts, 0, 1);
  return 'done';
}
`;

/** A pool of `threads` threads running the worker above. */
function pool(threads: number): ContentPool {
  const dir = tempDir('bulwark-pool-');
  fs.writeFileSync(path.join(dir, 'worker.mjs'), WORKER);
  return new ContentPool({ dir } as WorkerBundle, threads);
}

/** Rejects after `ms` saying what did not happen: a bound on a wait that fails, not a pause. */
const notWithin = (ms: number, what: string) =>
  new Promise<never>((_, reject) => AbortSignal.timeout(ms).addEventListener('abort', () => reject(new Error(`${what} within ${ms / 1000} s`))));

describe('content pool', () => {
  test('a reserved thread runs the task a reader waits for while the other tasks hold the rest', async () => {
    const threads = pool(2);
    const gate = new Int32Array(new SharedArrayBuffer(4));
    const counts = new Int32Array(new SharedArrayBuffer(8));
    const urgent = (task: unknown) => (task as { name?: string }).name === 'asked';
    try {
      threads.reserve(urgent);
      const others = [1, 2, 3].map(() => threads.run<string>({ gate, counts }, 'layout'));
      // Queued after three tasks that wait: it runs on the thread kept for it, at once.
      await expect(Promise.race([threads.run<string>({ name: 'asked' }, 'compile'), notWithin(20_000, 'the asked task did not run')])).resolves.toBe('asked');
      Atomics.store(gate, 0, 1);
      Atomics.notify(gate, 0);
      expect(await Promise.all(others)).toEqual(['done', 'done', 'done']);
      // The other tasks ran one at a time, on the one thread left to them.
      expect(Atomics.load(counts, 1)).toBe(1);
    } finally {
      Atomics.store(gate, 0, 1);
      Atomics.notify(gate, 0);
      await threads.destroy();
    }
  });

  test('released, the other tasks use every thread again', async () => {
    const threads = pool(2);
    const gate = new Int32Array(new SharedArrayBuffer(4));
    const counts = new Int32Array(new SharedArrayBuffer(8));
    try {
      threads.reserve(() => false);
      threads.release();
      const others = [1, 2].map(() => threads.run<string>({ gate, counts }, 'layout'));
      // Both wait at the gate at once before it opens.
      await Promise.race([
        (async () => {
          while (Atomics.load(counts, 0) < 2) await new Promise((resolve) => setImmediate(resolve));
        })(),
        notWithin(20_000, 'two tasks did not run at once'),
      ]);
      Atomics.store(gate, 0, 1);
      Atomics.notify(gate, 0);
      expect(await Promise.all(others)).toEqual(['done', 'done']);
      expect(Atomics.load(counts, 1)).toBe(2);
    } finally {
      Atomics.store(gate, 0, 1);
      Atomics.notify(gate, 0);
      await threads.destroy();
    }
  });
});

describe("a cold dev start's first pass beside a reader", () => {
  test('holds its other work while Next compiles and for a pause after each save or page asked for, then runs it', () => {
    expect(backgroundWork({ nextCompiling: true, sinceReaderMs: Number.POSITIVE_INFINITY })).toBe('hold');
    expect(backgroundWork({ nextCompiling: false, sinceReaderMs: 0 })).toBe('hold');
    expect(backgroundWork({ nextCompiling: false, sinceReaderMs: READER_PAUSE_MS - 1 })).toBe('hold');
    expect(backgroundWork({ nextCompiling: false, sinceReaderMs: READER_PAUSE_MS })).toBe('reserve');
    expect(backgroundWork({ nextCompiling: false, sinceReaderMs: Number.POSITIVE_INFINITY })).toBe('reserve');
  });
});
