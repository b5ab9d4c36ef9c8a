// The live islands: every page whose content uses an interactive component carries it live after hydration, and no
// page loads the same module in two chunks (the bundler copies a module shared by two dynamic imports into both, so
// islands that share model code must come from one module).
import vm from 'node:vm';
import { jest } from '@jest/globals';
import { exportedPages } from './exported';
import { openPage, waitForReady } from './support';

jest.setTimeout(120_000);

/**
 * The pages with an island: their Markdown copy, where an interactive component says what it does, ends that part with
 * a pointer to the live one on the web page (lib/markdown/page.ts).
 */
const WIDGET_PAGES = exportedPages()
  .filter((p) => p.markdown.includes('Try it on [the web page]('))
  .map((p) => p.route);
/** Their live widget is the API sandbox: a Run control on every sample (graphql.test.ts runs each one). */
const SANDBOX_PAGES = ['/developer/graphql-reference/graphql-sample-querys', '/developer/graphql-reference/graphql-sample-mutations'];

/** Module ids a Turbopack chunk registers: it pushes [script, id, factory, id, factory, ...]. */
function moduleIds(code: string): number[] {
  if (!code.startsWith('(globalThis.TURBOPACK')) return [];
  const sandbox: { TURBOPACK: unknown[][] } = { TURBOPACK: [] };
  vm.runInNewContext(code, sandbox, { timeout: 1000 });
  return sandbox.TURBOPACK.flatMap((entry) => entry.filter((v): v is number => typeof v === 'number'));
}

/** Loads a page, waits until every island on it has hydrated, and returns the chunks it loaded, split by source. */
async function loadedChunks(route: string): Promise<{ atLoad: Set<string>; code: Map<string, string>; widgets: number }> {
  const code = new Map<string, string>();
  // Every chunk's body, read as it arrives and awaited once the islands are ready: a body that cannot be read fails
  // the test there (the catch only keeps a read still going when the page closes from being an unhandled rejection).
  const reads: Promise<void>[] = [];
  const { page, close } = await openPage(route, {
    beforeNavigate: async (p) => {
      p.on('response', (response) => {
        if (!/\/_next\/static\/chunks\/.+\.js$/.test(response.url())) return;
        const read = response.text().then((body) => void code.set(response.url(), body));
        read.catch(() => undefined);
        reads.push(read);
      });
    },
  });
  try {
    const atLoad = new Set(await page.evaluate(() => [...document.querySelectorAll('script[src]')].map((s) => (s as HTMLScriptElement).src)));
    await waitForReady(page);
    await Promise.all(reads);
    const widgets = await page.locator('main [data-ready="true"]').count();
    return { atLoad, code, widgets };
  } finally {
    await close();
  }
}

describe('islands', () => {
  test('are on the pages that teach with them, and only there', () => {
    expect(WIDGET_PAGES.length).toBeGreaterThanOrEqual(14);
    expect(WIDGET_PAGES).not.toContain('/permissions-firewall/glossary');
  });

  test.each(WIDGET_PAGES)('%s carries a live widget after hydration', async (route) => {
    const { widgets } = await loadedChunks(route);
    expect(widgets).toBeGreaterThan(0);
  });

  test.each(SANDBOX_PAGES)('%s carries the sandbox Run controls after hydration', async (route) => {
    const { page, close } = await openPage(route);
    try {
      const run = page.locator('main').getByRole('button', { name: /Run .+ in the sandbox$/ });
      await run.first().waitFor();
      expect(await run.count()).toBeGreaterThan(5);
    } finally {
      await close();
    }
  });

  // A module in two chunks that the page itself lists is the framework's business; one that an island loads again is ours.
  test.each([...WIDGET_PAGES, ...SANDBOX_PAGES])('%s loads no island module twice', async (route) => {
    const { atLoad, code } = await loadedChunks(route);
    const seen = new Map<number, string>();
    const twice: string[] = [];
    for (const [url, body] of code) {
      for (const id of moduleIds(body)) {
        const first = seen.get(id);
        if (first && first !== url && !(atLoad.has(first) && atLoad.has(url))) {
          twice.push(`module ${id} in ${first.split('/').pop()} and ${url.split('/').pop()}`);
        }
        seen.set(id, url);
      }
    }
    expect(twice).toEqual([]);
  });
});

test('the chunk reader finds the modules of a Turbopack chunk', () => {
  expect(moduleIds('(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["x",12,e=>{},34,e=>{}]);')).toEqual([12, 34]);
  expect(moduleIds('self.__next_f=[]')).toEqual([]);
});
