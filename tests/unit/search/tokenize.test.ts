import fc from 'fast-check';
import { normalize } from '@/lib/search/normalize';
import { MAX_QUERY_WORDS, MAX_TERM_LENGTH, queryWords, tokenize, tokenizeWithOffsets, wordsOf } from '@/lib/search/tokenize';

describe('normalize', () => {
  test('folds case and accents', () => {
    expect(normalize('Café ÜBER Ñandú')).toBe('cafe uber nandu');
    expect(normalize('Straße Øresund Łódź')).toBe('strasse oresund lodz');
    expect(normalize('ﬁle')).toBe('file');
  });
});

describe('tokenize', () => {
  test('splits on anything that is not a letter or a digit and lower-cases', () => {
    expect(tokenize('Quarantine the zombie, then wait 30 seconds.')).toEqual(['quarantine', 'the', 'zombie', 'then', 'wait', '30', 'seconds']);
  });

  test('drops markup characters and keeps the words inside code and paths', () => {
    expect(tokenize('`jit.*` <b>aws/{organization}</b>')).toEqual(['jit', 'b', 'aws', 'organization', 'b']);
  });

  test('a hyphenated or snake_case word yields its parts and the joined word', () => {
    expect(tokenize('break-glass')).toEqual(['breakglass', 'break', 'glass']);
    expect(tokenize('SKIPPED_SUSPENDED_ACCOUNT')).toEqual(['skippedsuspendedaccount', 'skipped', 'suspended', 'account']);
    expect(tokenize('us-east-1')).toEqual(['useast1', 'us', 'east', '1']);
  });

  test('a camelCase identifier yields its parts and the whole identifier', () => {
    expect(tokenize('GenerateBulwarkUserToken')).toEqual(['generatebulwarkusertoken', 'generate', 'bulwark', 'user', 'token']);
    expect(tokenize('EC2Instance')).toEqual(['ec2instance', 'ec2', 'instance']);
  });

  test('runs of capitalised words also yield their acronym', () => {
    expect(tokenize('enable Resource Control Policies first')).toContain('rcp');
    expect(tokenize('Single Sign-On')).toContain('sso');
    // two letters are too short to be useful, and a sentence break ends the run
    expect(tokenize('Pending Changes')).not.toContain('pc');
    expect(tokenize('Resource. Control Policies')).not.toContain('rcp');
  });

  test('offsets point at the original text, accents and all', () => {
    const text = 'le Café-Crème';
    const tokens = tokenizeWithOffsets(text);
    expect(tokens.map((t) => t.term)).toEqual(['le', 'cafecreme', 'cafe', 'creme']);
    for (const t of tokens) expect(normalize(text.slice(t.start, t.end)).replace(/[^\p{L}\p{N}]/gu, '')).toBe(t.term);
    expect(tokens.find((t) => t.term === 'creme')).toMatchObject({ start: 8, end: 13 });
    expect(tokens.find((t) => t.term === 'cafecreme')).toMatchObject({ start: 3, end: 13 });
  });

  test('skips absurdly long tokens', () => {
    expect(tokenize('a'.repeat(MAX_TERM_LENGTH + 1))).toEqual([]);
    expect(tokenize('a'.repeat(MAX_TERM_LENGTH))).toHaveLength(1);
  });

  test('every term tokenizes back to itself (the index looks terms up through the same encoder)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (text) => {
        for (const term of tokenize(text)) expect(tokenize(term)).toEqual([term]);
      }),
    );
  });
});

describe('wordsOf', () => {
  test("a text's words in order: a compound's parts, not its joined form or an acronym", () => {
    expect(wordsOf('Exempt a break-glass account')).toEqual(['exempt', 'a', 'break', 'glass', 'account']);
    expect(wordsOf('enable Resource Control Policies')).toEqual(['enable', 'resource', 'control', 'policies']);
    expect(tokenizeWithOffsets('break-glass').map((t) => [t.term, t.joined ?? false])).toEqual([
      ['breakglass', true],
      ['break', false],
      ['glass', false],
    ]);
  });
});

describe('queryWords', () => {
  test('splits at hyphens and underscores but keeps an identifier whole', () => {
    expect(queryWords('Stackset 409')).toEqual(['stackset', '409']);
    expect(queryWords('break-glass')).toEqual(['break', 'glass']);
    expect(queryWords('GenerateBulwarkUserToken')).toEqual(['generatebulwarkusertoken']);
  });

  test('keeps the order and the repeats (phrases are read from them), drops symbols and emoji', () => {
    expect(queryWords('how do I disable a region?')).toEqual(['how', 'do', 'i', 'disable', 'a', 'region']);
    expect(queryWords('zombie ZOMBIE zombié 🧟 !!')).toEqual(['zombie', 'zombie', 'zombie']);
  });

  test("reads contractions as one word: can't is cant, don't is dont, and a possessive is its noun", () => {
    expect(queryWords("why can't my Okta users sign in")).toEqual(['why', 'cant', 'my', 'okta', 'users', 'sign', 'in']);
    expect(queryWords('why don’t I get Bulwark’s e-mails')).toEqual(['why', 'dont', 'i', 'get', 'bulwark', 'e', 'mails']);
    expect(queryWords("it's you're I'm we'll I've she'd")).toEqual(['it', 'you', 'i', 'we', 'i', 'she']);
  });

  test('a pasted paragraph is cut to its first words', () => {
    const many = Array.from({ length: 50 }, (_, i) => `w${i}`).join(' ');
    expect(queryWords(many)).toHaveLength(MAX_QUERY_WORDS);
  });
});
