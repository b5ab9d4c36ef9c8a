import { highlightRanges, makeSnippet, SNIPPET_LENGTH } from '@/lib/search/snippet';

const slices = (text: string, ranges: [number, number][]) => ranges.map(([s, e]) => text.slice(s, e));

describe('highlightRanges', () => {
  test('marks whole words whose normalised form matched, in the original spelling', () => {
    const text = 'The Café and the CAFE-bar';
    expect(slices(text, highlightRanges(text, new Set(['cafe'])))).toEqual(['Café', 'CAFE']);
  });

  test('marks a camelCase part or a whole identifier, merging overlaps', () => {
    const text = 'Call GenerateBulwarkUserToken now';
    expect(slices(text, highlightRanges(text, new Set(['token'])))).toEqual(['Token']);
    expect(slices(text, highlightRanges(text, new Set(['generatebulwarkusertoken', 'user'])))).toEqual(['GenerateBulwarkUserToken']);
  });

  test('marks the spelled-out words behind an acronym', () => {
    const text = 'Enable Resource Control Policies first.';
    expect(slices(text, highlightRanges(text, new Set(['rcp'])))).toEqual(['Resource Control Policies']);
  });

  test('no terms, no ranges', () => {
    expect(highlightRanges('anything', new Set())).toEqual([]);
  });
});

describe('makeSnippet', () => {
  const filler = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

  test('short text is returned whole, whitespace collapsed', () => {
    expect(makeSnippet('  a   zombie\nhere ', new Set(['zombie']))).toEqual({ text: 'a zombie here', ranges: [[2, 8]] });
  });

  test('long text is cut around the place where most terms meet, with ellipses at the cuts', () => {
    const text = `${filler(60)} zombie alone. ${filler(40)} the zombie is quarantined now. ${filler(60)}`;
    const snippet = makeSnippet(text, new Set(['zombie', 'quarantined']));
    expect(snippet.text.length).toBeLessThanOrEqual(SNIPPET_LENGTH + 4);
    expect(snippet.text.startsWith('… ')).toBe(true);
    expect(snippet.text.endsWith(' …')).toBe(true);
    expect(slices(snippet.text, snippet.ranges)).toEqual(['zombie', 'quarantined']);
  });

  test('without a match it starts at the beginning', () => {
    const snippet = makeSnippet(filler(100), new Set(['absent']));
    expect(snippet.text.startsWith('word0 word1')).toBe(true);
    expect(snippet.ranges).toEqual([]);
  });

  test('markup in the text stays text; ranges never split it into HTML', () => {
    const snippet = makeSnippet('Type <img src=x onerror=alert(1)> into the box', new Set(['img']));
    expect(snippet.text).toBe('Type <img src=x onerror=alert(1)> into the box');
    expect(slices(snippet.text, snippet.ranges)).toEqual(['img']);
  });
});
