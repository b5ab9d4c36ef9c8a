// The content step's cache (scripts/content/cache.ts): a value comes back as it went in, and an entry that cannot be
// trusted (cut short, a byte changed, another key's, not an entry at all) is refused, removed and counted, never read.
import fs from 'node:fs';
import path from 'node:path';
import { ContentCache } from '../../../scripts/content/cache';
import { tempDir } from '../tempDirs';

const project = () => tempDir('bulwark-cache-');
const entryFile = (cache: ContentCache, kind: string, key: string) => path.join(cache.dir, kind, key.slice(0, 2), `${key}.bin`);

describe('content cache', () => {
  const value = { parts: { parsed: { errors: [], toc: new Map([['a', 1]]) }, markdown: '# Title\n' }, html: new Uint8Array([1, 2, 3]), nothing: undefined };

  test('gives back what was stored, Maps, bytes and undefined included, and nothing for a key it does not hold', () => {
    const cache = new ContentCache(project());
    cache.set('page', 'ab12', value);
    expect(cache.get('page', 'ab12')).toEqual(value);
    expect(cache.get('page', 'cd34')).toBeUndefined();
    expect(cache.stats).toEqual({ hits: 1, misses: 1, refused: 0 });
  });

  test.each([
    ['cut short', (data: Buffer) => data.subarray(0, data.length - 5)],
    ['a byte of the body changed', (data: Buffer) => Buffer.concat([data.subarray(0, data.length - 1), Buffer.from([data[data.length - 1] ^ 1])])],
    ['empty', () => Buffer.alloc(0)],
    ['not an entry', () => Buffer.from('{"json": true}')],
  ])('refuses and removes an entry %s', (_what, spoil) => {
    const cache = new ContentCache(project());
    cache.set('page', 'ab12', value);
    const file = entryFile(cache, 'page', 'ab12');
    fs.writeFileSync(file, spoil(fs.readFileSync(file)));
    expect(cache.get('page', 'ab12')).toBeUndefined();
    expect(cache.stats.refused).toBe(1);
    expect(fs.existsSync(file)).toBe(false);
  });

  test("refuses another key's entry put in its place", () => {
    const cache = new ContentCache(project());
    cache.set('page', 'ab12', value);
    cache.set('page', 'ab99', { other: true });
    fs.copyFileSync(entryFile(cache, 'page', 'ab99'), entryFile(cache, 'page', 'ab12'));
    expect(cache.get('page', 'ab12')).toBeUndefined();
    expect(cache.stats.refused).toBe(1);
  });

  test('stays under its cap, the least recently used entries out first', () => {
    const cache = new ContentCache(project());
    const big = new Uint8Array(10_000);
    for (const key of ['aa01', 'aa02', 'aa03', 'aa04']) cache.set('page', key, big);
    // Used in this order, a second apart: aa02 is the least recently used, then aa04.
    for (const [i, key] of ['aa02', 'aa04', 'aa01', 'aa03'].entries()) {
      const when = new Date(Date.UTC(2026, 0, 1, 0, 0, i));
      fs.utimesSync(entryFile(cache, 'page', key), when, when);
    }
    expect(cache.prune(25_000)).toBe(2);
    expect(['aa01', 'aa02', 'aa03', 'aa04'].filter((key) => fs.existsSync(entryFile(cache, 'page', key)))).toEqual(['aa01', 'aa03']);
  });
});
