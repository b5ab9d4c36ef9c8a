// Which words of a query are searched for. Words that carry no meaning in a question (the index's stop words: how,
// do, I, a, the, ...) are left out, unless the query has nothing else or they are part of a name the index knows: a
// heading or a bold label ("Submit all # Changes", "Disable a region"), or a compound ("just in time" for
// just-in-time). A name the query spells is searched for as one phrase, whose postings hold the sections where
// its words stand together.
import { MAX_QUERY_TERMS } from './tokenize';

/** The longest name, in words, that a query is read for. */
export const MAX_PHRASE_WORDS = 8;
/** Neighbouring words are tried as one compound word up to this many ("us east 1" -> useast1). */
export const MAX_COMPOUND_WORDS = 3;
/** At most this many phrases of a query are searched for. */
export const MAX_PHRASES = 6;
/** How the words of a name are joined in the vocabulary: a space, which no word ever holds. */
export const PHRASE_JOINER = ' ';

export interface Phrase {
  /** The vocabulary index of the phrase (a name or a compound word). */
  index: number;
  term: string;
}

export interface QueryPlan {
  /** The distinct words searched for, in query order: the meaningful ones, or every word of a query of stop words only
   * that spells no name. */
  terms: string[];
  /** True when stop words were left out: they are then no completion or one-edit variant of a term either. */
  content: boolean;
  /** A sentence: meaningful words and stop words. Its results are the pages about it, not every page sharing a word. */
  question: boolean;
  phrases: Phrase[];
}

export interface PlanVocabulary {
  indexOf(term: string): number;
}

/** The names and compounds a query spells, read left to right, the longest at each place, none overlapping. */
function findPhrases(words: string[], vocabulary: PlanVocabulary): Phrase[] {
  const found: Phrase[] = [];
  for (let start = 0; start < words.length - 1 && found.length < MAX_PHRASES; start += 1) {
    for (let end = Math.min(words.length, start + MAX_PHRASE_WORDS); end >= start + 2; end -= 1) {
      const slice = words.slice(start, end);
      const term = [slice.join(PHRASE_JOINER), end - start <= MAX_COMPOUND_WORDS ? slice.join('') : ''].find((t) => vocabulary.indexOf(t) >= 0);
      if (term === undefined) continue;
      found.push({ index: vocabulary.indexOf(term), term });
      start = end - 1;
      break;
    }
  }
  return found;
}

/**
 * `stop`: the stop words. A query of nothing but stop words is searched word by word, unless they spell a name ("just
 * in time"): then the name is what it means.
 */
export function planQuery(words: string[], stop: ReadonlySet<string>, vocabulary: PlanVocabulary): QueryPlan {
  const meaningful = words.filter((word) => !stop.has(word));
  const phrases = findPhrases(words, vocabulary);
  const content = meaningful.length > 0 || phrases.length > 0;
  const terms = [...new Set(content ? meaningful : words)].slice(0, MAX_QUERY_TERMS);
  return { terms, content, question: meaningful.length > 0 && meaningful.length < words.length, phrases };
}
