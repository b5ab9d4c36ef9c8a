// For the few pages a query shows: which variants each holds (to highlight) and its best section (to link and to
// quote), read again from the postings the ranking fetched.
import { sectionScore, type Ranked } from './rank';
import type { Variant } from './vocabulary';

/** Above the sum of every match score a section can earn (at most 200 per word or phrase of a query). */
const WORD_IN_SECTION = 1e4;

/** The postings one variant fetched during ranking, kept for the details of the pages shown. */
export interface Lookup {
  group: number;
  variant: Variant;
  title: number[];
  heading: number[];
  body: number[];
}

export interface PageDetail {
  terms: Set<string>;
  /** section id -> (term group -> best section score) */
  sections: Map<number, Map<number, number>>;
  bestSection?: number;
}

/**
 * For the pages shown only: which variants they hold (for highlighting) and the section where most terms meet
 * (a heading match counting like a title match), re-read from the postings the ranking already fetched.
 */
export function pageDetails(top: Ranked[], lookups: Lookup[], counted: number, sectionPage: Int32Array, shown: Uint8Array): Map<number, PageDetail> {
  const details = new Map<number, PageDetail>();
  for (const r of top) details.set(r.id, { terms: new Set(), sections: new Map() });
  if (top.length === 0) return details;
  const sectionBest = (detail: PageDetail, sectionId: number, group: number, value: number) => {
    let perGroup = detail.sections.get(sectionId);
    if (!perGroup) {
      perGroup = new Map();
      detail.sections.set(sectionId, perGroup);
    }
    if ((perGroup.get(group) ?? 0) < value) perGroup.set(group, value);
  };
  // Most postings belong to pages not shown: a flag per page (`shown`, all zero on entry and on return) skips them
  // without a map lookup.
  for (const r of top) shown[r.id] = 1;
  for (const { group, variant, title, heading, body } of lookups) {
    for (const pageId of title) if (shown[pageId] === 1) details.get(pageId)?.terms.add(variant.term);
    for (const [ids, inHeading] of [
      [heading, true],
      [body, false],
    ] as const) {
      const value = sectionScore(variant.kind, inHeading);
      for (const sectionId of ids) {
        const pageId = sectionPage[sectionId];
        if (shown[pageId] !== 1) continue;
        const detail = details.get(pageId)!;
        detail.terms.add(variant.term);
        sectionBest(detail, sectionId, group, value);
      }
    }
  }
  for (const r of top) shown[r.id] = 0;
  for (const detail of details.values()) {
    let bestKey = -1;
    for (const [sectionId, perGroup] of detail.sections) {
      // Most of the query's words first, then the best matches: one word outweighs any sum of match scores.
      let key = 0;
      for (const [group, value] of perGroup) key += value + (group < counted ? WORD_IN_SECTION : 0);
      if (key > bestKey || (key === bestKey && sectionId < detail.bestSection!)) {
        bestKey = key;
        detail.bestSection = sectionId;
      }
    }
  }
  return details;
}
