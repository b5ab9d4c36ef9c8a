// The export's build id: a hash of what it is made from, so two builds of the same sources are byte-identical (a CDN
// re-downloads nothing that did not change) while any change gets a new id. The content store's key stands for every
// page, diagram and image as the content step's cache keys made them (scripts/content/sources.ts: each part's source
// and exactly the code it depends on, the lockfile, the settings, the site's origin); the rest is what Next compiles.
import fs from 'node:fs';
import path from 'node:path';
import { STORE_FILES, storeDir } from './content/store';
import { hashFiles } from './files';

/** What Next compiles besides the content store. */
export const NEXT_SOURCES = ['app', 'components', 'lib', 'public', 'next.config.ts', 'package-lock.json', 'tsconfig.json'] as const;

export function buildId(cwd: string): string {
  const site = path.join(storeDir(cwd, 'build'), STORE_FILES.site);
  const storeKey = fs.existsSync(site) ? (JSON.parse(fs.readFileSync(site, 'utf8')) as { key: string }).key : 'no content store';
  return hashFiles(cwd, NEXT_SOURCES, 20, [storeKey, `SITE_URL=${process.env.SITE_URL ?? ''}`]);
}
