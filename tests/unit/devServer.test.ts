// `npm run dev` (scripts/dev.mjs) builds the dev server's TypeScript into one module and runs it on plain Node, with no
// TypeScript loader in the process (nor in the workers Next forks from it, which inherit its flags). Checked on a
// small project of its own: a scripts/dev.ts that imports TypeScript from lib/ and says what it runs under.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from './tempDirs';

const LAUNCHER = path.resolve('scripts/dev.mjs');
let dir = '';

const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
};
const launchWith = (env: NodeJS.ProcessEnv, ...args: string[]) => spawnSync(process.execPath, [LAUNCHER, ...args], { cwd: dir, encoding: 'utf8', env });
const launch = (...args: string[]) => launchWith(process.env, ...args);
const built = () => fs.readdirSync(path.join(dir, '.next', 'cache', 'dev-server')).filter((file) => file.endsWith('.mjs'));

beforeEach(() => {
  dir = tempDir('dev-server-');
  write('lib/greeting.ts', "export const greeting = (name: string): string => 'served ' + name;\n");
  write(
    'scripts/dev.ts',
    [
      "import { greeting } from '../lib/greeting';",
      'const loaders = process.execArgv.filter((flag) => /import|require|loader/.test(flag));',
      "console.log(JSON.stringify({ said: greeting(process.argv[2] ?? ''), loaders, tsx: Object.keys(process.env).filter((k) => k.startsWith('TSX')) }));",
      '',
    ].join('\n'),
  );
});

describe('npm run dev', () => {
  test("runs the server's TypeScript on plain Node, with its arguments, and no loader in the process", () => {
    const run = launch('--hostname');
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual({ said: 'served --hostname', loaders: [], tsx: [] });
  });

  test('keeps one built server, named by its bytes: the same code twice is one file, a new version replaces it', () => {
    launch();
    const first = built();
    launch();
    expect(built()).toEqual(first);
    write('lib/greeting.ts', "export const greeting = (name: string): string => 'answered ' + name;\n");
    const run = launch('again');
    expect(JSON.parse(run.stdout).said).toBe('answered again');
    expect(built()).toHaveLength(1);
    expect(built()).not.toEqual(first);
  });

  test('a start with none of its files changed runs the kept build without starting esbuild; a changed file builds again', () => {
    launch();
    // An esbuild that cannot start (a file that is no program in its place): a start that builds fails, one that
    // runs the kept build does not.
    write('no-esbuild', 'not a program\n');
    const noEsbuild = (...args: string[]) => launchWith({ ...process.env, ESBUILD_BINARY_PATH: path.join(dir, 'no-esbuild') }, ...args);
    expect(JSON.parse(noEsbuild('kept').stdout).said).toBe('served kept');
    write('lib/greeting.ts', "export const greeting = (name: string): string => 'answered ' + name;\n");
    const changed = noEsbuild('changed');
    expect(changed.status).toBe(1);
    expect(changed.stderr).toContain("npm run dev: the dev server's code does not build");
    expect(JSON.parse(launch('changed').stdout).said).toBe('answered changed');
  });

  test("names the file and line of a mistake in the server's code, and starts nothing", () => {
    write('lib/greeting.ts', 'export const greeting = (name: string): string => name +;\n');
    const run = launch();
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain("npm run dev: the dev server's code does not build");
    expect(run.stderr).toMatch(/lib\/greeting\.ts:1:\d+/);
  });
});
