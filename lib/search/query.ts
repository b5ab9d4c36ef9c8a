import { queryTerms } from './tokenize';

export type ParsedQuery =
  /** Input that begins with whitespace (or is empty): ignored, suggestions cleared. */
  | { kind: 'ignored' }
  /** Input with no searchable word (only symbols, emoji, punctuation): nothing can match. */
  | { kind: 'empty' }
  | { kind: 'terms'; terms: string[] };

/** The spec's rule first: input beginning with whitespace is ignored. Then the query's terms. */
export function parseQuery(input: string): ParsedQuery {
  if (typeof input !== 'string' || input.length === 0 || /^\s/u.test(input)) return { kind: 'ignored' };
  const terms = queryTerms(input);
  return terms.length === 0 ? { kind: 'empty' } : { kind: 'terms', terms };
}
