import fc from 'fast-check';
import { normalize } from '@/lib/search/normalize';
import { MAX_QUERY_TERMS, MAX_TERM_LENGTH, queryTerms, tokenize, tokenizeWithOffsets } from '@/lib/search/tokenize';

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

describe('queryTerms', () => {
  test('splits at hyphens and underscores but keeps an identifier whole', () => {
    expect(queryTerms('Stackset 409')).toEqual(['stackset', '409']);
    expect(queryTerms('break-glass')).toEqual(['break', 'glass']);
    expect(queryTerms('GenerateBulwarkUserToken')).toEqual(['generatebulwarkusertoken']);
  });

  test('drops repeats, symbols and emoji, and keeps at most the first terms', () => {
    expect(queryTerms('zombie ZOMBIE zombié 🧟 !!')).toEqual(['zombie']);
    const many = Array.from({ length: 20 }, (_, i) => `w${i}`).join(' ');
    expect(queryTerms(many)).toHaveLength(MAX_QUERY_TERMS);
  });
});
