import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { computeOnce, computeShared, computeSharedAsync } from '@/lib/content/buildCache';
import { hashFiles } from '../../../scripts/files.mjs';

const codec = [(v: { n: number }) => v, (j: unknown) => {
  if (typeof (j as { n?: unknown }).n !== 'number') throw new Error('bad');
  return j as { n: number };
}] as const;

describe('computing once per build', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bulwark-cache-'));
  const file = path.join(dir, 'cache', 'value.json');

  test('the first call computes and writes; later calls (other processes) read the file', () => {
    let computed = 0;
    const compute = () => ({ n: ++computed });
    expect(computeOnce(file, compute, ...codec)).toEqual({ n: 1 });
    expect(computeOnce(file, compute, ...codec)).toEqual({ n: 1 });
    expect(computed).toBe(1);
    expect(fs.existsSync(`${file}.lock`)).toBe(false);
  });

  test('a broken cache file is computed again', () => {
    fs.writeFileSync(file, '{"n": "x"}');
    expect(computeOnce(file, () => ({ n: 7 }), ...codec)).toEqual({ n: 7 });
  });

  test('a lock left behind by a dead process costs a wait, then a computation', () => {
    fs.rmSync(file);
    fs.writeFileSync(`${file}.lock`, '');
    expect(computeOnce(file, () => ({ n: 3 }), ...codec, 200)).toEqual({ n: 3 });
  });

  test('an error in the computation reaches the caller and leaves no lock', () => {
    fs.rmSync(`${file}.lock`, { force: true });
    fs.rmSync(file, { force: true });
    expect(() => computeOnce(file, () => { throw new Error('content/x.mdx: invalid MDX'); }, ...codec)).toThrow('content/x.mdx: invalid MDX');
    expect(fs.existsSync(`${file}.lock`)).toBe(false);
  });
});

/**
 * Another build process at work on `file`: it holds the lock now and writes `value` after `ms`. Resolves when it has
 * written.
 */
function otherProcess(file: string, value: unknown, ms: number): Promise<void> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(`${file}.lock`, '');
  const script = `setTimeout(() => { const fs = require('fs'); fs.writeFileSync(process.argv[1], process.argv[2]); fs.rmSync(process.argv[1] + '.lock'); }, ${ms});`;
  const child = spawn(process.execPath, ['-e', script, file, JSON.stringify(value)], { stdio: 'ignore' });
  return new Promise((resolve) => child.on('exit', () => resolve()));
}

describe('computing side by side with the build\'s other processes', () => {
  const job = (file: string, n: number, log: string[]) => ({
    file,
    compute: () => {
      log.push(`computed ${n} (the other's file ${fs.existsSync(file.replace(/\d\.json$/, '0.json')) ? 'there' : 'not there yet'})`);
      return { n };
    },
    encode: codec[0],
    decode: codec[1],
  });

  test('a job another process has begun is skipped, not waited for: this process does the free ones first', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bulwark-shared-'));
    const log: string[] = [];
    const other = otherProcess(path.join(dir, '0.json'), { n: 100 }, 400);
    const values = computeShared([job(path.join(dir, '0.json'), 0, log), job(path.join(dir, '1.json'), 1, log)]);
    await other;
    expect(values).toEqual([{ n: 100 }, { n: 1 }]);
    expect(log).toEqual(['computed 1 (the other\'s file not there yet)']);
  });

  test('the asynchronous form waits without blocking: timers and promises of this process go on meanwhile', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bulwark-shared-'));
    const log: string[] = [];
    const other = otherProcess(path.join(dir, '0.json'), { n: 100 }, 400);
    const ticks = { count: 0 };
    const timer = setInterval(() => (ticks.count += 1), 20);
    const asyncJob = (n: number) => {
      const { file, compute, decode } = job(path.join(dir, `${n}.json`), n, log);
      return { file, decode, compute: async () => compute() };
    };
    const values = await computeSharedAsync([asyncJob(0), asyncJob(1)]);
    clearInterval(timer);
    await other;
    expect(values).toEqual([{ n: 100 }, { n: 1 }]);
    expect(log).toEqual(['computed 1 (the other\'s file not there yet)']);
    expect(ticks.count).toBeGreaterThan(5);
  });
});

describe('the one source hasher', () => {
  test('follows the sources: a changed byte, a new file or a renamed file changes it; nothing else does', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bulwark-src-'));
    fs.mkdirSync(path.join(root, 'content'));
    fs.writeFileSync(path.join(root, 'content', 'a.mdx'), 'one');
    const first = hashFiles(root, ['content', 'lib']);
    expect(hashFiles(root, ['content', 'lib'])).toBe(first);
    fs.writeFileSync(path.join(root, 'content', 'a.mdx'), 'two');
    const second = hashFiles(root, ['content', 'lib']);
    expect(second).not.toBe(first);
    fs.writeFileSync(path.join(root, 'content', 'b.mdx'), '');
    const third = hashFiles(root, ['content', 'lib']);
    expect(third).not.toBe(second);
    fs.renameSync(path.join(root, 'content', 'b.mdx'), path.join(root, 'content', 'c.mdx'));
    expect(hashFiles(root, ['content', 'lib'])).not.toBe(third);
  });

  test('does not depend on where the checkout is', () => {
    const make = () => {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bulwark-src-'));
      fs.mkdirSync(path.join(root, 'content', 'B'), { recursive: true });
      fs.writeFileSync(path.join(root, 'content', 'B', 'x.mdx'), 'x');
      fs.writeFileSync(path.join(root, 'content', 'a.mdx'), 'a');
      return hashFiles(root, ['content']);
    };
    expect(make()).toBe(make());
  });
});
