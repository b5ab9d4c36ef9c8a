// `npm run dev` (started by scripts/dev.mjs, which builds this file for plain Node): Next's dev server and the
// content step (scripts/content/watch.ts) in one process. Next starts while the step brings the dev store up to date,
// and a page's request waits for the store, its own page compiled first (on a cold start, for that page alone).
// The files the step writes to be served as they are (each page's Markdown copy, llms.txt, llms-full.txt, nav.json,
// the link-preview images) answer at the same URLs as in the export. After each change to the store, the open tabs
// are told (a server-sent event that components/layout/DevRefresh.tsx listens to) and refresh in place.
//
// PORT picks the port, as with `next dev`; `--hostname` (or HOSTNAME) the address.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { DEV_EVENTS_PATH } from '../lib/devEvents';
import { PUBLIC_DIR, readStoreVersion, storeDir } from '../lib/content/store';
import { site } from '../lib/site';
import { atomicWritesBelow } from './atomicWrites';
import { contentType } from './static-server.mjs';
import { watchContent } from './content/watch';

const started = performance.now();
const cwd = process.cwd();
const argument = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const port = Number(process.env.PORT ?? argument('port') ?? 3000);
const hostname = argument('hostname') ?? process.env.HOSTNAME ?? 'localhost';
const served = path.join(storeDir(cwd, 'dev'), PUBLIC_DIR);
const base = site.basePath;

// Next's dev server rewrites its prerender manifest while renders read it: those writes become renames
// (scripts/atomicWrites.ts), or a page asked for at that moment answers 500.
atomicWritesBelow(path.join(cwd, '.next'));

// A stop (Ctrl-C, SIGTERM) waits for Turbopack to write what it compiled into its cache (.next/dev/cache), a fraction
// of a second, instead of leaving it to whatever it wrote while idle: the next start then compiles the pages' route
// from the cache (about 1.1 s here) instead of mostly again (2.3 s after a busy session). Next's own flag for it.
process.env.__NEXT_DEV_WAIT_FOR_TURBOPACK_SHUTDOWN = '1';

/** The header of the dev server's own first request, which compiles the pages' route while the content step works. */
const WARM_UP = 'x-bulwark-warm-up';

/** A file the content step wrote to be served as it is, for a path below the base path; undefined for anything else. */
function servedFile(pathname: string): string | undefined {
  if (!pathname.startsWith(`${base}/`)) return undefined;
  let relative: string;
  try {
    relative = decodeURIComponent(pathname.slice(base.length + 1));
  } catch {
    return undefined;
  }
  const file = path.join(served, relative);
  return file.startsWith(served + path.sep) && path.extname(file) !== '' && fs.statSync(file, { throwIfNoEntry: false })?.isFile() ? file : undefined;
}

/** The tabs listening for changes of the store. */
const listeners = new Set<http.ServerResponse>();

/** A page's request (a path without an extension below the base path), not the server's own warm-up. */
function isPage(request: http.IncomingMessage): boolean {
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !request.headers[WARM_UP] &&
    pathname.startsWith(base) &&
    path.extname(pathname) === '' &&
    !pathname.startsWith(`${base}/_next/`) &&
    pathname !== `${base}${DEV_EVENTS_PATH}`
  );
}

// The server listens before Next has loaded: a tab opened or reloaded while the server starts waits for its page
// (each request below waits for Next's start) instead of failing to connect, and a port another server holds is said
// at once.
const server = http.createServer((request, response) => {
  void answer(request, response).catch((error: unknown) => {
    console.error(error);
    if (!response.headersSent) response.writeHead(500);
    response.end();
  });
});

async function answer(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
  if (pathname === `${base}${DEV_EVENTS_PATH}`) {
    response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
    // The store's version now: a tab rendered from an older one refreshes (components/layout/DevRefresh.tsx).
    response.write(`: connected\n\nevent: version\ndata: ${readStoreVersion(storeDir(cwd, 'dev'))}\n\n`);
    listeners.add(response);
    request.once('close', () => listeners.delete(response));
    return;
  }
  if ((request.method === 'GET' || request.method === 'HEAD') && !request.headers[WARM_UP]) {
    // A page waits for the pass under way, its own page compiled first (on a cold start, only until that page is
    // served); a served file waits for the whole pass, so what it reads is as fresh as the page.
    if (isPage(request)) await (await starting).ready(pathname.slice(base.length).replace(/\/$/, '') || '/');
    else if (pathname.startsWith(`${base}/`) && !pathname.startsWith(`${base}/_next/`)) await (await starting).settled();
    const file = servedFile(pathname);
    if (file) {
      const body = fs.readFileSync(file);
      response.writeHead(200, { 'Content-Type': contentType(file), 'Content-Length': body.length, 'Cache-Control': 'no-store' });
      response.end(request.method === 'HEAD' ? undefined : body);
      return;
    }
  }
  await (await nextStarted).handle(request, response);
}

// A port another server holds is said in one line, and this one stops (it would otherwise run on, serving nothing).
const listening = new Promise<void>((resolve, reject) => {
  server.once('error', reject);
  server.listen(port, hostname, () => {
    server.off('error', reject);
    resolve();
  });
}).catch((error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `✗ Port ${port} on ${hostname} is in use: stop the server that holds it, or start this one on another port (PORT=${port + 1} npm run dev).`
      : `✗ Cannot listen on ${hostname}:${port}: ${error.message}`,
  );
  process.exit(1);
});
void listening.then(() =>
  console.log(`- Listening at http://${hostname}:${port}${base}/ while Next starts: a page asked for now is answered once it is ready.`),
);

// Once the port is this server's, the content step starts, then Next loads and starts beside it. Every request but
// the warm-up waits for the step. On a cold start the step makes only the pages asked for until Next has compiled the
// pages' route (the warm-up request below): work beside that compile slows it by more than the work takes.
let routeCompiled = () => {};
const compiled = new Promise<void>((resolve) => (routeCompiled = resolve));
const starting = listening.then(() => watchContent(cwd, console.log, { deferUntil: compiled }));
starting.catch((error: unknown) => {
  console.error(`content: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
void starting.then((content) =>
  content.onChange((result) => {
    const data = JSON.stringify({ written: result.written.length });
    for (const response of listeners) response.write(`event: content\ndata: ${data}\n\n`);
  }),
);
const nextStarted = listening.then(async () => {
  const { default: next } = await import('next');
  const app = next({ dev: true, dir: cwd, hostname, port, httpServer: server, turbopack: true });
  await app.prepare();
  return { app, handle: app.getRequestHandler() };
});
const { app } = await nextStarted;
console.log(`✓ Ready in ${((performance.now() - started) / 1000).toFixed(1)} s: http://${hostname}:${port}${base}/`);
// A path no page has, asked for at once: Next compiles the pages' route (and its not-found page) now, while the
// content step works, instead of when the writer's first page is asked for. Its answer is not read; its end tells a
// cold start's content step that Next has compiled, and the rest of its first pass may run.
fetch(`http://${hostname}:${port}${base}/_content/warm-up/`, { headers: { [WARM_UP]: '1' } })
  .then((response) => response.arrayBuffer())
  .catch(() => undefined)
  .finally(routeCompiled);

const stop = async () => {
  // A cold start's held pass goes on (the step finishes what it writes), whatever became of the warm-up.
  routeCompiled();
  for (const response of listeners) response.end();
  server.close();
  await Promise.allSettled([starting.then((content) => content.close()), app.close()]);
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
