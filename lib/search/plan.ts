// Which words of a query are searched for. Words that carry no meaning in a question (the index's stop words: how,
// do, I, a, the, ...) are left out, unless the query has nothing else or they are part of a name the index knows: a
// page title, a heading or a bold label ("Submit all # Changes", "Disable a region"), or a compound ("just in time"
// for just-in-time). A name the query spells is searched for as one phrase, whose postings hold the sections where
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
  /** Where it stands in the query's words: [start, end). */
  start: number;
  end: number;
}

export interface QueryPlan {
  /** The distinct words searched for, in query order: the meaningful ones, or every word of a query of stop words only. */
  terms: string[];
  /** True when stop words were left out: they are then no completion or one-edit variant of a term either. */
  content: boolean;
  phrases: Phrase[];
}

export interface PlanVocabulary {
  indexOf(term: string): number;
}

/** The names and compounds a query spells, longest first, none inside another. */
function findPhrases(words: string[], vocabulary: PlanVocabulary): Phrase[] {
  const found: Phrase[] = [];
  for (let start = 0; start < words.length; start += 1) {
    for (let end = Math.min(words.length, start + MAX_PHRASE_WORDS); end >= start + 2; end -= 1) {
      const slice = words.slice(start, end);
      const named = vocabulary.indexOf(slice.join(PHRASE_JOINER));
      const compound = end - start <= MAX_COMPOUND_WORDS ? vocabulary.indexOf(slice.join('')) : -1;
      const index = named >= 0 ? named : compound;
      if (index < 0 || found.some((p) => p.start <= start && end <= p.end)) continue;
      found.push({ index, term: named >= 0 ? slice.join(PHRASE_JOINER) : slice.join(''), start, end });
    }
  }
  return found.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start).slice(0, MAX_PHRASES);
}

export function planQuery(words: string[], isStopWord: (word: string) => boolean, vocabulary: PlanVocabulary): QueryPlan {
  const meaningful = words.filter((word) => !isStopWord(word));
  const content = meaningful.length > 0;
  const terms = [...new Set(content ? meaningful : words)].slice(0, MAX_QUERY_TERMS);
  return { terms, content, phrases: findPhrases(words, vocabulary) };
}
