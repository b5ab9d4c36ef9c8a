// A build killed at any moment leaves nothing that makes the next one wait or differ: in a copy of the project,
// `npm run build` is killed during the content step, during Next's compile and while Next writes the pages; the
// next build runs through, leaves no folder of the killed runs, and its export is byte-identical to a clean build's.
// And the content step's keys hold the lockfile too: a dependency change compiles every page again.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { projectCopy } from '../../bench/build.mjs';
import { listFiles } from '@/lib/files';

const dir = projectCopy(process.cwd());
afterAll(() => fs.rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 }));

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

/**
 * Watches `folder` and, of its subfolders, those whose name passes `descend` (at any depth below a watched one);
 * calls `changed` on each change seen, and once everything is watched. Returns the function that stops watching.
 */
function watchFolders(folder: string, descend: (name: string) => boolean, changed: () => void): () => void {
  const watchers = new Map<string, fs.FSWatcher>();
  const add = (dir: string) => {
    if (watchers.has(dir)) return;
    try {
      const watcher = fs.watch(dir, (_event, name) => {
        const entry = name && path.join(dir, name.toString());
        if (entry && (dir !== folder || descend(name.toString())) && fs.statSync(entry, { throwIfNoEntry: false })?.isDirectory()) add(entry);
        changed();
      });
      // A folder removed under the watcher (the store swapped in, a killed run's leftovers cleared) just stops.
      watcher.on('error', () => watcher.close());
      watchers.set(dir, watcher);
      for (const entry of fs.readdirSync(dir, { withFileTypes: true }))
        if (entry.isDirectory() && (dir !== folder || descend(entry.name))) add(path.join(dir, entry.name));
    } catch {
      // Gone before it could be watched.
    }
  };
  add(folder);
  changed();
  return () => {
    for (const watcher of watchers.values()) watcher.close();
  };
}

/**
 * Starts `npm run build` in the copy and kills its whole process group once `moment(output)` holds: checked on each
 * piece of its output and on each change in the content store it is writing (the content step prints nothing until it
 * ends). Resolves with its output once every process of the build has gone.
 */
async function killBuildWhen(moment: (output: string) => boolean): Promise<string> {
  const child = spawn('npm', ['run', 'build'], { cwd: dir, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let killed = false;
  const check = () => {
    if (killed || !moment(output)) return;
    try {
      process.kill(-child.pid!, 'SIGKILL');
      killed = true;
    } catch {
      // The whole group has already gone: the build ended before the moment.
    }
  };
  const onData = (chunk: Buffer) => {
    output += chunk;
    check();
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const stopWatching = watchFolders(dir, (name) => name === '.content', check);
  // 'close': the pipes are closed, so every process that held them (the whole build) has exited.
  await new Promise((resolve) => child.once('close', resolve));
  stopWatching();
  if (!killed) throw new Error(`the build ended before the moment to kill it:\n${output.slice(-2000)}`);
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

/** What a run leaves while it works: its worker bundle, and the store it is writing or the one it is replacing. */
const leftovers = () => [
  ...fs.readdirSync(dir).filter((name) => /^\.content\.pool-/.test(name)),
  ...(fs.existsSync(path.join(dir, '.content')) ? fs.readdirSync(path.join(dir, '.content')) : [])
    .filter((name) => /^build\.(tmp|old)-/.test(name))
    .map((name) => `.content/${name}`),
];
const storePages = () => {
  const temp = leftovers().find((name) => name.startsWith('.content/build.tmp-'));
  return temp && fs.existsSync(path.join(dir, temp, 'pages')) ? listFiles(path.join(dir, temp, 'pages')).length : 0;
};
/** The content step's line when it compiled: how many pages it compiled and took from its cache. */
const COMPILED = /content: \d+ pages in [\d.]+ s: \d+ compiled, \d+ from the cache/;

test('a build killed during the content step, the compile or the page writing leaves the next one clean and identical', async () => {
  await killBuildWhen(() => storePages() > 3);
  // The killed run left its half-written store (and its pool's bundle).
  expect(leftovers().filter((name) => name.startsWith('.content/build.tmp-'))).toHaveLength(1);
  // The half-written store of the killed step was never swapped in: the next run removed it and made the store again
  // (the pages the killed run had compiled from its cache), without waiting on anything the killed run held.
  const afterStepKill = await killBuildWhen((output) => output.includes('Creating an optimized production build'));
  expect(afterStepKill).toMatch(COMPILED);
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
  const compiled = content();
  expect(compiled).toMatch(COMPILED);
  const [, pages, count] = /content: (\d+) pages in [\d.]+ s: (\d+) compiled/.exec(compiled)!;
  expect(count).toBe(pages);
  expect(content()).toMatch(/^content: up to date/);
}, 120_000);
