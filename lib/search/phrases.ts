// Build side: the names a question may spell (section headings and bold labels) and where each stands as a phrase.
// FlexSearch's contextual index answers the second: it keeps every word's next word, so a search for a name's words
// finds only the texts where they stand together, in order ("disable a region", not a section that says "disable a
// service" and, later, "the region"). Filling it costs about five times the plain index, so it holds only the texts
// that have every meaningful word of some name (the intersection of those words' posting lists; at 1,000 generated
// pages a tenth of the sections). The phrases ship as vocabulary entries whose words are joined by PHRASE_JOINER,
// with posting lists like any word's.
import { createContextIndex } from './flex';
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
  // Headings and labels repeat across pages ("Before you begin"): each distinct text is read once.
  const seen = new Set<string>();
  const add = (text: string) => {
    if (seen.has(text)) return;
    seen.add(text);
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

/** The ids in every one of the ascending lists: each id of the shortest looked up in the others by bisection. */
function intersect(lists: readonly (readonly number[])[]): number[] {
  const [shortest = [], ...rest] = [...lists].sort((a, b) => a.length - b.length);
  return shortest.filter((id) =>
    rest.every((list) => {
      let lo = 0;
      let hi = list.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (list[mid] < id) lo = mid + 1;
        else hi = mid;
      }
      return list[lo] === id;
    }),
  );
}

/**
 * Name -> ascending ids of the texts of one field where its words stand together, in order. `texts` holds what the
 * field's index was given by id (terms joined by spaces), `postings` its posting lists.
 */
export function phrasePostings(
  texts: ReadonlyMap<number, string>,
  postings: ReadonlyMap<string, number[]>,
  names: readonly string[],
  stop: ReadonlySet<string>,
  limit: number,
): Map<string, number[]> {
  const candidates: string[] = [];
  const context = createContextIndex();
  const added = new Set<number>();
  for (const name of names) {
    const meaningful = name.split(PHRASE_JOINER).filter((word) => !stop.has(word));
    const ids = intersect(meaningful.map((word) => postings.get(word) ?? []));
    if (ids.length === 0) continue;
    candidates.push(name);
    for (const id of ids) {
      if (added.has(id)) continue;
      added.add(id);
      context.add(id, texts.get(id) ?? '');
    }
  }
  const found = new Map<string, number[]>();
  for (const name of candidates) {
    // The index splits on spaces (lib/search/flex.ts), so the search sees exactly the name's words.
    const ids = context.search(name.split(PHRASE_JOINER).join(' '), { limit }) as number[];
    if (ids.length > 0)
      found.set(
        name,
        [...ids].sort((a, b) => a - b),
      );
  }
  return found;
}
