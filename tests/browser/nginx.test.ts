// deploy/nginx.conf, run for real: Debian's nginx on a loopback port serving the export, checked for security
// headers, caching and the 404 page.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

describe('deploy/nginx.conf', () => {
  let nginx: ChildProcess | undefined;
  let base = '';
  let dir = '';

  beforeAll(async () => {
    if (!NGINX) throw new Error('nginx is not installed: `apt-get install -y nginx` (.ci/run does this)');
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bulwark-nginx-'));
    const webRoot = path.join(dir, 'www');
    fs.mkdirSync(webRoot);
    fs.symlinkSync(path.resolve('out'), path.join(webRoot, 'cpf-public'));
    const port = await freePort();
    const server = fs
      .readFileSync('deploy/nginx.conf', 'utf8')
      .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
      .replace(/root \/var\/www\/bulwark-docs;/, `root ${webRoot};`);
    expect(server).toContain(`listen 127.0.0.1:${port};`);
    fs.writeFileSync(path.join(dir, 'server.conf'), server);
    const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
    fs.writeFileSync(
      path.join(dir, 'nginx.conf'),
      `daemon off; master_process off; pid ${dir}/nginx.pid; error_log ${dir}/error.log warn;
events {}
http { include /etc/nginx/mime.types; default_type application/octet-stream; access_log off; disable_symlinks off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join(' ')}
  include ${dir}/server.conf; }`,
    );
    const check = spawnSync(NGINX, ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf')], { encoding: 'utf8' });
    expect(check.status === 0 ? 'ok' : check.stderr).toBe('ok');
    base = `http://127.0.0.1:${port}`;
    // nginx opens its listening sockets before it writes its pid file: once the file is there, it answers.
    const pidFile = path.join(dir, 'nginx.pid');
    const watcher = fs.watch(dir);
    const started = new Promise<void>((resolve, reject) => {
      watcher.on('change', () => fs.existsSync(pidFile) && resolve());
      nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'ignore' });
      nginx.once('exit', (code) => reject(new Error(`nginx exited (${code}): ${fs.readFileSync(path.join(dir, 'error.log'), 'utf8')}`)));
    });
    try {
      await started;
    } finally {
      watcher.close();
    }
  });

  afterAll(async () => {
    // nginx is gone before its folder (its temp paths and log) is removed.
    if (nginx && nginx.exitCode === null && nginx.signalCode === null) {
      const exited = new Promise((resolve) => nginx?.once('exit', resolve));
      nginx.kill();
      await exited;
    }
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  test('pages carry the security headers and are revalidated', async () => {
    const response = await fetch(`${base}/cpf-public/permissions-firewall/services/regions/`);
    expect(response.status).toBe(200);
    const h = response.headers;
    expect(h.get('content-type')).toMatch(/text\/html/);
    expect(h.get('cache-control')).toBe('no-cache');
    expect(h.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(h.get('x-content-type-options')).toBe('nosniff');
    expect(h.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const csp = h.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/unsafe-eval/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(await response.text()).toContain('<meta http-equiv="Content-Security-Policy"');
  });

  test('hashed assets are immutable for a year', async () => {
    const html = await (await fetch(`${base}/cpf-public/`)).text();
    const asset = html.match(/\/cpf-public\/_next\/static\/[^"]+\.js/)![0];
    const response = await fetch(`${base}${asset}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test('Markdown copies and llms.txt are served as UTF-8 text with the same headers', async () => {
    const md = await fetch(`${base}/cpf-public/permissions-firewall/services/regions.md`);
    expect(md.status).toBe(200);
    expect(md.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(md.headers.get('cache-control')).toBe('no-cache');
    expect(md.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(await md.text()).toMatch(/^# Regions\n/);
    const llms = await fetch(`${base}/cpf-public/llms.txt`);
    expect(llms.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect((await fetch(`${base}/cpf-public/index.md`)).status).toBe(200);
  });

  test('unknown paths get the 404 page with status 404, not cached', async () => {
    const response = await fetch(`${base}/cpf-public/no/such/page/`);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('Page not found');
  });

  test('the site root redirects to the base path; text is gzipped', async () => {
    const root = await fetch(`${base}/`, { redirect: 'manual' });
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toMatch(/\/cpf-public\/$/);
    const gz = await fetch(`${base}/cpf-public/search-index/index.json`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.status).toBe(200);
    expect(gz.headers.get('content-encoding')).toBe('gzip');
  });
});
