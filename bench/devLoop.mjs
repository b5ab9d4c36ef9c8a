// The writer's loop under `npm run dev`, driven as a writer would, in a copy of the project: start `npm run dev`
// (PORT set), open a page in Chromium, save an edit and wait for the open tab to show it by itself, add a page and
// ask for it once, break a page's front matter and read the error while another page still answers, fix it (the
// console stays clean), use "View as Markdown", Copy page and llms.txt, and start it again with nothing changed. Used
// by tests/browser/dev-loop.test.ts (what happens) and `npm run bench` (how long: from the command to the first page,
// from each save to the change shown).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { launchChromium } from '../scripts/chromium.mjs';
import { projectCopy } from './build.mjs';
import { DEV_EVENTS_PATH } from '../lib/devEvents.ts';

const BASE = '/cpf-public';
const EDITED = 'content/overview/getting-started.mdx';
const ADDED = 'content/overview/dev-loop-added.mdx';
const OTHER = '/permissions-firewall/services/regions/';
/** The manifest Next's dev server rewrites as a route's params change (a page added), read by every render. */
const MANIFEST = '.next/dev/prerender-manifest.json';
/** What the dev server says once it listens, while Next starts (scripts/dev.ts). */
const LISTENING = '- Listening at ';
/** Whether the server's output says it listens: the line above, or (a server that listens only then) Next's start. */
const listens = (log) => log.includes(LISTENING) || /Ready in/.test(log);
/** Next's trace of a dev session, written as the session ends. */
const TRACE = '.next/dev/trace';

/** A TCP port nothing listens on now. */
export async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Resolves with false once `ms` have passed: a deadline, as an event (AbortSignal.timeout), to race a wait against. */
const deadline = (ms) => new Promise((resolve) => AbortSignal.timeout(ms).addEventListener('abort', () => resolve(false), { once: true }));

/**
 * Runs the loop once. Returns the milliseconds of each step and what the writer saw: the broken page's status and
 * error text, the other page's status, the new page's status on its first request, the Markdown view and the copy.
 */
export async function devLoop(root, { limitMs = 120_000 } = {}) {
  const dir = projectCopy(root);
  const port = await freePort();
  const startServer = () => {
    const server = spawn('npm', ['run', 'dev', '--', '--hostname', '127.0.0.1'], {
      cwd: dir,
      env: { ...process.env, PORT: String(port), NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'development' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    // 'close': the pipes are closed, so every process that held them (npm, the dev server and its workers) has exited.
    const closed = new Promise((resolve) => server.once('close', resolve));
    const state = { server, closed, log: '', exited: '' };
    server.stdout.on('data', (chunk) => {
      state.log += chunk;
      heard();
    });
    server.stderr.on('data', (chunk) => {
      state.log += chunk;
      heard();
    });
    server.once('exit', (code, signal) => {
      state.exited = signal ?? `code ${code}`;
      heard();
    });
    return state;
  };
  /** Those waiting on the server's output: each runs on every piece of it and when the server exits. */
  const listeners = new Set();
  const heard = () => {
    for (const listener of listeners) listener();
  };
  /** Stops the server's whole process group and waits until it is gone; one that ignores SIGTERM is killed. */
  const stopServer = async ({ server, closed }) => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    if ((await Promise.race([closed.then(() => true), deadline(30_000)])) === false) {
      try {
        process.kill(-server.pid, 'SIGKILL');
      } catch {
        // gone meanwhile
      }
      await closed;
    }
  };
  let started = performance.now();
  let running = startServer();
  /**
   * Resolves with what `check()` returns once it returns something other than undefined; rejects with what it throws,
   * or after `limit` ms with `what` did not happen. It runs now and each time the watch that `subscribe(check)` starts
   * calls it; `subscribe` returns what stops that watch.
   */
  const until = (check, subscribe, limit, what) =>
    new Promise((resolve, reject) => {
      const timeout = AbortSignal.timeout(limit);
      let done = false;
      let unsubscribe = () => undefined;
      const finish = (settle) => {
        if (done) return;
        done = true;
        unsubscribe();
        timeout.removeEventListener('abort', late);
        settle();
      };
      const run = () => {
        try {
          const value = check();
          if (value !== undefined) finish(() => resolve(value));
        } catch (error) {
          finish(() => reject(error));
        }
      };
      const late = () => finish(() => reject(new Error(`dev server: ${what} did not happen within ${limit} ms`)));
      timeout.addEventListener('abort', late, { once: true });
      unsubscribe = subscribe(run);
      run();
    });
  /**
   * Resolves with the milliseconds until `test(log)` holds for the server's output (checked as each piece arrives);
   * rejects as soon as the server exits without it, or after `limit` ms.
   */
  const waitForLog = (test, limit, what) => {
    const since = performance.now();
    return until(
      () => {
        if (test(running.log)) return performance.now() - since;
        if (running.exited) throw new Error(`dev server: exited (${running.exited}) before ${what}`);
        return undefined;
      },
      (run) => {
        listeners.add(run);
        return () => listeners.delete(run);
      },
      limit,
      what,
    );
  };
  /** The inode of a file of the copy (0 when there is none): a rename over the file gives it a new one. */
  const inodeOf = (file) => fs.statSync(path.join(dir, file), { throwIfNoEntry: false })?.ino ?? 0;
  /** Resolves once `test(text)` holds for the file's text, checked at each change in its folder; rejects after `limit` ms. */
  const fileHolds = (file, test, limit, what) => {
    const full = path.join(dir, file);
    return until(
      () => (test(fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : '') ? true : undefined),
      (run) => {
        const watcher = fs.watch(path.dirname(full));
        watcher.on('change', run);
        return () => watcher.close();
      },
      limit,
      what,
    );
  };
  const url = (route) => `http://127.0.0.1:${port}${BASE}${route}`;
  const write = (file, text) => fs.writeFileSync(path.join(dir, file), text);
  /** Saves `file` and resolves, with the save's time, once the content step has it in the store (its log line). */
  const save = async (file, text) => {
    const seen = running.log.split(`${file} updated`).length;
    const saved = performance.now();
    write(file, text);
    await waitForLog((l) => l.split(`${file} updated`).length > seen, limitMs, `the content step's update of ${file}`);
    return saved;
  };
  /** Resolves once the page open in `tab` will show a save by itself: enhanced, and listening for the store's changes. */
  const live = (tab) =>
    tab.waitForFunction(() => document.documentElement.dataset.enhanced === 'true' && document.documentElement.dataset.devRefresh === 'connected', undefined, {
      timeout: limitMs,
    });
  const browser = await launchChromium();
  try {
    // A laptop's window: the sidebar shows, and Next's dev badge sits in a corner of it.
    const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'], viewport: { width: 1280, height: 800 } });
    const tab = await context.newPage();
    // The command to the first page, asked for as soon as the server listens (before Next has started): its request
    // waits for Next and for its page.
    await waitForLog(listens, limitMs * 2, 'start');
    const first = await tab.goto(url('/overview/getting-started/'), { timeout: limitMs * 2 });
    const firstPage = performance.now() - started;
    if (first?.status() !== 200) throw new Error(`the first page answered ${first?.status()}`);
    await live(tab);
    // Next's dev badge, once it shows, covers no entry of the sidebar (on Regions the sidebar fills the window).
    const long = await context.newPage();
    await long.goto(url(OTHER));
    await long.waitForFunction(() => !!document.querySelector('nextjs-portal')?.shadowRoot?.querySelector('#devtools-indicator'), undefined, {
      timeout: limitMs,
    });
    const badgeCovers = await long.evaluate(() => {
      const badge = document.querySelector('nextjs-portal').shadowRoot.querySelector('#devtools-indicator').getBoundingClientRect();
      return [...document.querySelectorAll('#sidebar a, #sidebar summary')]
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return r.width > 0 && r.left < badge.right && r.right > badge.left && r.top < badge.bottom && r.bottom > badge.top;
        })
        .map((el) => el.textContent.trim());
    });
    await long.close();

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

    // A save made before a tab listens for changes (a writer saving the moment a cold server shows the page): the
    // tab's request for the change events is held until the content step has the save, and the tab then catches up.
    const late = await context.newPage();
    let release = () => undefined;
    const held = new Promise((resolve) => {
      release = resolve;
    });
    await late.route(`**${BASE}${DEV_EVENTS_PATH}`, async (route) => {
      await held;
      await route.continue();
    });
    await late.goto(url('/overview/getting-started/'));
    await late.waitForFunction(() => document.documentElement.dataset.enhanced === 'true', undefined, { timeout: limitMs });
    const lateMarker = `${marker} Saved before the tab listened.`;
    await save(EDITED, `${edited.trimEnd()}\n\n${lateMarker}\n`);
    release();
    const caughtUp = await late
      .waitForFunction((m) => document.querySelector('main')?.textContent?.includes(m), lateMarker, { timeout: limitMs })
      .then(
        () => true,
        () => false,
      );
    await late.close();

    // "View as Markdown" and Copy page, under the dev server.
    const markdownHref = await tab.locator('a.view-markdown').getAttribute('href');
    const markdownResponse = await context.request.get(new URL(markdownHref, url('/')).href);
    const markdown = {
      status: markdownResponse.status(),
      type: markdownResponse.headers()['content-type'],
      text: await markdownResponse.text(),
      href: markdownHref,
    };
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

    // A new page: saved, then asked for once. Next lists it in its prerender manifest, which every render reads: the
    // file is replaced by a rename (scripts/atomicWrites.ts), never emptied and rewritten under a render.
    const manifestBefore = inodeOf(MANIFEST);
    const savedAdd = await save(ADDED, `---\ntitle: Added while writing\ndescription: A page the writer has just created.\n---\n\nNew page body.\n`);
    const addedResponse = await context.request.get(url('/overview/dev-loop-added/'));
    const added = { status: addedResponse.status(), text: await addedResponse.text() };
    await fileHolds(MANIFEST, (text) => text.includes('/overview/dev-loop-added'), limitMs, 'the prerender manifest listing the new page');
    const manifestReplaced = inodeOf(MANIFEST) !== manifestBefore;
    const add = performance.now() - savedAdd;

    // A mistake in its front matter: that page shows the mistake, the others keep working.
    await save(ADDED, `---\ntitle: "Added while writing\ndescription: A page the writer has just broken.\n---\n\nNew page body.\n`);
    const broken = await tab.goto(url('/overview/dev-loop-added/'));
    await live(tab);
    const mistakes = await tab.locator('[data-testid="content-mistakes"]').innerText();
    const other = (await context.request.get(url(OTHER))).status();

    // The fix, with the broken page open: the tab shows the page by itself, and its console stays clean.
    const consoleAfterFix = [];
    tab.on('console', (m) => m.type() === 'error' && consoleAfterFix.push(m.text()));
    tab.on('pageerror', (e) => consoleAfterFix.push(e.message));
    const savedFix = performance.now();
    write(ADDED, `---\ntitle: Fixed while writing\ndescription: A page the writer has just fixed.\n---\n\nNew page body.\n`);
    await tab.waitForFunction(() => document.querySelector('h1')?.textContent === 'Fixed while writing', undefined, { timeout: limitMs });
    const fix = performance.now() - savedFix;
    // The fixed page's scripts have all run once its islands are ready again.
    await tab.waitForFunction(() => document.querySelectorAll('[data-ready="false"], [aria-busy="true"]').length === 0, undefined, { timeout: limitMs });
    const fixedResponse = await context.request.get(url('/overview/dev-loop-added/'));
    const fixed = { status: fixedResponse.status(), text: await fixedResponse.text() };
    const served = {};
    for (const file of ['/llms.txt', '/llms-full.txt', '/nav.json', '/social/index.png']) {
      const response = await context.request.get(url(file));
      served[file] = `${response.status()} ${response.headers()['content-type']}`;
    }
    await context.close();

    // Started again with nothing changed: the content step compiles no page and says so. The stop waited for
    // Turbopack to write its cache, which Next's trace of the session records.
    await stopServer(running);
    const persisted = /"name":"turbopack-persistence"/.test(fs.readFileSync(path.join(dir, TRACE), 'utf8'));
    started = performance.now();
    running = startServer();
    await waitForLog(listens, limitMs * 2, 'the restart');
    const again = await fetch(url('/overview/getting-started/'));
    const restart = performance.now() - started;
    // The server listened before Next was ready: the page asked for meanwhile waited for it, not refused.
    const listenedFirst = running.log.includes(LISTENING) && running.log.indexOf(LISTENING) < running.log.indexOf('Ready in');
    const restartSaid = running.log.split('\n').find((line) => line.startsWith('content: ')) ?? '';
    // A failed answer brings what explains it (its body and the server's output), so the test's diff can be read.
    const restartFailure = again.status === 200 ? {} : { body: (await again.text()).slice(0, 2000), log: running.log.slice(-3000) };
    return {
      ms: { firstPage, edit, add, fix, restart },
      badgeCovers,
      manifestReplaced,
      caughtUp,
      persisted,
      restart: { status: again.status, said: restartSaid, listenedFirst, ...restartFailure },
      consoleAfterFix,
      served,
      reloaded,
      markdown,
      copied,
      added,
      broken: { status: broken?.status() ?? 0, text: mistakes },
      other,
      fixed,
      marker,
    };
  } catch (error) {
    throw new Error(`${error.message}\n--- dev server output ---\n${running.log.slice(-3000)}`);
  } finally {
    await browser.close();
    // The whole process group is gone before the copy is removed: a dev server still writing its cache would leave
    // folders that refuse to go.
    await stopServer(running);
    fs.rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
}
