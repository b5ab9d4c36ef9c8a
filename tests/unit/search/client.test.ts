import { loadSearchEngine, resetSearchEngine } from '@/lib/search/client';
import { buildSearchIndex } from '@/lib/search/build';
import { recordsFrom } from './fixtures';

const data = buildSearchIndex(recordsFrom([{ route: '/a', title: 'Zombie', mdx: 'text' }])).data;

function fakeFetch(statuses: number[]) {
  const urls: string[] = [];
  const fetcher = (async (url: string) => {
    urls.push(url);
    const status = statuses.shift() ?? 200;
    return new Response(status === 200 ? JSON.stringify(data) : 'boom', { status });
  }) as unknown as typeof fetch;
  return { fetcher, urls };
}

beforeEach(() => resetSearchEngine());

test('fetches the index under the base path once per visit', async () => {
  const { fetcher, urls } = fakeFetch([200]);
  const [a, b] = await Promise.all([loadSearchEngine(fetcher), loadSearchEngine(fetcher)]);
  expect(a).toBe(b);
  expect(await loadSearchEngine(fetcher)).toBe(a);
  expect(urls).toEqual(['/cpf-public/search-index.json']);
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
  const fetcher = (async () => new Response('{"version":0}', { status: 200 })) as unknown as typeof fetch;
  await expect(loadSearchEngine(fetcher)).rejects.toThrow('Unsupported search index format');
});
