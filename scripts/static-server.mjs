// A small static server for the export: maps a mount path (the base path) onto out/, serves route/index.html for
// route/, answers unknown paths with out/404.html and status 404, gzips text, and sets the caching the real host
// uses (immutable for hashed assets, no-cache for HTML). Used by `npm run serve`, the browser tests and the bench.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml)|image\/svg)/;

/** The Content-Type of a file by its extension, as the real host sends it (`npm run dev` serves the step's files so). */
export function contentType(file) {
  return TYPES[path.extname(file)] ?? 'application/octet-stream';
}

function resolveFile(root, relative) {
  const target = path.normalize(path.join(root, relative));
  if (!target.startsWith(root)) return undefined; // path traversal
  try {
    const stat = fs.statSync(target);
    if (stat.isFile()) return { file: target };
    if (stat.isDirectory()) {
      const index = path.join(target, 'index.html');
      if (fs.existsSync(index)) return relative.endsWith('/') || relative === '' ? { file: index } : { redirect: true };
    }
  } catch {
    /* not found */
  }
  if (!relative.endsWith('/') && fs.existsSync(`${target}.html`)) return { file: `${target}.html` };
  return undefined;
}

/**
 * @param {{ root: string, mount?: string, gzip?: boolean, log?: boolean }} options mount is the URL prefix ('/cpf-public')
 */
export function createStaticServer({ root, mount = '/cpf-public', gzip = true, log = false }) {
  const absRoot = path.resolve(root);
  const prefix = mount.replace(/\/+$/, '');
  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      pathname = url.pathname;
    }
    const send = (status, file, extraHeaders = {}) => {
      const type = contentType(file);
      const body = fs.readFileSync(file);
      const headers = { 'Content-Type': type, 'X-Content-Type-Options': 'nosniff', ...extraHeaders };
      headers['Cache-Control'] = /\/_next\/static\//.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
      const wantsGzip = gzip && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '') && COMPRESSIBLE.test(type);
      const payload = wantsGzip ? zlib.gzipSync(body, { level: 9 }) : body;
      if (wantsGzip) headers['Content-Encoding'] = 'gzip';
      headers.Vary = 'Accept-Encoding';
      headers['Content-Length'] = payload.length;
      res.writeHead(status, headers);
      res.end(req.method === 'HEAD' ? undefined : payload);
      if (log) console.log(`${status} ${req.method} ${url.pathname}`);
    };
    const notFound = () => send(404, path.join(absRoot, '404.html'));
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' });
      res.end();
      return;
    }
    if (prefix && (pathname === '/' || pathname === '')) {
      res.writeHead(302, { Location: `${prefix}/` });
      res.end();
      return;
    }
    if (prefix && pathname !== prefix && !pathname.startsWith(`${prefix}/`)) return notFound();
    const relative = pathname.slice(prefix.length).replace(/^\/+/, '');
    const found = resolveFile(absRoot, relative);
    if (!found) return notFound();
    if (found.redirect) {
      res.writeHead(301, { Location: `${url.pathname}/${url.search}` });
      res.end();
      return;
    }
    send(200, found.file);
  });
}
