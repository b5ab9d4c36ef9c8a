// The writer's loop under `npm run dev` (bench/devLoop.mjs drives it in a copy of the project): a saved edit shows in
// the open tab by itself, a new page answers its first request, a page with a mistake shows the mistake (file, line,
// what is wrong) while the other pages keep working, its fix shows in the tab by itself with a clean console, "View as
// Markdown", Copy page and the files the content step writes answer at the export's URLs, and a restart with nothing
// changed compiles no page. The server listens while Next starts: a page asked for then waits for it. A port another
// server holds is named, and the server exits.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { projectCopy } from '../../bench/build.mjs';
import { devLoop } from '../../bench/devLoop.mjs';

describe('npm run dev', () => {
  test('updates the open page, serves a new page, isolates a broken one, serves the step files where the export has them', async () => {
    const result = await devLoop(process.cwd());
    // Next's dev badge sits clear of the sidebar.
    expect(result.badgeCovers).toEqual([]);
    // The edit reached the open tab without a reload (devLoop waited for it in the page itself).
    expect(result.reloaded).toBe(false);
    // A tab that began listening only after a save was made shows it: it asks for the store's version on connecting.
    expect(result.caughtUp).toBe(true);
    expect(result.added).toMatchObject({ status: 200, text: expect.stringContaining('Added while writing') });
    // Next listed the new page in its prerender manifest by replacing the file, not by emptying and rewriting it
    // under the renders that read it (a render caught between answered 500 in a stress run).
    expect(result.manifestReplaced).toBe(true);
    // The mistake is an unclosed quote on line 2 of the file: the page says so, by file and line.
    expect(result.broken.text).toContain('This page has a mistake');
    expect(result.broken.text).toContain(
      'content/overview/dev-loop-added.mdx:2: front matter is not valid YAML: the double quote opened on this line is never closed',
    );
    expect(result.other).toBe(200);
    expect(result.fixed).toMatchObject({ status: 200, text: expect.stringContaining('Fixed while writing') });
    // Fixing the page left no error in the console (React warns of a <script> it creates on the client).
    expect(result.consoleAfterFix).toEqual([]);
    // The Markdown copy at the address the export has it (out/overview/getting-started.md), with the saved edit.
    expect(result.markdown.href).toBe('/cpf-public/overview/getting-started.md');
    expect(fs.existsSync(path.join('out', 'overview', 'getting-started.md'))).toBe(true);
    expect(result.markdown).toMatchObject({ status: 200, type: 'text/markdown; charset=utf-8', text: expect.stringMatching(/^# Getting Started\n/) });
    expect(result.markdown.text).toContain(result.marker);
    expect(result.copied).toBe(result.markdown.text);
    expect(result.served).toEqual({
      '/llms.txt': '200 text/plain; charset=utf-8',
      '/llms-full.txt': '200 text/plain; charset=utf-8',
      '/nav.json': '200 application/json; charset=utf-8',
      '/social/index.png': '200 image/png',
    });
    for (const file of Object.keys(result.served)) expect(fs.existsSync(path.join('out', file))).toBe(true);
    // The stop waited for Turbopack to write its compile cache, for the next start to compile from it.
    expect(result.persisted).toBe(true);
    // Started again with nothing changed: no page compiled, and it says so. The page was asked for as soon as the server
    // listened, before Next had started, and waited for it.
    expect(result.restart).toEqual({ status: 200, said: expect.stringMatching(/^content: up to date, no page compiled/), listenedFirst: true });
  }, 600_000);

  test('on a port another server holds, it says so in one line and exits', async () => {
    const dir = projectCopy(process.cwd());
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const { port } = holder.address() as net.AddressInfo;
    try {
      const server = spawn('npm', ['run', 'dev', '--', '--hostname', '127.0.0.1'], {
        cwd: dir,
        env: { ...process.env, PORT: String(port), NEXT_TELEMETRY_DISABLED: '1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      server.stdout.on('data', (chunk) => (output += chunk));
      server.stderr.on('data', (chunk) => (output += chunk));
      const code = await new Promise((resolve) => server.once('close', resolve));
      expect(output).toContain(
        `✗ Port ${port} on 127.0.0.1 is in use: stop the server that holds it, or start this one on another port (PORT=${port + 1} npm run dev).`,
      );
      expect(code).toBe(1);
    } finally {
      holder.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
