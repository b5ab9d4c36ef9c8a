import { loadSearchEngine, resetSearchEngine } from '@/lib/search/client';
import { buildSearchIndex, searchIndexFiles } from '@/lib/search/build';
import { recordsFrom } from './fixtures';

const data = buildSearchIndex(recordsFrom([{ route: '/a', title: 'Zombie', mdx: 'text' }])).data;

function fakeFetch(statuses: number[]) {
  const urls: string[] = [];
  const fetcher: typeof fetch = async (url) => {
    urls.push(String(url));
    const status = statuses.shift() ?? 200;
    return new Response(status === 200 ? JSON.stringify(data) : 'boom', { status });
  };
  return { fetcher, urls };
}

beforeEach(() => resetSearchEngine());

test('fetches the index under the base path once per visit', async () => {
  const { fetcher, urls } = fakeFetch([200]);
  const [a, b] = await Promise.all([loadSearchEngine(fetcher), loadSearchEngine(fetcher)]);
  expect(a).toBe(b);
  expect(await loadSearchEngine(fetcher)).toBe(a);
  expect(urls).toEqual(['/cpf-public/search-index/index.json']);
  expect((await a.search('zombie')).total).toBe(1);
});

test('a failed load is reported and the next call really fetches again', async () => {
  const { fetcher, urls } = fakeFetch([500, 200]);
  await expect(loadSearchEngine(fetcher)).rejects.toThrow('HTTP 500');
  const engine = await loadSearchEngine(fetcher);
  expect((await engine.search('zombie')).total).toBe(1);
  expect(urls).toHaveLength(2);
});

test('a body that is not an index is a load failure, not a crash later', async () => {
  const fetcher: typeof fetch = async () => new Response('{"version":0}', { status: 200 });
  await expect(loadSearchEngine(fetcher)).rejects.toThrow('Unsupported search index format');
});

describe('a split index, served as the files the build writes', () => {
  const pages = ['zombie identities are quarantined', 'regions can be disabled', 'webhooks send events', 'approvers approve requests'].map((text, i) => ({
    route: `/p${i}`,
    title: `Page ${i}`,
    mdx: `${text}\n\n## Part\n\n${text} again`,
  }));
  const records = recordsFrom(pages);
  const built = buildSearchIndex(records, { shardBytes: 60, externalFragments: true });
  const files = searchIndexFiles(built);

  function server(fail: (url: string) => boolean = () => false) {
    const urls: string[] = [];
    const fetcher: typeof fetch = async (input) => {
      const url = String(input);
      urls.push(url);
      const file = files.get(url.replace('/cpf-public/search-index/', ''));
      if (!file || fail(url)) return new Response('gone', { status: 404 });
      return new Response(JSON.stringify(file), { status: 200 });
    };
    return { fetcher, urls };
  }

  test('the build writes the manifest, every shard and every page file, in a folder named by their content', () => {
    const parts = built.data.parts!;
    expect(parts).toMatch(/^[0-9a-f]{12}$/);
    expect([...files.keys()].sort()).toEqual(
      ['index.json', ...built.shards.map((_, i) => `${parts}/shards/${i}.json`), ...pages.map((_, i) => `${parts}/pages/${i}.json`)].sort(),
    );
    expect(buildSearchIndex(records, { shardBytes: 60, externalFragments: true }).data.parts).toBe(parts);
    expect(buildSearchIndex(recordsFrom(pages.slice(1)), { shardBytes: 60, externalFragments: true }).data.parts).not.toBe(parts);
    // One file for a small index: nothing else is written.
    expect([...searchIndexFiles(buildSearchIndex(records)).keys()]).toEqual(['index.json']);
  });

  test('the first load fetches the manifest only; a query fetches its shards and the page files of its hits', async () => {
    const { fetcher, urls } = server();
    const engine = await loadSearchEngine(fetcher);
    expect(urls).toEqual(['/cpf-public/search-index/index.json']);
    const response = await engine.search('zombie');
    expect(response.hits.map((h) => h.route)).toEqual(['/p0']);
    const parts = built.data.parts!;
    expect(urls.slice(1).every((url) => url.startsWith(`/cpf-public/search-index/${parts}/`))).toBe(true);
    expect(urls.filter((url) => url.includes('/pages/'))).toEqual([`/cpf-public/search-index/${parts}/pages/0.json`]);
    expect(urls.filter((url) => url.includes('/shards/')).length).toBeLessThan(built.shards.length);
  });

  test('a part that cannot be fetched (a deploy replaced it) fails the query, and the next load starts from the manifest', async () => {
    let broken = true;
    const { fetcher, urls } = server((url) => broken && url.includes('/shards/'));
    const engine = await loadSearchEngine(fetcher);
    await expect(engine.search('zombie')).rejects.toThrow('HTTP 404');
    broken = false;
    const again = await loadSearchEngine(fetcher);
    expect(again).not.toBe(engine);
    expect(urls.filter((url) => url.endsWith('/index.json'))).toHaveLength(2);
    expect((await again.search('zombie')).hits.map((h) => h.route)).toEqual(['/p0']);
  });
});
