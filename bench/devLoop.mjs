// The writer's loop under `npm run dev`, driven as a writer would, in a copy of the project: start `npm run dev`
// (PORT set), open a page in Chromium, save an edit and wait for the open tab to show it by itself, add a page and
// ask for it once, break a page's front matter and read the error while another page still answers, fix it, and use
// "View as Markdown" and Copy page. Used by tests/browser/dev-loop.test.ts (what happens) and `npm run bench` (how
// long: from the server being ready to the first page, from each save to the change shown).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { launchChromium } from '../scripts/chromium.mjs';
import { projectCopy } from './build.mjs';

const BASE = '/cpf-public';
const EDITED = 'content/overview/getting-started.mdx';
const ADDED = 'content/overview/dev-loop-added.mdx';
const OTHER = '/permissions-firewall/services/regions/';

async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Whether any process of the group led by `pid` still runs. */
function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Resolves with the milliseconds until `test(log)` holds for the server's output, or rejects after `limitMs`. */
function waitForLog(read, test, limitMs, what) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      if (test(read())) {
        clearInterval(timer);
        resolve(performance.now() - started);
      } else if (performance.now() - started > limitMs) {
        clearInterval(timer);
        reject(new Error(`dev server: ${what} did not happen within ${limitMs} ms`));
      }
    }, 20);
  });
}

/**
 * Runs the loop once. Returns the milliseconds of each step and what the writer saw: the broken page's status and
 * error text, the other page's status, the new page's status on its first request, the Markdown view and the copy.
 */
export async function devLoop(root, { limitMs = 120_000 } = {}) {
  const dir = projectCopy(root);
  const port = await freePort();
  const server = spawn('npm', ['run', 'dev', '--', '--hostname', '127.0.0.1'], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  server.stdout.on('data', (chunk) => (log += chunk));
  server.stderr.on('data', (chunk) => (log += chunk));
  const url = (route) => `http://127.0.0.1:${port}${BASE}${route}`;
  const write = (file, text) => fs.writeFileSync(path.join(dir, file), text);
  /** Saves `file` and resolves once the content step has it in the store (its log line), with the save's time. */
  const save = async (file, text) => {
    const seen = log.split(`${file} updated`).length;
    const saved = performance.now();
    write(file, text);
    await waitForLog(
      () => log,
      (l) => l.split(`${file} updated`).length > seen,
      limitMs,
      `the content step's update of ${file}`,
    );
    return saved;
  };
  const browser = await launchChromium();
  try {
    await waitForLog(
      () => log,
      (l) => /Ready in/.test(l),
      limitMs * 2,
      'start',
    );
    const ready = performance.now();
    const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    const tab = await context.newPage();
    const first = await tab.goto(url('/overview/getting-started/'), { timeout: limitMs * 2 });
    const firstPage = performance.now() - ready;
    if (first?.status() !== 200) throw new Error(`the first page answered ${first?.status()}`);
    await tab.waitForFunction(() => document.readyState === 'complete');

    // An edit, with the page open: it shows in the tab by itself.
    const edited = fs.readFileSync(path.join(dir, EDITED), 'utf8');
    const marker = `Dev loop marker ${Date.now()}`;
    // A mark in the tab's window: a reload would lose it, an update in place keeps it.
    await tab.evaluate(() => Object.assign(window, { devLoopMark: true }));
    const savedEdit = performance.now();
    write(EDITED, `${edited.trimEnd()}\n\n${marker}\n`);
    await tab.waitForFunction((m) => document.querySelector('main')?.textContent?.includes(m), marker, { timeout: limitMs });
    const edit = performance.now() - savedEdit;
    const reloaded = await tab.evaluate(() => !('devLoopMark' in window));

    // "View as Markdown" and Copy page, under the dev server.
    const markdownHref = await tab.locator('a.view-markdown').getAttribute('href');
    const markdown = await context.request.get(new URL(markdownHref, url('/')).href);
    await tab.getByRole('button', { name: 'Copy page' }).click();
    await tab.waitForFunction(() => document.querySelector('.copy-page')?.textContent === 'Copied', undefined, { timeout: limitMs });
    const copied = await tab.evaluate(() => navigator.clipboard.readText());

    // A new page: saved, then asked for once.
    const savedAdd = await save(ADDED, `---\ntitle: Added while writing\ndescription: A page the writer has just created.\n---\n\nNew page body.\n`);
    const added = await context.request.get(url('/overview/dev-loop-added/'));
    const addedText = await added.text();
    const add = performance.now() - savedAdd;

    // A mistake in its front matter: that page shows the mistake, the others keep working.
    await save(ADDED, `---\ntitle: "Added while writing\ndescription: A page the writer has just broken.\n---\n\nNew page body.\n`);
    const broken = await tab.goto(url('/overview/dev-loop-added/'));
    const mistakes = await tab.locator('[data-testid="content-mistakes"]').innerText();
    const other = await context.request.get(url(OTHER));

    // The fix, with the broken page open: the tab shows the page by itself.
    const savedFix = performance.now();
    write(ADDED, `---\ntitle: Fixed while writing\ndescription: A page the writer has just fixed.\n---\n\nNew page body.\n`);
    await tab.waitForFunction(() => document.querySelector('h1')?.textContent === 'Fixed while writing', undefined, { timeout: limitMs });
    const fix = performance.now() - savedFix;
    const fixed = await context.request.get(url('/overview/dev-loop-added/'));
    const fixedText = await fixed.text();
    return {
      ms: { firstPage, edit, add, fix },
      reloaded,
      markdown: { status: markdown.status(), type: markdown.headers()['content-type'], text: await markdown.text(), href: markdownHref },
      copied,
      added: { status: added.status(), text: addedText },
      broken: { status: broken?.status() ?? 0, text: mistakes },
      other: other.status(),
      fixed: { status: fixed.status(), text: fixedText },
      marker,
    };
  } catch (error) {
    throw new Error(`${error.message}\n--- dev server output ---\n${log.slice(-3000)}`);
  } finally {
    await browser.close();
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    // The whole process group (npm, the content watcher, Next and its workers) is gone before the copy is removed:
    // a dev server still writing its cache would leave folders that refuse to go.
    for (let waited = 0; waited < 10_000 && groupAlive(server.pid); waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
    server.stdout.destroy();
    server.stderr.destroy();
    fs.rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
}
