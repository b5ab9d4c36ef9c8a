// The writer's loop under `npm run dev`, driven as a writer would: in a copy of the project, start the dev server,
// then edit a page, add a page, break a page's front matter and fix it, each time polling what the server serves
// until the change shows. Used by tests/browser/dev-loop.test.ts (what is served) and `npm run bench` (how long from
// save to the changed page).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { projectCopy } from './build.mjs';

const BASE = '/cpf-public';
const EDITED = 'content/overview/getting-started.mdx';
const ADDED = 'content/overview/dev-loop-added.mdx';

async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Polls `url` until `ready(status, text)` holds; returns the milliseconds it took, or throws after `limitMs`. */
async function until(url, ready, limitMs, what) {
  const started = performance.now();
  let last = 'no answer';
  while (performance.now() - started < limitMs) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(limitMs) });
      const text = await response.text();
      if (ready(response.status, text)) return performance.now() - started;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`dev server: ${what} did not show within ${limitMs} ms (last: ${last})`);
}

/**
 * Runs the loop once; returns each step's milliseconds from the file's save to the server serving the change, and
 * what the broken front matter's error page said about the file.
 */
export async function devLoop(root, { limitMs = 120_000 } = {}) {
  const dir = projectCopy(root);
  const port = await freePort();
  const server = spawn(path.join(dir, 'node_modules', '.bin', 'next'), ['dev', '--port', String(port), '--hostname', '127.0.0.1'], {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  server.stdout.on('data', (chunk) => (log += chunk));
  server.stderr.on('data', (chunk) => (log += chunk));
  const url = (route) => `http://127.0.0.1:${port}${BASE}${route}`;
  const write = (file, text) => fs.writeFileSync(path.join(dir, file), text);
  try {
    const edited = fs.readFileSync(path.join(dir, EDITED), 'utf8');
    const firstPage = await until(url('/overview/getting-started/'), (status) => status === 200, limitMs * 2, 'the first page');

    const marker = `Dev loop marker ${Date.now()}`;
    write(EDITED, `${edited.trimEnd()}\n\n${marker}\n`);
    const edit = await until(url('/overview/getting-started/'), (status, text) => status === 200 && text.includes(marker), limitMs, 'an edit');
    const editMarkdown = await until(url('/markdown/overview/getting-started.md'), (status, text) => status === 200 && text.includes(marker), limitMs, "an edit's Markdown copy");

    write(ADDED, `---\ntitle: Added while writing\ndescription: A page the writer has just created.\n---\n\nNew page body.\n`);
    const added = await until(url('/overview/dev-loop-added/'), (status, text) => status === 200 && text.includes('Added while writing'), limitMs, 'a new page');

    write(ADDED, `---\ntitle: Added while writing\ndescription: A page the writer has just broken.\nsidebar_position: first\n---\n\nNew page body.\n`);
    let errorPage = '';
    const broken = await until(
      url('/overview/dev-loop-added/'),
      (status, text) => {
        errorPage = text;
        return status >= 500 && text.includes('dev-loop-added.mdx');
      },
      limitMs,
      'a broken front matter error',
    );

    write(ADDED, `---\ntitle: Fixed while writing\ndescription: A page the writer has just fixed.\n---\n\nNew page body.\n`);
    const fixed = await until(url('/overview/dev-loop-added/'), (status, text) => status === 200 && text.includes('Fixed while writing'), limitMs, 'a fixed page');
    return { firstPage, edit, editMarkdown, added, broken, fixed, errorPage };
  } catch (error) {
    throw new Error(`${error.message}\n--- dev server output ---\n${log.slice(-3000)}`);
  } finally {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
