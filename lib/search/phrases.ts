// Build side: the names a question may spell (section headings and bold labels) and where each stands as a phrase. FlexSearch's contextual index answers the second: it keeps, for every word, the words that follow it, so
// a search for a name's words finds only the titles, headings and sections where they stand together, in order
// ("disable a region", not a section that says "disable" and, later, "a region"). The phrases ship as vocabulary
// entries whose words are joined by PHRASE_JOINER, with posting lists like any word's.
import type { Index } from 'flexsearch';
import { MAX_PHRASE_WORDS, PHRASE_JOINER } from './plan';
import type { RecordSet } from './records';
import { wordsOf } from './tokenize';

/**
 * The distinct names of the records, as phrase terms (words joined by PHRASE_JOINER), of 2 to MAX_PHRASE_WORDS words
 * and at least one that is not a stop word: section headings and bold labels. Every such name, not only those holding
 * a stop word: the relevance sets rank better with all of them (the words of a heading a question spells, standing
 * together, mark the section that answers it). Page titles are left out: their words already weigh as a title, the
 * relevance sets rank the same without them, and a site has as many titles as pages, where headings and labels repeat.
 */
export function namesOf(records: RecordSet, stop: ReadonlySet<string>): string[] {
  const names = new Set<string>();
  const add = (text: string) => {
    const words = wordsOf(text);
    if (words.length < 2 || words.length > MAX_PHRASE_WORDS) return;
    if (words.every((word) => stop.has(word))) return;
    names.add(words.join(PHRASE_JOINER));
  };
  for (const section of records.sections) {
    add(section.title);
    for (const label of section.labels) add(label);
  }
  return [...names].sort();
}

/** Name -> ascending ids of the documents of `index` where its words stand together in order. */
export function phrasePostings(index: Index, names: readonly string[], limit: number): Map<string, number[]> {
  const postings = new Map<string, number[]>();
  for (const name of names) {
    // The index splits on spaces (lib/search/flex.ts), so the search sees exactly the name's words.
    const ids = index.search(name.split(PHRASE_JOINER).join(' '), { limit }) as number[];
    if (ids.length > 0) postings.set(name, [...ids].sort((a, b) => a - b));
  }
  return postings;
}
