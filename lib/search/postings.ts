// The shipped posting format. A posting list (ascending ids) is written as the gaps between its ids, each gap a base-32
// varint over 64 URL-safe characters: 0-31 end a number, 32-63 carry five more bits of it. A gap under 32 (most of
// them) is one character, and no character needs escaping in JSON. The lists of a run of terms are joined by spaces,
// so a field of a shard is one string that the browser splits once.

const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_';
const VALUE = new Int8Array(128).fill(-1);
for (let i = 0; i < DIGITS.length; i += 1) VALUE[DIGITS.charCodeAt(i)] = i;

export const LIST_SEPARATOR = ' ';

/** One posting list (ids strictly ascending, from 0 to 2^31 - 1) as a string. */
export function encodePostings(ids: readonly number[]): string {
  let out = '';
  let previous = 0;
  for (const id of ids) {
    let gap = id - previous;
    previous = id;
    let digits = DIGITS[gap & 31];
    gap >>>= 5;
    while (gap > 0) {
      digits = DIGITS[32 + (gap & 31)] + digits;
      gap >>>= 5;
    }
    out += digits;
  }
  return out;
}

/** The first `limit` ids of an encoded posting list. A character outside the alphabet ends the list. */
export function decodePostings(text: string, limit = text.length): number[] {
  const ids: number[] = [];
  let id = 0;
  let value = 0;
  for (let i = 0; i < text.length && ids.length < limit; i += 1) {
    const code = text.charCodeAt(i);
    const digit = code < 128 ? VALUE[code] : -1;
    if (digit < 0) break;
    value = value * 32 + (digit & 31);
    if (digit < 32) {
      id += value;
      ids.push(id);
      value = 0;
    }
  }
  return ids;
}
