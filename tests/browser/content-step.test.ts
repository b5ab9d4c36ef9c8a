// The content step compiles a page once (scripts/content, docs/content-step.md), checked in a copy of the project: a
// second run compiles nothing; a cold run lays each diagram out from its recorded choice; an edit to the step's code
// recompiles exactly the pages made from what changed, and the store is then what a compile from nothing makes; a
// corrupt cache entry is made again; under the dev step a cold start serves the page asked for before the others are
// made, a deleted or renamed page leaves the navigation and search, and a build beside it breaks neither.
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { jest } from '@jest/globals';
import { listFiles } from '@/lib/files';
import { projectCopy } from '../../bench/build.mjs';
import { buildContentStore } from '../../scripts/content/build';
import { CACHE_DIR, ContentCache } from '../../scripts/content/cache';
import { watchContent } from '../../scripts/content/watch';

jest.setTimeout(600_000);

const REGIONS = 'content/permissions-firewall/services/regions.mdx';

/** Every file of a store by path, as a hash of its bytes (the dev store's version stamp apart). */
function storeOf(dir: string): Record<string, string> {
  return Object.fromEntries(
    listFiles(dir)
      .filter((file) => path.basename(file) !== 'version.json')
      .map((file) => [path.relative(dir, file), createHash('sha256').update(fs.readFileSync(file)).digest('hex')]),
  );
}

/** What the store in `dir` holds after a compile from nothing: no cache, no store. */
async function coldStore(dir: string): Promise<Record<string, string>> {
  for (const folder of [CACHE_DIR, '.content/build']) fs.rmSync(path.join(dir, folder), { recursive: true, force: true });
  const result = await buildContentStore(dir);
  expect(result.compiled).toHaveLength(result.pages);
  return storeOf(path.join(dir, '.content/build'));
}

const pagesWith = (dir: string, text: string) =>
  listFiles(path.join(dir, 'content'))
    .filter((file) => file.endsWith('.mdx') && fs.readFileSync(file, 'utf8').includes(text))
    .map((file) => path.relative(dir, file))
    .sort();

let dir = '';
beforeAll(() => {
  dir = projectCopy(process.cwd());
  // A deleted page leaves links to it broken: the build warns of each, as it should, and this test expects them.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the content step', () => {
  test('a second run with nothing changed compiles no page and writes nothing', async () => {
    const first = await buildContentStore(dir);
    expect(first.reused).toBe(false);
    // Every diagram is laid out from its recorded choice (components/diagrams/layout-choices.json): each one holds for
    // the sources as they are, so a clean build searches none (`npm run diagrams:choose` records them again).
    expect(first.diagrams).toEqual({ laidOut: first.diagrams.total, searched: 0, total: first.diagrams.total });
    const store = storeOf(path.join(dir, '.content/build'));
    const second = await buildContentStore(dir);
    expect(second).toMatchObject({ reused: true, compiled: [] });
    expect(storeOf(path.join(dir, '.content/build'))).toEqual(store);
    // Without the store, the cache still holds every page: a new store, nothing compiled, the same bytes.
    fs.rmSync(path.join(dir, '.content/build'), { recursive: true });
    const third = await buildContentStore(dir);
    expect(third).toMatchObject({ reused: false, compiled: [], diagrams: { laidOut: 0 }, images: { drawn: 0 } });
    expect(storeOf(path.join(dir, '.content/build'))).toEqual(store);
  });

  test("an edit to a machine recompiles the pages and the diagram that show it, and the store is then a cold compile's", async () => {
    await buildContentStore(dir);
    const machine = path.join(dir, 'lib/domain/region.ts');
    const source = fs.readFileSync(machine, 'utf8');
    expect(source).toContain("label: 'Partially Disabled'");
    fs.writeFileSync(machine, source.replace("label: 'Partially Disabled'", "label: 'Partly Disabled'"));
    try {
      const edited = await buildContentStore(dir);
      expect(edited.compiled.sort()).toEqual(pagesWith(dir, '<StateDiagram machine="region"'));
      // Its recorded choice no longer holds: the one diagram is searched, as it would be with no record.
      expect(edited.diagrams).toMatchObject({ laidOut: 1, searched: 1 });
      const warm = storeOf(path.join(dir, '.content/build'));
      expect(Object.values(warm).length).toBeGreaterThan(0);
      expect(fs.readFileSync(path.join(dir, '.content/build/public', `${REGIONS.slice('content/'.length, -4)}.md`), 'utf8')).toContain('Partly Disabled');
      expect(await coldStore(dir)).toEqual(warm);
    } finally {
      fs.writeFileSync(machine, source);
    }
  });

  test('an edit to a remark plugin recompiles every page, and nothing else', async () => {
    await buildContentStore(dir);
    const plugin = path.join(dir, 'lib/mdx/remarkAdmonitions.ts');
    const source = fs.readFileSync(plugin, 'utf8');
    fs.writeFileSync(plugin, `${source}\n// an edit\n`);
    try {
      const edited = await buildContentStore(dir);
      expect(edited.compiled).toHaveLength(edited.pages);
      expect(edited.diagrams.laidOut).toBe(0);
    } finally {
      fs.writeFileSync(plugin, source);
    }
  });

  test('a corrupt cache entry is refused and made again, and the store is the same', async () => {
    // The entries this tree's pages use are those the build reads (it marks each one it uses as used now).
    const epoch = new Date(0);
    for (const file of listFiles(path.join(dir, CACHE_DIR, 'page'))) fs.utimesSync(file, epoch, epoch);
    fs.rmSync(path.join(dir, '.content/build'), { recursive: true, force: true });
    await buildContentStore(dir);
    const store = storeOf(path.join(dir, '.content/build'));
    const used = listFiles(path.join(dir, CACHE_DIR, 'page')).filter((file) => fs.statSync(file).mtimeMs > 0);
    expect(used).toHaveLength(Object.keys(store).filter((file) => file.startsWith('pages/')).length);
    const spoilt = used[Math.floor(used.length / 2)];
    const bytes = fs.readFileSync(spoilt);
    fs.writeFileSync(spoilt, bytes.subarray(0, bytes.length - 100));
    fs.rmSync(path.join(dir, '.content/build'), { recursive: true });
    const rebuilt = await buildContentStore(dir);
    expect(rebuilt.compiled).toHaveLength(1);
    expect(storeOf(path.join(dir, '.content/build'))).toEqual(store);
  });

  test('a page saved again after its key was made is compiled as it is now, and not stored under that key', async () => {
    const { compile } = await import('../../scripts/content/worker');
    const file = path.join(dir, REGIONS);
    const bytes = createHash('sha256').update(fs.readFileSync(file)).digest('hex');
    const task = {
      cwd: dir,
      file,
      rootDir: path.join(dir, 'content'),
      origin: 'https://docs.example.com',
      components: {},
      storeDir: path.join(dir, '.content', 'compile-test'),
    };
    const cache = new ContentCache(dir);
    // The key was made from other bytes than the file has now (a save between the two): the compile is of the file as
    // it is, and the key stays empty, so the old bytes, saved back, are compiled again rather than shown as the new.
    const parts = await compile({ ...task, key: 'saved-after-its-key', source: createHash('sha256').update('the bytes before').digest('hex') });
    expect(parts.parsed.page?.title).toBe('Regions');
    expect(cache.get('page', 'saved-after-its-key')).toBeUndefined();
    await compile({ ...task, key: 'made-from-these-bytes', source: bytes });
    expect(cache.get('page', 'made-from-these-bytes')).toMatchObject({ parts: { parsed: { page: { title: 'Regions' } } } });
  });
});

describe('the dev step', () => {
  test('on a cold start, a page asked for is served before the other pages are made, from a store that lists them all', async () => {
    for (const folder of [CACHE_DIR, '.content/dev']) fs.rmSync(path.join(dir, folder), { recursive: true, force: true });
    // Until this is resolved (the dev server: once Next has compiled its routes), only what a reader waits for is made.
    let nextCompiled = () => {};
    const deferUntil = new Promise<void>((resolve) => (nextCompiled = resolve));
    const lines: string[] = [];
    const watcher = await watchContent(dir, (line) => lines.push(line), { deferUntil });
    const devStore = path.join(dir, '.content/dev');
    const read = (file: string) => JSON.parse(fs.readFileSync(path.join(devStore, file), 'utf8'));
    const regions = fs.readFileSync(path.join(dir, REGIONS), 'utf8');
    try {
      await watcher.ready('/permissions-firewall/services/regions');
      // The page's own tree and the one diagram it shows are made, nothing else.
      expect(listFiles(path.join(devStore, 'pages')).map((file) => path.relative(devStore, file))).toEqual([path.join('pages', `${REGIONS}.json`)]);
      expect(Object.keys(read('diagrams.json'))).toEqual(['region']);
      expect(lines).toEqual([expect.stringMatching(new RegExp(`^content: ${REGIONS} served first \\(\\d+\\.\\d\\d s\\), the other pages follow$`))]);
      // A sentence saved while the other pages still wait: the page is made again and served at once, ahead of them.
      const saved = 'A sentence saved while the other pages wait.';
      fs.appendFileSync(path.join(dir, REGIONS), `\n${saved}\n`);
      // Bounded: without it the save waits for the held pass, and the test would wait with it.
      const heldBack = () =>
        new Promise<never>((_, reject) =>
          AbortSignal.timeout(30_000).addEventListener('abort', () => reject(new Error('the save was not served within 30 s'))),
        );
      while (!fs.readFileSync(path.join(devStore, 'pages', `${REGIONS}.json`), 'utf8').includes(saved)) await Promise.race([watcher.nextChange(), heldBack()]);
      expect(listFiles(path.join(devStore, 'pages')).map((file) => path.relative(devStore, file))).toEqual([path.join('pages', `${REGIONS}.json`)]);
      expect(lines[1]).toMatch(new RegExp(`^content: ${REGIONS} updated, ahead of the other pages \\(\\d+\\.\\d\\d s\\)$`));
      const early = read('site.json');
      nextCompiled();
      await watcher.settled();
      expect(lines[2]).toMatch(/^content: started: (\d+) pages compiled, .* \1 pages in /);
      // The early store listed every page as the whole pass does: the same routes, titles, sidebar and order, and
      // the page served with its own contents.
      const whole = read('site.json');
      for (const part of ['pages', 'sidebar', 'order', 'tags', 'categories']) expect([part, early[part]]).toEqual([part, whole[part]]);
      const tocOf = (site: { toc: [string, unknown][] }) => site.toc.find(([route]) => route === '/permissions-firewall/services/regions');
      expect(tocOf(early)).toEqual(tocOf(whole));
      expect(storeOf(devStore)).toEqual(await coldStore(dir));
    } finally {
      nextCompiled();
      await watcher.close();
      fs.writeFileSync(path.join(dir, REGIONS), regions);
    }
  });

  test("a deleted or renamed page leaves the navigation and search, and after page and code edits the store is a cold compile's", async () => {
    const lines: string[] = [];
    const watcher = await watchContent(dir, (line) => lines.push(line));
    const devStore = path.join(dir, '.content/dev');
    const read = (file: string) => fs.readFileSync(path.join(devStore, file), 'utf8');
    try {
      await watcher.settled();
      const gone = 'content/permissions-firewall/services/hero-zombies.mdx';
      const route = '/permissions-firewall/services/hero-zombies';
      expect(read('site.json')).toContain(`"route":"${route}"`);
      // Each change is awaited through the store itself, pass by pass, until it shows there.
      const until = async (done: () => boolean) => {
        while (!done()) await watcher.nextChange();
      };
      fs.rmSync(path.join(dir, gone));
      await until(() => !read('site.json').includes(`"route":"${route}"`));
      expect(read('public/nav.json')).not.toContain(route);
      expect(read('search.json')).not.toContain(`"route":"${route}"`);
      expect(fs.existsSync(path.join(devStore, `public${route}.md`))).toBe(false);
      expect(read('public/llms.txt')).not.toContain(`${route}.md`);

      const from = path.join(dir, 'content/permissions-firewall/services/hero-unused-services.mdx');
      const to = path.join(dir, 'content/permissions-firewall/services/unused-services.mdx');
      fs.renameSync(from, to);
      await until(() => read('site.json').includes('"route":"/permissions-firewall/services/unused-services"'));
      expect(read('site.json')).not.toContain('"route":"/permissions-firewall/services/hero-unused-services"');
      expect(read('public/nav.json')).toContain('/permissions-firewall/services/unused-services');
      expect(fs.existsSync(path.join(devStore, 'public/permissions-firewall/services/hero-unused-services.md'))).toBe(false);

      // A page and the step's own code edited while it runs.
      fs.appendFileSync(path.join(dir, REGIONS), '\nA sentence saved under the dev server.\n');
      const machine = path.join(dir, 'lib/domain/region.ts');
      fs.writeFileSync(machine, fs.readFileSync(machine, 'utf8').replace("label: 'Partially Enabled'", "label: 'Partly Enabled'"));
      await until(() => read('public/permissions-firewall/services/regions.md').includes('Partly Enabled'));
      expect(read('public/permissions-firewall/services/regions.md')).toContain('A sentence saved under the dev server.');

      // A build beside the dev step: its own store, and the dev store keeps working.
      const [built] = await Promise.all([buildContentStore(dir), watcher.settled()]);
      expect(built.errors).toEqual([]);
      const dev = storeOf(devStore);
      const cold = await coldStore(dir);
      // The two stores differ only in the dev step's version stamp, left out here.
      expect(dev).toEqual(cold);
      expect(lines.filter((line) => line.startsWith('content: error'))).toEqual([]);
    } finally {
      await watcher.close();
    }
  });
});
