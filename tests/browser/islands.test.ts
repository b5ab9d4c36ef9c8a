// The live widgets on the firewall, manage and developer pages: each page carries one after hydration, and no page
// loads the same module in two chunks (the bundler copies a module shared by two dynamic imports into both, so
// islands that share model code must come from one module).
import vm from 'node:vm';
import { jest } from '@jest/globals';
import { SPEC_ROUTES } from '../unit/specRoutes';
import { openPage } from './support';

jest.setTimeout(120_000);

const WIDGET_PAGES = SPEC_ROUTES.filter((r) => /^\/(permissions-firewall|manage|developer)\//.test(r));
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
  const { page, close } = await openPage(route, {
    beforeNavigate: async (p) => {
      p.on('response', async (response) => {
        if (/\/_next\/static\/chunks\/.+\.js$/.test(response.url())) code.set(response.url(), await response.text().catch(() => ''));
      });
    },
  });
  try {
    const atLoad = new Set(await page.evaluate(() => [...document.querySelectorAll('script[src]')].map((s) => (s as HTMLScriptElement).src)));
    await page.waitForFunction(() => document.querySelectorAll('main [data-ready="false"], main [aria-busy="true"]').length === 0);
    await page.waitForLoadState('networkidle');
    const widgets = await page.locator('main [data-ready="true"]').count();
    return { atLoad, code, widgets };
  } finally {
    await close();
  }
}

describe('islands', () => {
  test('cover the firewall, manage and developer pages', () => {
    expect(WIDGET_PAGES).toHaveLength(33);
  });

  test.each(WIDGET_PAGES.filter((r) => !SANDBOX_PAGES.includes(r)))('%s carries a live widget after hydration', async (route) => {
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
  test.each(WIDGET_PAGES)('%s loads no island module twice', async (route) => {
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
