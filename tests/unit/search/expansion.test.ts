import { withinOneEdit } from '@/lib/search/editDistance';
import { MAX_PREFIX_COMPLETIONS, MAX_SHORT_PREFIX_COMPLETIONS, Vocabulary } from '@/lib/search/vocabulary';

describe('withinOneEdit', () => {
  test.each([
    ['zombie', 'zombie', true],
    ['zombie', 'zombi', true], // deletion
    ['zombie', 'zombies', true], // insertion
    ['zombie', 'zombee', true], // substitution
    ['zombie', 'zomibe', true], // transposition of neighbours
    ['zombie', 'ozmbie', true],
    ['zombie', 'zmobei', false], // two transpositions
    ['zombie', 'zombiess', false],
    ['zombie', 'bombed', false],
    ['abc', 'bca', false], // a rotation is two edits
    ['ab', 'ba', true],
  ])('%s ~ %s: %s', (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
    expect(withinOneEdit(b, a)).toBe(expected);
  });
});

describe('Vocabulary.expand', () => {
  const terms = [
    'quarantine',
    'quarantined',
    'quarantines',
    'regions',
    'region',
    'zombie',
    'zombies',
    'webhook',
    'webhooks',
    '409',
    '429',
    'rcp',
    'gcp',
  ].sort();
  const vocabulary = new Vocabulary(
    terms,
    terms.map(() => 1),
  );
  const kinds = (term: string) => Object.fromEntries(vocabulary.expand(term).map((v) => [v.term, v.kind]));

  test('the exact word, its completions and its one-edit neighbours, each with its kind', () => {
    expect(kinds('zombie')).toEqual({ zombie: 'exact', zombies: 'prefix' });
    expect(kinds('zomb')).toEqual({ zombie: 'prefix', zombies: 'prefix' });
    expect(kinds('zombei')).toEqual({ zombie: 'edit' });
    expect(kinds('quarantne')).toEqual({ quarantine: 'edit' });
    expect(kinds('regoins')).toEqual({ regions: 'edit' });
    expect(kinds('webhok')).toEqual({ webhook: 'edit' });
    expect(kinds('webhooks')).toEqual({ webhooks: 'exact', webhook: 'edit' });
  });

  test('a term reached both as a completion and as an edit keeps the better kind', () => {
    expect(kinds('region')).toEqual({ region: 'exact', regions: 'prefix' });
  });

  // Prefix matching joins "expire" to expired and expires; the forms that change a final e or y need the stem.
  test('a word of six letters or more that ends in e or y also completes from its stem: its other forms', () => {
    const forms = [
      'escalate',
      'escalated',
      'escalation',
      'expire',
      'expired',
      'expiry',
      'policy',
      'policies',
      'part',
      'party',
      'parties',
      'state',
      'status',
    ].sort();
    const withForms = new Vocabulary(
      forms,
      forms.map(() => 1),
    );
    const of = (term: string) => Object.fromEntries(withForms.expand(term).map((v) => [v.term, v.kind]));
    expect(of('escalate')).toEqual({ escalate: 'exact', escalated: 'prefix', escalation: 'prefix' });
    expect(of('expire')).toEqual({ expire: 'exact', expired: 'prefix', expiry: 'prefix' });
    expect(of('policy')).toEqual({ policy: 'exact', policies: 'prefix' });
    // Shorter words keep their own prefix: "party" never completes from "part", nor "state" from "stat".
    expect(of('party')).toEqual({ party: 'exact', part: 'edit' });
    expect(of('state')).toEqual({ state: 'exact' });
  });

  test('numbers are never fuzzy, and a known short word is not either', () => {
    expect(kinds('429')).toEqual({ '429': 'exact' });
    expect(kinds('419')).toEqual({});
    expect(kinds('rcp')).toEqual({ rcp: 'exact' });
    expect(kinds('gcq')).toEqual({});
    expect(kinds('rc')).toEqual({ rcp: 'prefix' });
    expect(kinds('gc')).toEqual({ gcp: 'prefix' });
  });

  test('nothing matches a word far from the vocabulary', () => {
    expect(vocabulary.expand('firewall')).toEqual([]);
  });

  test('a short prefix expands to its most frequent completions only', () => {
    const many = Array.from({ length: 200 }, (_, i) => `s${String(i).padStart(3, '0')}x`).sort();
    const df = many.map((_, i) => i);
    const big = new Vocabulary(many, df);
    const short = big.expand('s');
    expect(short).toHaveLength(MAX_SHORT_PREFIX_COMPLETIONS);
    expect(Math.min(...short.map((v) => df[v.index]))).toBe(200 - MAX_SHORT_PREFIX_COMPLETIONS);
    expect(big.expand('s0')).toHaveLength(MAX_SHORT_PREFIX_COMPLETIONS);
    expect(big.expand('s00').length).toBeLessThanOrEqual(MAX_PREFIX_COMPLETIONS);
  });

  test('finds neighbours in a large vocabulary', () => {
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    const words = new Set<string>();
    let seed = 7;
    // xorshift32: deterministic and exact in 32-bit integer arithmetic
    const rnd = () => {
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      return (seed >>> 0) / 4294967296;
    };
    while (words.size < 50000) words.add(Array.from({ length: 4 + Math.floor(rnd() * 8) }, () => letters[Math.floor(rnd() * 26)]).join(''));
    const sorted = [...words, 'permissions'].sort();
    const big = new Vocabulary(
      sorted,
      sorted.map(() => 1),
    );
    big.prepare();
    // How long a lookup takes is the bench's to say (npm run bench:search); here, that it finds the word.
    expect(big.expand('permisions').map((v) => v.term)).toContain('permissions');
  });
});

test('over a large alphabet (CJK) one edit is a deletion or a swap only', () => {
  const cjk = Array.from({ length: 100 }, (_, i) => String.fromCharCode(0x4e00 + i) + String.fromCharCode(0x4e80 + i) + String.fromCharCode(0x4f00 + i)).sort();
  const vocabulary = new Vocabulary(
    cjk,
    cjk.map(() => 1),
  );
  const [a, b, c] = cjk[5];
  const found = (query: string) => vocabulary.neighbours(query, 10).map((i) => cjk[i]);
  expect(found(`${a + b + c}x`)).toEqual([cjk[5]]); // deletion
  expect(found(b + a + c)).toEqual([cjk[5]]); // swap
  expect(found(`${a + b}x`)).toEqual([]); // a substitution is another character
});
