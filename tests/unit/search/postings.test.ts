import fc from 'fast-check';
import { decodePostings, encodePostings, LIST_SEPARATOR } from '@/lib/search/postings';

const ascending = fc.uniqueArray(fc.integer({ min: 0, max: 5_000_000 }), { maxLength: 300 }).map((ids) => ids.sort((a, b) => a - b));

test('a posting list decodes to the ids it was encoded from', () => {
  fc.assert(fc.property(ascending, (ids) => expect(decodePostings(encodePostings(ids))).toEqual(ids)));
});

test('decoding stops after the first `limit` ids', () => {
  fc.assert(fc.property(ascending, fc.nat(400), (ids, limit) => expect(decodePostings(encodePostings(ids), limit)).toEqual(ids.slice(0, limit))));
});

test('small gaps take one character, large ones a few; nothing needs escaping in JSON or splits a list', () => {
  expect(encodePostings([0, 1, 2, 31])).toHaveLength(4);
  expect(encodePostings([32])).toHaveLength(2);
  expect(encodePostings([1_000_000])).toHaveLength(4);
  fc.assert(
    fc.property(ascending, (ids) => {
      const text = encodePostings(ids);
      expect(JSON.stringify(text)).toBe(`"${text}"`);
      expect(text).not.toContain(LIST_SEPARATOR);
    }),
  );
});

test('an empty list is the empty string, and text that is not a posting list decodes to nothing harmful', () => {
  expect(encodePostings([])).toBe('');
  expect(decodePostings('')).toEqual([]);
  expect(decodePostings('"<>')).toEqual([]);
  expect(decodePostings('1\u00e9')).toEqual([1]);
});
