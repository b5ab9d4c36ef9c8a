import { Index } from 'flexsearch';
import { tokenize } from './tokenize';

/**
 * The FlexSearch index that builds the postings of titles, headings and bodies at build time (the browser reads the
 * exported postings and never loads FlexSearch): exact terms from our own tokenizer (so the vocabulary is the index's
 * keys and prefix / one-edit expansion happens over it), resolution 1 (ranking is ours), no cache.
 */
export function createFlexIndex(): Index {
  return new Index({ tokenize: 'strict', encode: tokenize, resolution: 1, cache: false, fastupdate: false });
}
