import { isIgnoredInput } from './ignored';
import { queryWords } from './tokenize';

export type ParsedQuery =
  /** Input that begins with whitespace (or is empty): ignored, suggestions cleared. */
  | { kind: 'ignored' }
  /** Input with no searchable word (only symbols, emoji, punctuation): nothing can match. */
  | { kind: 'empty' }
  /** The query's words in order; which of them are searched for is the engine's plan (lib/search/plan.ts). */
  | { kind: 'words'; words: string[] };

/** The spec's rule first: input beginning with whitespace is ignored. Then the query's words. */
export function parseQuery(input: string): ParsedQuery {
  if (isIgnoredInput(input)) return { kind: 'ignored' };
  const words = queryWords(input);
  return words.length === 0 ? { kind: 'empty' } : { kind: 'words', words };
}
