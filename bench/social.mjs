// The link-preview images a build writes (out/social/*.png, lib/social.ts): how many and their bytes. The time their
// rendering took is the "link-preview images" step of the build's timings (lib/buildTimings.ts).
import fs from 'node:fs';
import path from 'node:path';

export function socialImages(out) {
  const dir = path.join(out, 'social');
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.png')) : [];
  const bytes = files.reduce((sum, f) => sum + fs.statSync(path.join(dir, f)).size, 0);
  return { count: files.length, bytes };
}
