// `npm run dev`: the content step in watch mode (scripts/content/watch.ts) beside Next's dev server. The content is
// compiled before the server starts, so its first page has something to show; then every save is in the store, and
// on the open page, within about a second. Arguments go to `next dev`; PORT picks the port, as Next's own CLI has it.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { watchContent } from './content/watch';

/** Next's own command line, found from this project whether or not node_modules/.bin is on the PATH. */
const NEXT_CLI = createRequire(import.meta.url).resolve('next/dist/bin/next');

const started = performance.now();
const watcher = await watchContent();
console.log(`content: compiled in ${((performance.now() - started) / 1000).toFixed(1)} s; watching content/ and public/`);
const next = spawn(process.execPath, [NEXT_CLI, 'dev', ...process.argv.slice(2)], { stdio: 'inherit', env: process.env });
const stop = () => {
  next.kill('SIGTERM');
  void watcher.close();
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
next.once('exit', (code) => {
  void watcher.close().then(() => process.exit(code ?? 0));
});
