// The live islands: every page whose content uses an interactive component carries it live after hydration, and no
// page loads the same module in two chunks (the bundler copies a module shared by two dynamic imports into both, so
// islands that share model code must come from one module).
import path from 'node:path';
import vm from 'node:vm';
import { jest } from '@jest/globals';
import { visit } from 'unist-util-visit';
import { loadContent } from '@/lib/content/load';
import { componentDef } from '@/lib/mdx/components';
import { site } from '@/lib/site';
import { openPage } from './support';

jest.setTimeout(120_000);

const content = loadContent({ rootDir: path.join(process.cwd(), 'content'), basePath: site.basePath });
/** The pages whose tree holds an island component: what the registry says is interactive. */
const WIDGET_PAGES = content.pages
  .filter((p) => {
    let islands = 0;
    visit(content.trees.get(p.route)!, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node) => {
      if (componentDef((node as { name: string | null }).name)?.kind === 'island') islands += 1;
    });
    return islands > 0;
  })
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
