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

/** Where the page of `next dev` (Turbopack) keeps its live-update socket, under the base path. */
const LIVE_UPDATES = `${BASE}/_next/hmr`;

/** Resolves with false once `ms` have passed: a deadline, as an event (AbortSignal.timeout), to race a wait against. */
const deadline = (ms) => new Promise((resolve) => AbortSignal.timeout(ms).addEventListener('abort', () => resolve(false), { once: true }));

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
  // 'close': the pipes are closed, so every process that held them (npm, the content watcher, Next and its workers)
  // has exited.
  const closed = new Promise((resolve) => server.once('close', resolve));
  let log = '';
  let exited = '';
  /** Those waiting on the server's output: each runs on every piece of it and when the server exits. */
  const listeners = new Set();
  const heard = () => {
    for (const listener of listeners) listener();
  };
  const onData = (chunk) => {
    log += chunk;
    heard();
  };
  server.stdout.on('data', onData);
  server.stderr.on('data', onData);
  server.once('exit', (code, signal) => {
    exited = signal ?? `code ${code}`;
    heard();
  });
  /**
   * Resolves with the milliseconds until `test(log)` holds for the server's output (checked as each piece arrives);
   * rejects as soon as the server exits without it, or after `limit` ms.
   */
  const waitForLog = (test, limit, what) => {
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const timeout = AbortSignal.timeout(limit);
      const finish = (settle) => {
        listeners.delete(check);
        timeout.removeEventListener('abort', late);
        settle();
      };
      const check = () => {
        if (test(log)) finish(() => resolve(performance.now() - started));
        else if (exited) finish(() => reject(new Error(`dev server: exited (${exited}) before ${what}`)));
      };
      const late = () => finish(() => reject(new Error(`dev server: ${what} did not happen within ${limit} ms`)));
      timeout.addEventListener('abort', late, { once: true });
      listeners.add(check);
      check();
    });
  };
  const url = (route) => `http://127.0.0.1:${port}${BASE}${route}`;
  const write = (file, text) => fs.writeFileSync(path.join(dir, file), text);
  /** The first message of `type` the dev server sends on the live-update `socket` from now on. */
  const message = (socket, type) => {
    const received = socket.waitForEvent('framereceived', { predicate: (frame) => String(frame.payload).includes(`"type":"${type}"`), timeout: limitMs });
    received.catch(() => undefined);
    return received;
  };
  /**
   * Saves `file` and resolves, with the save's time, once the content step has it in the store (its log line) and the
   * dev server has taken the new store in: it tells the open page (on its live-update `socket`) that server code
   * changed. Until then it may still serve the store as it was (a new page would answer 404).
   */
  const save = async (socket, file, text) => {
    const seen = log.split(`${file} updated`).length;
    const taken = message(socket, 'serverComponentChanges');
    const saved = performance.now();
    write(file, text);
    await waitForLog((l) => l.split(`${file} updated`).length > seen, limitMs, `the content step's update of ${file}`);
    await taken;
    return saved;
  };
  /**
   * Call before `tab` opens a page; the function it returns resolves, with the page's dev live-update socket, once
   * the page can show a save by itself: the socket connected (the server's greeting on it received) and the page
   * enhanced.
   */
  const liveUpdates = (tab) => {
    let greeted;
    const socket = tab.waitForEvent('websocket', {
      predicate: (ws) => {
        if (new URL(ws.url()).pathname !== LIVE_UPDATES) return false;
        // Listening from the moment the socket exists: the server greets it as soon as it connects.
        greeted = message(ws, 'turbopack-connected');
        return true;
      },
      timeout: limitMs * 2,
    });
    socket.catch(() => undefined);
    return async () => {
      const ws = await socket;
      await greeted;
      await tab.waitForFunction(() => document.documentElement.dataset.enhanced === 'true', undefined, { timeout: limitMs });
      return ws;
    };
  };
  const browser = await launchChromium();
  try {
    await waitForLog((l) => /Ready in/.test(l), limitMs * 2, 'start');
    const ready = performance.now();
    const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    const tab = await context.newPage();
    const firstLive = liveUpdates(tab);
    const first = await tab.goto(url('/overview/getting-started/'), { timeout: limitMs * 2 });
    const firstPage = performance.now() - ready;
    if (first?.status() !== 200) throw new Error(`the first page answered ${first?.status()}`);
    const socket = await firstLive();

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
    // "Copied" shows for 2 s: watched for from before the click, so a slow read cannot miss it.
    await tab.evaluate(() => {
      const button = document.querySelector('.copy-page');
      const observer = new MutationObserver(() => {
        if (button.textContent !== 'Copied' && button.textContent !== 'Copy failed') return;
        observer.disconnect();
        Object.assign(window, { copyPageSaid: button.textContent });
      });
      observer.observe(button, { subtree: true, childList: true, characterData: true });
    });
    await tab.getByRole('button', { name: 'Copy page' }).click();
    const said = await (await tab.waitForFunction(() => window.copyPageSaid, undefined, { timeout: limitMs })).jsonValue();
    if (said !== 'Copied') throw new Error(`Copy page said "${said}"`);
    const copied = await tab.evaluate(() => navigator.clipboard.readText());

    // A new page: saved, then asked for once.
    const savedAdd = await save(socket, ADDED, `---\ntitle: Added while writing\ndescription: A page the writer has just created.\n---\n\nNew page body.\n`);
    const added = await context.request.get(url('/overview/dev-loop-added/'));
    const addedText = await added.text();
    const add = performance.now() - savedAdd;

    // A mistake in its front matter: that page shows the mistake, the others keep working.
    await save(socket, ADDED, `---\ntitle: "Added while writing\ndescription: A page the writer has just broken.\n---\n\nNew page body.\n`);
    const brokenLive = liveUpdates(tab);
    const broken = await tab.goto(url('/overview/dev-loop-added/'));
    await brokenLive();
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
    // a dev server still writing its cache would leave folders that refuse to go. One that ignores SIGTERM is killed.
    if ((await Promise.race([closed.then(() => true), deadline(30_000)])) === false) {
      try {
        process.kill(-server.pid, 'SIGKILL');
      } catch {
        // gone meanwhile
      }
      await closed;
    }
    fs.rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
}
