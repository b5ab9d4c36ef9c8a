// The rules for short words and markup: a word of four letters or fewer that the docs use matches exactly or by prefix,
// never by one edit (acronyms and codes do not drift); an unknown four-letter word may match one edit; input that is
// only markup or punctuation finds nothing.
import { parseQuery } from '@/lib/search/query';
import { Vocabulary } from '@/lib/search/vocabulary';
import { engineFrom, routes } from './fixtures';

const engine = engineFrom([
  { route: '/same', title: 'Sample requests', mdx: 'Every request takes the same path. Region codes such as 409 and 4090 appear here.' },
  { route: '/saml', title: 'Single sign-on', mdx: 'Configure SAML for Okta. Set the ACS URL.' },
  { route: '/rcp', title: 'Third parties', mdx: 'Enable Resource Control Policies before you block a third party.' },
  { route: '/gcp', title: 'Scopes', mdx: 'Scope paths for GCP projects.' },
  { route: '/http', title: 'Rate limits', mdx: 'HTTP 429 means slow down; retry later.' },
  { route: '/zombie', title: 'Zombie identities', mdx: 'A zombie is quarantined.' },
]);

describe('short words', () => {
  test('"SAML" finds SAML, never "same"', async () => {
    expect(await routes(engine, 'SAML')).toEqual(['/saml']);
    expect(await routes(engine, 'saml')).toEqual(['/saml']);
  });

  test('"rcp" finds the page that spells out Resource Control Policies, not "gcp"', async () => {
    expect(await routes(engine, 'rcp')).toEqual(['/rcp']);
    expect(await routes(engine, 'gcp')).toEqual(['/gcp']);
  });

  test('"429" never finds "409"; a number still matches by prefix', async () => {
    expect(await routes(engine, '429')).toEqual(['/http']);
    expect(await routes(engine, '409')).toEqual(['/same']);
    expect(await routes(engine, '40')).toEqual(['/same']);
  });

  test('a four-letter word the docs do not use matches one edit away; three letters do not, and no stop word is reached', async () => {
    expect(await routes(engine, 'okat')).toEqual(['/saml']);
    expect(await routes(engine, 'okt')).toEqual(['/saml']);
    expect(await routes(engine, 'okla')).toEqual(['/saml']);
    expect(await routes(engine, 'zmb')).toEqual([]);
    // "same" is a stop word: a typo never turns into one
    expect(await routes(engine, 'smae')).toEqual([]);
  });

  test('from five letters on, one edit is still forgiven', async () => {
    expect(await routes(engine, 'zombei')).toEqual(['/zombie']);
    expect(await routes(engine, 'qaurantined')).toEqual(['/zombie']);
  });

  test('the vocabulary expands a known short word to itself and its completions, an unknown one also one edit away', () => {
    const terms = ['gcp', 'rcp', 'rcps', 'same', 'saml', 'samples', 'okta', 'oktas'].sort();
    const vocabulary = new Vocabulary(
      terms,
      terms.map(() => 1),
    );
    const kinds = (term: string) => Object.fromEntries(vocabulary.expand(term).map((v) => [v.term, v.kind]));
    expect(kinds('rcp')).toEqual({ rcp: 'exact', rcps: 'prefix' });
    expect(kinds('saml')).toEqual({ saml: 'exact' });
    expect(kinds('okta')).toEqual({ okta: 'exact', oktas: 'prefix' });
    expect(kinds('okat')).toEqual({ okta: 'edit' });
    expect(kinds('xcp')).toEqual({});
    expect(kinds('oktaa')).toEqual({ okta: 'edit', oktas: 'edit' });
    expect(kinds('sampels')).toEqual({ samples: 'edit' });
  });
});

describe('input that is only markup or punctuation finds nothing', () => {
  test.each(['<b></b>', '***', '<script>', '()', '</div>', '<br/>', '&nbsp;', '<b>***</b>'])('%j has no term and no result', async (input) => {
    expect(parseQuery(input)).toEqual({ kind: 'empty' });
    expect(await engine.search(input)).toEqual({ status: 'empty', terms: [], total: 0, hits: [] });
  });

  test('words around or inside markup are still searched', async () => {
    expect(parseQuery('<b>zombie</b>')).toEqual({ kind: 'words', words: ['zombie'] });
    expect(await routes(engine, '<em>zombie</em> identities')).toEqual(['/zombie']);
    // attribute values are words: a page that documents a snippet of markup stays findable by it
    expect(parseQuery('<img src=x onerror=alert(1)>')).toEqual({ kind: 'words', words: ['src', 'x', 'onerror', 'alert', '1'] });
  });
});
