// A build killed at any moment leaves nothing that makes the next one wait or differ: in a copy of the project,
// `npm run build` is killed during the content step, during Next's compile and while Next writes the pages; the
// next build runs through, leaves no folder of the killed runs, and its export is byte-identical to a clean build's.
// And the content store is keyed by the lockfile too: a dependency change rebuilds the content.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { projectCopy } from '../../bench/build.mjs';
import { listFiles } from '@/lib/files';

const dir = projectCopy(process.cwd());
afterAll(() => fs.rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 }));

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

/** Starts `npm run build` in the copy and kills its whole process group once `moment(output)` holds. */
async function killBuildWhen(moment: (output: string) => boolean): Promise<string> {
  const child = spawn('npm', ['run', 'build'], { cwd: dir, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (moment(output)) {
        clearInterval(timer);
        process.kill(-child.pid!, 'SIGKILL');
        resolve();
      }
    }, 10);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`the build ended before the moment to kill it:\n${output.slice(-2000)}`));
    });
  });
  await exited;
  return output;
}

function build(): string {
  const run = spawnSync('npm', ['run', 'build'], { cwd: dir, env, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`build failed:\n${run.stdout}\n${run.stderr}`);
  return run.stdout;
}

function digest(out: string): Map<string, string> {
  return new Map(listFiles(out).map((file) => [path.relative(out, file), createHash('sha256').update(fs.readFileSync(file)).digest('hex')]));
}

const leftovers = () => fs.readdirSync(dir).filter((name) => /^\.content\.(tmp|old|pool)-/.test(name));
const storePages = () => {
  const temp = leftovers().find((name) => name.startsWith('.content.tmp-'));
  return temp && fs.existsSync(path.join(dir, temp, 'pages')) ? listFiles(path.join(dir, temp, 'pages')).length : 0;
};

test('a build killed during the content step, the compile or the page writing leaves the next one clean and identical', async () => {
  await killBuildWhen(() => storePages() > 3);
  // The killed run left its half-written store (and its pool's bundle).
  expect(leftovers().filter((name) => name.startsWith('.content.tmp-'))).toHaveLength(1);
  // The half-written store of the killed step was never swapped in: the next run removed it and compiled the content
  // again, without waiting on anything the killed run held.
  const afterStepKill = await killBuildWhen((output) => output.includes('Creating an optimized production build'));
  expect(afterStepKill).toMatch(/content: \d+ pages compiled in/);
  expect(leftovers()).toEqual([]);
  await killBuildWhen((output) => /Generating static pages using \d+ workers \(\d+\/\d+\)/.test(output));
  expect(build()).toMatch(/content: up to date/);
  expect(leftovers()).toEqual([]);
  const afterKills = digest(path.join(dir, 'out'));

  for (const folder of ['.next', 'out', '.content']) fs.rmSync(path.join(dir, folder), { recursive: true, force: true });
  build();
  const clean = digest(path.join(dir, 'out'));
  const differing = [...new Set([...clean.keys(), ...afterKills.keys()])].filter((file) => clean.get(file) !== afterKills.get(file));
  expect(differing).toEqual([]);
  expect(afterKills.size).toBeGreaterThan(100);
}, 600_000);

test('the content store is reused while nothing changes, and rebuilt when the lockfile changes', () => {
  const content = () => spawnSync('npx', ['tsx', 'scripts/content/main.ts'], { cwd: dir, env, encoding: 'utf8' }).stdout;
  expect(content()).toMatch(/^content: up to date/);
  const lock = path.join(dir, 'package-lock.json');
  // A copy's package-lock.json is its own file (node_modules is the only hard-linked folder).
  fs.writeFileSync(lock, `${fs.readFileSync(lock, 'utf8').trimEnd()}\n\n`);
  expect(content()).toMatch(/^content: \d+ pages compiled in/);
  expect(content()).toMatch(/^content: up to date/);
}, 120_000);
