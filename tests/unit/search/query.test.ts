import { parseQuery } from '@/lib/search/query';
import { engineFrom } from './fixtures';

const engine = engineFrom([{ route: '/a', title: 'Zombie identities', mdx: 'Quarantine a zombie.' }]);

describe('the whitespace rule', () => {
  test.each([' zombie', '\tzombie', '\nzombie', '\u00a0zombie', '\u2003zombie', ' ', ''])('%j is ignored', (input) => {
    expect(parseQuery(input)).toEqual({ kind: 'ignored' });
  });

  test('whitespace after the first character is fine', () => {
    expect(parseQuery('zombie  quarantine ')).toEqual({ kind: 'words', words: ['zombie', 'quarantine'] });
  });

  test('the engine answers an ignored query with no hits, even where the words would match', async () => {
    expect(await engine.search('zombie')).toMatchObject({ status: 'ok', total: 1 });
    expect(await engine.search(' zombie')).toEqual({ status: 'ignored', terms: [], total: 0, hits: [] });
  });

  test('a query with no searchable word is empty, not an error', async () => {
    expect(parseQuery('*** ?? 🙂')).toEqual({ kind: 'empty' });
    expect(await engine.search('*** ?? 🙂')).toEqual({ status: 'empty', terms: [], total: 0, hits: [] });
  });
});
