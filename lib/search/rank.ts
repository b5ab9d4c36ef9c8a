// The ranking rules of the spec, as numbers. Pages matching more query terms always come first; among those the
// score decides. Per term a page earns its best title match plus its best body match:
//   title: 200 x kind      body: 100 x kind x (1 + up to 0.25 for the term in a heading or in several sections)
// with kind = 1 for the exact word, 0.7 for a prefix completion, 0.4 for a one-edit neighbour. So within one field
// exact > prefix > one-edit, and the body bonus never lifts a body match above a title match of the same kind.
import type { MatchKind } from './vocabulary';

export const TITLE_WEIGHT = 200;
export const BODY_WEIGHT = 100;
export const KIND_FACTOR: Record<MatchKind, number> = { exact: 1, prefix: 0.7, edit: 0.4 };
/** The term is in one of the page's h2-h4 headings. */
export const HEADING_BONUS = 0.1;
/** The term runs through the page: full bonus from this many sections on. */
export const SPREAD_BONUS = 0.15;
export const SPREAD_FULL = 3;

export function titleScore(kind: MatchKind): number {
  return TITLE_WEIGHT * KIND_FACTOR[kind];
}

export function bodyScore(kind: MatchKind, inHeading: boolean, sections: number): number {
  const bonus = (inHeading ? HEADING_BONUS : 0) + SPREAD_BONUS * Math.min(1, sections / SPREAD_FULL);
  return BODY_WEIGHT * KIND_FACTOR[kind] * (1 + bonus);
}

/** For choosing the section a hit points at: a heading match counts like a title match, body text like body. */
export function sectionScore(kind: MatchKind, inHeading: boolean): number {
  return (inHeading ? TITLE_WEIGHT : BODY_WEIGHT) * KIND_FACTOR[kind];
}

export interface Ranked {
  id: number;
  matched: number;
  score: number;
}

/** All terms before some, then score, then the page order of the site (earlier pages are the broader ones). */
export function compareRanked(a: Ranked, b: Ranked): number {
  return b.matched - a.matched || b.score - a.score || a.id - b.id;
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
