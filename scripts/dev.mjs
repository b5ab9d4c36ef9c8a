// `npm run dev` starts here: the dev server (scripts/dev.ts and the project modules it imports) is built into one ES
// module with esbuild and run in this process on plain Node, with no TypeScript loader. Under one (tsx), every module
// Next loads goes through the loader's hooks, in this process and in the worker Next forks on a start to list the
// pages' route params: that cost a restart about 0.7 s of its 3 s on a 2-core machine (bench/RESULTS.md). The build
// takes about a tenth of a second, and packages stay in node_modules, loaded as they are.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/** Where the built dev server is kept, one file per version of its code. */
export const DEV_SERVER_DIR = path.join('.next', 'cache', 'dev-server');

/**
 * Builds the dev server of the project at `cwd` and returns the built module's path. The file is named by its bytes:
 * two dev servers started at once in one project write the same file, and an older version is removed.
 */
export async function buildDevServer(cwd) {
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
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].contents;
  const dir = path.join(cwd, DEV_SERVER_DIR);
  const name = `dev-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`;
  const file = path.join(dir, name);
  fs.mkdirSync(dir, { recursive: true });
  if (!fs.existsSync(file)) {
    const temporary = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, code);
    fs.renameSync(temporary, file);
  }
  for (const other of fs.readdirSync(dir)) if (other !== name && other.endsWith('.mjs')) fs.rmSync(path.join(dir, other), { force: true });
  return file;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  let file;
  try {
    file = await buildDevServer(process.cwd());
  } catch (error) {
    // esbuild's own message names the file and line of a mistake in the server's code.
    console.error(`npm run dev: the dev server's code does not build:\n${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  await import(pathToFileURL(file).href);
}
