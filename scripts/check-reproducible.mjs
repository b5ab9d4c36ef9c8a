// Builds the site a second time from clean (run under tsx, as `npm run test:repro` does) and checks that the export is byte-identical to the one in out/
// (a stable build id and deterministic output, so a CDN never re-downloads what did not change).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { listFiles } from '../lib/files.ts';

function digest(dir) {
  return new Map(listFiles(dir).map((file) => [path.relative(dir, file), createHash('sha256').update(fs.readFileSync(file)).digest('hex')]));
}

if (!fs.existsSync('out/index.html')) throw new Error('out/ has no export: run `npm run build` first');
const first = digest('out');
// From clean: no Next cache, no export and no content store (the content step rebuilds it from the sources).
for (const dir of ['.next', 'out', '.content']) fs.rmSync(dir, { recursive: true, force: true });
const build = spawnSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
if (build.status !== 0) process.exit(build.status ?? 1);
const second = digest('out');
const differing = [...new Set([...first.keys(), ...second.keys()])].filter((f) => first.get(f) !== second.get(f)).sort();
if (differing.length > 0) {
  console.error(`reproducible build: FAILED, ${differing.length} of ${second.size} files differ between two clean builds:`);
  for (const f of differing.slice(0, 20)) console.error(`  ${f}`);
  process.exit(1);
}
console.log(`reproducible build: ${second.size} files byte-identical across two clean builds`);
