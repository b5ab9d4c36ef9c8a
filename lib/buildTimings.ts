// Where a build spends its time, for `npm run bench`: with BULWARK_TIMINGS set to a file, each timed step appends
// "phase<TAB>milliseconds" to it (every build process appends to the same file; the bench sums them). Without it,
// nothing is measured or written.
import fs from 'node:fs';

const file = process.env.BULWARK_TIMINGS;

/** Records a step that began at `started` (performance.now()) and ends now. */
export function record(phase: string, started: number): void {
  if (file) fs.appendFileSync(file, `${phase}\t${(performance.now() - started).toFixed(1)}\n`);
}

export function timed<T>(phase: string, run: () => T): T {
  if (!file) return run();
  const started = performance.now();
  try {
    return run();
  } finally {
    record(phase, started);
  }
}

export async function timedAsync<T>(phase: string, run: () => Promise<T>): Promise<T> {
  if (!file) return run();
  const started = performance.now();
  try {
    return await run();
  } finally {
    record(phase, started);
  }
}
