// `npm run dev` starts here: the dev server (scripts/dev.ts and the project modules it imports) is built into one ES
// module with esbuild and run in this process on plain Node, with no TypeScript loader. Under one (tsx), every module
// Next loads goes through the loader's hooks, in this process and in the worker Next forks on a start to list the
// pages' route params: that cost a restart about 0.7 s of its 3 s on a 2-core machine (bench/RESULTS.md). The build
// takes about a tenth of a second, and packages stay in node_modules, loaded as they are. A start with none of the
// server's files changed runs the build kept from the last one and loads no esbuild at all (0.2 to 0.3 s of a
// restart, measured with a browser starting beside it).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Where the built dev server is kept, one file per version of its code. */
export const DEV_SERVER_DIR = path.join('.next', 'cache', 'dev-server');

/** The record of the last build in DEV_SERVER_DIR: its file, and each project file it was built from by hash. */
const KEPT = 'kept.json';

/** Files a build depends on besides the ones it reads: esbuild's version, and how imports resolve. */
const SETTINGS = ['package-lock.json', 'tsconfig.json'];

const hashOf = (file) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/** Writes `file` under a temporary name, then renames it: a dev server starting beside this one never reads half. */
function writeWhole(file, data) {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, data);
  fs.renameSync(temporary, file);
}

/** The kept build's path, when every file it was built from is as it was then; undefined otherwise. */
function keptBuild(cwd) {
  const dir = path.join(cwd, DEV_SERVER_DIR);
  try {
    const { file, inputs } = JSON.parse(fs.readFileSync(path.join(dir, KEPT), 'utf8'));
    const built = path.join(dir, file);
    const same = Object.entries(inputs).every(([input, hash]) => hashOf(path.join(cwd, input)) === hash);
    return same && fs.existsSync(built) ? built : undefined;
  } catch {
    // No record, or a file it names is gone: build.
    return undefined;
  }
}

/**
 * Builds the dev server of the project at `cwd` and returns the built module's path. The file is named by its bytes:
 * two dev servers started at once in one project write the same file, and an older version is removed.
 */
export async function buildDevServer(cwd) {
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: cwd,
    entryPoints: [path.join(cwd, 'scripts', 'dev.ts')],
    bundle: true,
    // Packages load from node_modules as under Node: Next resolves its own modules by their place there.
    packages: 'external',
    format: 'esm',
    platform: 'node',
    target: 'node20',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].contents;
  const dir = path.join(cwd, DEV_SERVER_DIR);
  const name = `dev-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`;
  const file = path.join(dir, name);
  fs.mkdirSync(dir, { recursive: true });
  if (!fs.existsSync(file)) writeWhole(file, code);
  for (const other of fs.readdirSync(dir)) if (other !== name && other.endsWith('.mjs')) fs.rmSync(path.join(dir, other), { force: true });
  const inputs = Object.fromEntries(
    [...Object.keys(result.metafile.inputs), ...SETTINGS.filter((setting) => fs.existsSync(path.join(cwd, setting)))].map((input) => [
      input,
      hashOf(path.join(cwd, input)),
    ]),
  );
  writeWhole(path.join(dir, KEPT), JSON.stringify({ file: name, inputs }));
  return file;
}

/** The dev server's built module: the kept one when nothing it is made of changed, a new build otherwise. */
export async function devServerFile(cwd) {
  return keptBuild(cwd) ?? (await buildDevServer(cwd));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  let file;
  try {
    file = await devServerFile(process.cwd());
  } catch (error) {
    // esbuild's own message names the file and line of a mistake in the server's code.
    console.error(`npm run dev: the dev server's code does not build:\n${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  await import(pathToFileURL(file).href);
}
