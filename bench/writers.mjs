// What a writer waits for, this project beside Docusaurus 3.10 (`docusaurus start`) and Starlight 0.37 (`astro dev`)
// in one run, each on the same pages (the peers get this project's Markdown copies) in a temporary folder:
// - the dev server: the command to the Regions page served with its text, cold (no build cache of any kind) and
//   after a restart with nothing changed (three restarts, the median); a saved sentence until the open tab shows it
//   (five saves, the median); a page broken by an unclosed quote in its front matter until the open tab names the
//   file; and Next's floor, `next dev` on an empty app of the same route with the same sentence, cold and restarted
//   (it has no pages to save);
// - the builds: 36 pages and about 1,000 (the site's pages copied 28 times), cold (no cache) and warm (one page
//   changed, caches kept, as on a writer's machine), beside Next's floor (the same routes, empty pages) and Docusaurus.
// Figures only: it waits for what it measures by polling (a bench, not a test), and asserts nothing.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { listFiles } from '../lib/files.ts';
import { launchChromium } from '../scripts/chromium.mjs';
import { generatedCorpus, projectCopy } from './build.mjs';
import { freePort } from './devLoop.mjs';
import { docusaurusBuilds, docusaurusHome, emptyNextApp, nextFloor, starlightHome } from './peers.mjs';

const BASE = '/cpf-public';
const ROUTE = '/permissions-firewall/services/regions';
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', DOCUSAURUS_TELEMETRY: '0', ASTRO_TELEMETRY_DISABLED: '1' };
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A server's process group: started, stopped with everything it started. */
function start(command, args, cwd, extraEnv = {}) {
  const child = spawn(command, args, { cwd, env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let log = '';
  child.stdout.on('data', (c) => (log += c));
  child.stderr.on('data', (c) => (log += c));
  const closed = new Promise((resolve) => child.once('close', resolve));
  return {
    log: () => log,
    async stop() {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      const killed = pause(15_000).then(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // gone
        }
      });
      await Promise.race([closed, killed]);
      await closed;
    },
  };
}

/**
 * Milliseconds from `since` until a tab of `browser` shows the page at `url` with `text` in it: opened again until
 * the server answers, then waited on in the page (a dev server may render the page in the browser, as Docusaurus's
 * does). What counts is the text the tab shows, not the page's load event: a page served with its text shows it
 * while its scripts still load. Returns the tab, left open.
 */
async function shownWith(browser, url, text, since, limitMs = 300_000) {
  const tab = await (await browser.newContext()).newPage();
  for (;;) {
    const left = limitMs - (performance.now() - since);
    if (left <= 0) throw new Error(`${url} did not show "${text}" within ${limitMs / 1000} s`);
    try {
      await tab.goto(url, { timeout: left, waitUntil: 'commit' });
      await tab.waitForFunction((t) => document.body?.innerText.includes(t), text, { timeout: left, polling: 'raf' });
      return { ms: performance.now() - since, tab };
    } catch (error) {
      if (!/ERR_CONNECTION_REFUSED|ERR_EMPTY_RESPONSE|ERR_CONNECTION_RESET|ERR_ABORTED|interrupted by another navigation/.test(String(error))) throw error;
      await pause(50);
    }
  }
}

/** All the text a tab shows, its shadow roots (error overlays) and same-origin frames included. */
const shownText = () => {
  const texts = [];
  const walk = (root) => {
    for (const el of root.querySelectorAll('*')) {
      if (el.shadowRoot) {
        texts.push(el.shadowRoot.textContent ?? '');
        walk(el.shadowRoot);
      }
      if (el.tagName === 'IFRAME')
        try {
          texts.push(el.contentDocument?.body?.innerText ?? '');
        } catch {
          // another origin
        }
    }
  };
  texts.push(document.body?.innerText ?? '');
  walk(document);
  return texts.join('\n');
};

/** The three tools, each set up in a folder of its own with the same pages. */
function tools(root, markdown) {
  const firstSentence = (md) =>
    md
      .split('\n')
      .find((line) => /^[A-Z][^|#`<>[\]*_]{40,}/.test(line))
      ?.slice(0, 40) ?? '';
  const regions = fs.readFileSync(path.join(markdown, `${ROUTE.slice(1)}.md`), 'utf8');
  const text = firstSentence(regions);
  const copyMarkdown = (into, frontMatter) => {
    for (const file of listFiles(markdown).filter((f) => f.endsWith('.md'))) {
      const target = path.join(into, path.relative(markdown, file));
      fs.mkdirSync(path.dirname(target), { recursive: true });
      const source = fs.readFileSync(file, 'utf8');
      fs.writeFileSync(target, frontMatter ? frontMatter(source) : source);
    }
  };
  // Starlight needs a title in the front matter: the copy's first heading becomes it.
  const titled = (source) => {
    const [first, ...rest] = source.split('\n');
    return `---\ntitle: ${JSON.stringify(first.replace(/^#\s+/, ''))}\n---\n${rest.join('\n')}`;
  };
  // A quote opened in the front matter and never closed: the same mistake for the three.
  const broken = (source) => (source.startsWith('---\n') ? `---\nsummary: "unclosed\n${source.slice(4)}` : `---\ntitle: "Regions\n---\n${source}`);
  return [
    {
      name: 'this project (`npm run dev`)',
      setup: () => projectCopy(root),
      command: (dir, port) => start('npm', ['run', 'dev', '--', '--hostname', '127.0.0.1'], dir, { PORT: String(port) }),
      clean: (dir) => {
        for (const d of ['.next', '.content']) fs.rmSync(path.join(dir, d), { recursive: true, force: true });
      },
      url: (port) => `http://127.0.0.1:${port}${BASE}${ROUTE}/`,
      file: (dir) => path.join(dir, 'content', `${ROUTE.slice(1)}.mdx`),
      broken,
    },
    {
      name: 'Docusaurus 3.10 (`docusaurus start`)',
      setup: () => {
        const home = docusaurusHome(root);
        const site = fs.mkdtempSync(path.join(home, 'dev-'));
        copyMarkdown(path.join(site, 'docs'));
        fs.copyFileSync(path.join(home, 'docusaurus.config.mjs'), path.join(site, 'docusaurus.config.mjs'));
        fs.writeFileSync(path.join(site, 'package.json'), '{ "name": "docusaurus-corpus", "private": true }\n');
        fs.symlinkSync(path.join(home, 'node_modules'), path.join(site, 'node_modules'));
        return site;
      },
      command: (dir, port) =>
        start(path.join(dir, 'node_modules', '.bin', 'docusaurus'), ['start', '--port', String(port), '--host', '127.0.0.1', '--no-open'], dir),
      clean: (dir) => {
        for (const d of ['.docusaurus', 'build']) fs.rmSync(path.join(dir, d), { recursive: true, force: true });
        fs.rmSync(path.join(fs.realpathSync(path.join(dir, 'node_modules')), '.cache'), { recursive: true, force: true });
      },
      url: (port) => `http://127.0.0.1:${port}${BASE}${ROUTE}`,
      file: (dir) => path.join(dir, 'docs', `${ROUTE.slice(1)}.md`),
      broken,
    },
    {
      name: 'Starlight 0.37 (`astro dev`)',
      setup: () => {
        const home = starlightHome(root);
        const site = fs.mkdtempSync(path.join(home, 'dev-'));
        copyMarkdown(path.join(site, 'src', 'content', 'docs'), titled);
        for (const file of ['astro.config.mjs', 'src/content.config.ts']) {
          fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
          fs.copyFileSync(path.join(home, file), path.join(site, file));
        }
        fs.writeFileSync(path.join(site, 'package.json'), '{ "name": "starlight-corpus", "private": true, "type": "module" }\n');
        fs.symlinkSync(path.join(home, 'node_modules'), path.join(site, 'node_modules'));
        return site;
      },
      command: (dir, port) => start(path.join(dir, 'node_modules', '.bin', 'astro'), ['dev', '--port', String(port), '--host', '127.0.0.1'], dir),
      clean: (dir) => {
        for (const d of ['.astro', 'dist']) fs.rmSync(path.join(dir, d), { recursive: true, force: true });
        fs.rmSync(path.join(fs.realpathSync(path.join(dir, 'node_modules')), '.vite'), { recursive: true, force: true });
        fs.rmSync(path.join(fs.realpathSync(path.join(dir, 'node_modules')), '.astro'), { recursive: true, force: true });
      },
      url: (port) => `http://127.0.0.1:${port}${BASE}${ROUTE}/`,
      file: (dir) => path.join(dir, 'src', 'content', 'docs', `${ROUTE.slice(1)}.md`),
      broken,
    },
    {
      name: "Next's floor (`next dev`, an empty app)",
      // The same route and base path, its page only the sentence the others are timed to (its first 40 characters,
      // ended: the tab's text leaves out a paragraph's last space).
      setup: () => emptyNextApp(root, [[], ROUTE.slice(1).split('/')], `<main><p>{${JSON.stringify(`${text}…`)}}</p></main>`).dir,
      command: (dir, port) => start(path.join(dir, 'node_modules', '.bin', 'next'), ['dev', '--port', String(port), '--hostname', '127.0.0.1'], dir),
      clean: (dir) => fs.rmSync(path.join(dir, '.next'), { recursive: true, force: true }),
      url: (port) => `http://127.0.0.1:${port}${BASE}${ROUTE}/`,
    },
  ].map((tool) => ({ ...tool, text }));
}

/** How many times each tool is restarted with nothing changed. */
const RESTARTS = 3;

/** A tool's saves in the open `tab`, then a broken page: how long each save took to show, and the broken page's. */
async function editsOf(tool, tab, file, original, saves) {
  const shown = [];
  for (let i = 1; i <= saves; i += 1) {
    const marker = `Saved sentence number ${i} of the bench.`;
    const saved = performance.now();
    fs.writeFileSync(file, `${original.trimEnd()}\n\n${marker}\n`);
    // A save never shown within two minutes is a figure too (Infinity), not the end of the run; no more are made.
    const seen = await tab
      .waitForFunction((m) => document.body?.innerText.includes(m), marker, { timeout: 120_000, polling: 'raf' })
      .then(
        () => true,
        () => false,
      );
    shown.push(seen ? performance.now() - saved : Number.POSITIVE_INFINITY);
    if (!seen) break;
  }
  const name = path.basename(file);
  const savedBroken = performance.now();
  fs.writeFileSync(file, tool.broken(original));
  const broken = await tab
    .waitForFunction(
      ({ source, name: n }) => new Function(`return (${source})()`)().includes(n),
      { source: shownText.toString(), name },
      { timeout: 60_000, polling: 100 },
    )
    .then(
      () => performance.now() - savedBroken,
      () => undefined,
    );
  const message = (await tab.evaluate((source) => new Function(`return (${source})()`)(), shownText.toString())).split('\n').find((l) => l.includes(name));
  fs.writeFileSync(file, original);
  return { shown, broken, message: message?.trim().slice(0, 160) };
}

/** One tool's writer's loop: cold first page, saves and a broken page (a tool with pages to edit), restarts. */
async function loopOf(tool, browser, saves) {
  const dir = tool.setup();
  const file = tool.file?.(dir);
  const original = file ? fs.readFileSync(file, 'utf8') : undefined;
  let server;
  try {
    tool.clean(dir);
    let port = await freePort();
    let started = performance.now();
    server = tool.command(dir, port);
    const first = await shownWith(browser, tool.url(port), tool.text, started);
    const cold = first.ms;
    const edits = file ? await editsOf(tool, first.tab, file, original, saves) : {};
    await first.tab.context().close();
    // Restarts with nothing changed: one start varies by a few tenths of a second on a busy machine, so three.
    const restarts = [];
    for (let i = 0; i < RESTARTS; i += 1) {
      await server.stop();
      port = await freePort();
      started = performance.now();
      server = tool.command(dir, port);
      const again = await shownWith(browser, tool.url(port), tool.text, started);
      restarts.push(again.ms);
      await again.tab.context().close();
    }
    return { cold, restarts, ...edits, log: server.log() };
  } finally {
    if (file) fs.writeFileSync(file, original);
    await server?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The writer's loop of the three tools and Next's floor, one after another in this run. `markdown` is a folder of
 * this project's Markdown copies (the peers' pages). Returns each tool's figures.
 */
export async function writersLoop(root, markdown, { saves = 5 } = {}) {
  const browser = await launchChromium();
  try {
    const results = [];
    for (const tool of tools(root, markdown)) {
      console.error(`bench: the writer's loop of ${tool.name}`);
      results.push({ name: tool.name, ...(await loopOf(tool, browser, saves)) });
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** `npm run build` in `cwd` as it is (its caches as they are); its seconds and what the content step said of itself. */
async function timedBuild(cwd) {
  const started = performance.now();
  const child = spawn('npm', ['run', 'build'], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout.on('data', (c) => (log += c));
  child.stderr.on('data', (c) => (log += c));
  const code = await new Promise((resolve) => child.once('close', resolve));
  if (code !== 0) throw new Error(`npm run build failed in ${cwd}:\n${log.slice(-3000)}`);
  return { seconds: (performance.now() - started) / 1000, content: /^content: .*$/m.exec(log)?.[0] ?? '' };
}

/** A sentence added to one page, as a writer's edit. */
const touch = (file) => fs.appendFileSync(file, '\n\nOne sentence a writer added.\n');

/**
 * The builds a writer waits for, at each scale (36 pages: the site; about 1,000: its pages copied 28 times): this
 * project, Next's floor and Docusaurus, each cold (no cache) and then warm (one page changed, caches kept).
 */
export async function buildsSideBySide(root, { scales = [36, 1000] } = {}) {
  const results = [];
  for (const scale of scales) {
    const dir = scale <= 36 ? projectCopy(root) : generatedCorpus(root, scale, 'copies');
    try {
      console.error(`bench: builds at ${scale} pages, cold then warm: this project, Next's floor, Docusaurus`);
      for (const d of ['.next', 'out', '.content']) fs.rmSync(path.join(dir, d), { recursive: true, force: true });
      const cold = await timedBuild(dir);
      const pages = listFiles(path.join(dir, 'content')).filter((f) => f.endsWith('.mdx')).length;
      touch(path.join(dir, 'content', `${ROUTE.slice(1)}.mdx`));
      const warm = await timedBuild(dir);
      const out = path.join(dir, 'out');
      const floor = await nextFloor(root, out);
      const docusaurus = await docusaurusBuilds(root, out);
      results.push({ scale: pages, cold, warm, floor, docusaurus });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  return results;
}
