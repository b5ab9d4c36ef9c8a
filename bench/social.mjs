// The link-preview images a build writes (out/social/*.png, lib/social.ts): how many, their bytes, and the seconds
// their rendering took in the build, as the route handler noted them in .next/cache/bulwark/social (wall-clock in
// the build's workers, so pages rendering alongside stretch it: an upper bound).
import fs from 'node:fs';
import path from 'node:path';

export function socialImages(out, root) {
  const dir = path.join(out, 'social');
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.png')) : [];
  const bytes = files.reduce((sum, f) => sum + fs.statSync(path.join(dir, f)).size, 0);
  const timings = path.join(root, '.next', 'cache', 'bulwark', 'social');
  const ms = fs.existsSync(timings)
    ? fs.readdirSync(timings).reduce((sum, f) => sum + (JSON.parse(fs.readFileSync(path.join(timings, f), 'utf8')).ms ?? 0), 0)
    : Number.NaN;
  return { count: files.length, bytes, seconds: ms / 1000 };
}
