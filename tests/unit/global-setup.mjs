// The unit tests read the site as the routes do, from the content store: bring it up to date first (the content step,
// which says "up to date" at once when nothing changed since the last run).
import { spawnSync } from 'node:child_process';

export default function globalSetup() {
  const run = spawnSync('npx', ['tsx', 'scripts/content/main.ts'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (run.status !== 0) throw new Error('The content step failed (see above): the unit tests need the content store.');
}
