// The ranking rules, as numbers. The spec's: a title match weighs 200 and a body match 100, times the kind of match
// (1 for the exact word, 0.7 for a prefix completion, 0.4 for a one-edit neighbour). BM25's (Robertson and Sparck
// Jones) for what the spec leaves open:
// - each query word weighs its inverse document frequency over the pages: rarer words weigh more, and a word that
//   every page holds weighs almost nothing;
// - a body match grows with how many of the page's sections hold the word and shrinks with the page's length in
//   sections (k1 = 1.2, b = 0.5): one section of an average page gives exactly 100, a word that runs through a short
//   page up to 220 (+10 when a heading holds it), a passing mention in a long reference page less than 100.
// A page's score is the sum, over the query's words, of weight x (best title match + best body match); a name the
// query spells (lib/search/plan.ts) adds half of its own. k1, b and the phrase's half were chosen with the relevance
// sets (tests/unit/search/relevanceSet.ts).
import type { MatchKind } from './vocabulary';

export const TITLE_WEIGHT = 200;
export const BODY_WEIGHT = 100;
export const KIND_FACTOR: Record<MatchKind, number> = { exact: 1, prefix: 0.7, edit: 0.4 };
/** Added to a body match's term frequency part when one of the page's h2-h4 headings holds the word. */
export const HEADING_BONUS = 0.1;
/** BM25's term frequency saturation and length normalization. */
export const K1 = 1.2;
export const B = 0.5;
/** How much a name the query spells adds, against a word. */
export const PHRASE_WEIGHT = 0.5;
/** A word's exact and prefix matches that reach this many pages leave its one-edit matches out. */
export const ENOUGH_PAGES = 3;
/** A known word matched only by one edit (so another real word) counts this much: such pages come last. */
export const KNOWN_EDIT_FACTOR = 0.1;
/** A question's results score at least this share of the best page's score, counting its words (not its phrases). */
export const RESULT_SHARE = 0.5;

export function titleScore(kind: MatchKind): number {
  return TITLE_WEIGHT * KIND_FACTOR[kind];
}

/** A body match of this kind in one section of a page of average length. */
export function bodyUnit(kind: MatchKind): number {
  return BODY_WEIGHT * KIND_FACTOR[kind];
}

/** BM25's k1 x (1 - b + b x length / average length), for a page of `sections` sections. */
export function lengthNorm(sections: number, averageSections: number): number {
  return K1 * (1 - B + (B * sections) / averageSections);
}

/** BM25's term frequency part for a word that `hits` sections of a page hold; 1 for one section of an average page. */
export function termFrequency(hits: number, norm: number, inHeading: boolean): number {
  return (hits * (K1 + 1)) / (hits + norm) + (inHeading ? HEADING_BONUS : 0);
}

/** For choosing the section a hit points at: a heading match counts like a title match, body text like body. */
export function sectionScore(kind: MatchKind, inHeading: boolean): number {
  return (inHeading ? TITLE_WEIGHT : BODY_WEIGHT) * KIND_FACTOR[kind];
}

/** The weight of a word that `n` of `pages` pages hold (BM25's inverse document frequency, always above 0). */
export function termWeight(pages: number, n: number): number {
  return Math.log(1 + (pages - n + 0.5) / (n + 0.5));
}

export interface Ranked {
  id: number;
  /** How many of the query's words the page holds. */
  matched: number;
  score: number;
}

/** Score, then the page order of the site (earlier pages are the broader ones). */
export function compareRanked(a: Ranked, b: Ranked): number {
  return b.score - a.score || a.id - b.id;
}

/** The k best items in order, without sorting everything when k is small. */
export function topK<T>(items: T[], k: number, compare: (a: T, b: T) => number): T[] {
  if (k <= 0) return [];
  if (k * 8 >= items.length) return [...items].sort(compare).slice(0, k);
  const best: T[] = [];
  for (const item of items) {
    if (best.length === k && compare(item, best[k - 1]) >= 0) continue;
    let i = best.length === k ? k - 1 : best.length;
    if (best.length === k) best.pop();
    while (i > 0 && compare(item, best[i - 1]) < 0) i -= 1;
    best.splice(i, 0, item);
  }
  return best;
}
