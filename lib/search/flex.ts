import { Index } from 'flexsearch';

/** How a text's terms (from lib/search/tokenize.ts, which never puts a space in a term) are handed to FlexSearch. */
export const joinTerms = (terms: readonly string[]) => terms.join(' ');
const splitTerms = (text: string) => text.split(' ').filter(Boolean);

/**
 * The FlexSearch index that builds the postings of titles, headings and bodies at build time (the browser reads the
 * postings and never loads FlexSearch). Texts arrive already tokenized by our own tokenizer, their terms joined by
 * spaces, so the index's keys are exactly our vocabulary (prefix and one-edit expansion happen over it) and a term
 * looked up finds its own posting list; resolution 1 (ranking is ours), no cache. A search for several terms returns
 * the texts that hold all of them.
 */
export function createFlexIndex(): Index {
  return new Index({ tokenize: 'strict', encode: splitTerms, resolution: 1, cache: false, fastupdate: false });
}

/**
 * The same, contextual: it also keeps each word's next word, so a search for several words returns only the texts
 * where they stand together, in that order (lib/search/phrases.ts). It costs about five times the plain index to
 * fill, so it holds only the texts a phrase may stand in.
 */
export function createContextIndex(): Index {
  return new Index({
    tokenize: 'strict',
    encode: splitTerms,
    resolution: 1,
    context: { depth: 1, bidirectional: false, resolution: 1 },
    cache: false,
    fastupdate: false,
  });
}
