// The ranking loop: reads each group's postings (a query word's variants, or a phrase), gives every page its best
// title and body match per group (lib/search/rank.ts), weighs each group by how rare it is among the pages, and keeps
// the pages that score enough. Typed arrays indexed by page id keep the hot loop free of allocations; every entry a
// query sets is reset before it returns.
import type { Lookup } from './details';
import { bodyUnit, ENOUGH_PAGES, KNOWN_EDIT_FACTOR, lengthNorm, PHRASE_WEIGHT, RESULT_SHARE, termFrequency, termWeight, titleScore, type Ranked } from './rank';
import type { Variant } from './vocabulary';

/** One thing a query looks for: a word with its variants (best kind first), or a phrase. */
export interface Group {
  variants: Variant[];
  /** A word of the query (counts toward matchedTerms and decides who is listed), or a phrase (adds to the score only). */
  phrase: boolean;
  /** The query word itself is in the vocabulary, so its one-edit matches are other words: they rank last. */
  known: boolean;
}

/** Where a variant's postings are read from: page titles, section headings, section bodies. */
export type PostingsOf = (variant: Variant, field: 0 | 1 | 2, cap: number) => number[];

/** The most postings read per variant and field: bounds the work of very common words in very large corpora. */
export const MAX_POSTINGS = 2000;
/** Prefix and one-edit variants read at most this many postings each. */
export const MAX_VARIANT_POSTINGS = 400;

export class PageScorer {
  private readonly score: Float64Array;
  /** The score without the phrases' part: who is listed is decided by the words, the order also by the phrases. */
  private readonly wordScore: Float64Array;
  /** Per page: how many of the query's words it holds, plus 256 for each held exactly or as a prefix (not by one edit). */
  private readonly matched: Uint16Array;
  private readonly seen: Uint8Array;
  private readonly titleBest: Float64Array;
  private readonly bodyBest: Float64Array;
  private readonly sectionHits: Int32Array;
  private readonly headingHit: Uint8Array;
  /** Per page: BM25's length normalization, the length being the page's number of sections. */
  private readonly norm: Float64Array;

  constructor(
    private readonly sectionPage: Int32Array,
    pageCount: number,
  ) {
    const lengths = new Float64Array(pageCount);
    for (const pageId of sectionPage) lengths[pageId] += 1;
    const average = sectionPage.length / Math.max(1, pageCount);
    this.norm = lengths.map((length) => lengthNorm(length, average));
    this.score = new Float64Array(pageCount);
    this.wordScore = new Float64Array(pageCount);
    this.matched = new Uint16Array(pageCount);
    this.seen = new Uint8Array(pageCount);
    this.titleBest = new Float64Array(pageCount);
    this.bodyBest = new Float64Array(pageCount);
    this.sectionHits = new Int32Array(pageCount);
    this.headingHit = new Uint8Array(pageCount);
  }

  /** Per page flags, all zero between calls: lent to the details of the shown hits. */
  get scratch(): Uint8Array {
    return this.seen;
  }

  /**
   * Every page that scores enough, unsorted, and the postings read (for the details of the shown hits). Keywords list
   * every page that holds one of them; a question (even with one meaningful word) lists the pages about it: those
   * whose words score at least RESULT_SHARE of the best page's words. A page that no word matches exactly or as a
   * prefix holds only one-edit neighbours of the words: it is listed when it holds one for every word of the query
   * ("aprove slak"), not for some of them ("kubernetes helm chart": helm -> help, chart -> chat, kubernetes nothing).
   */
  rank(groups: Group[], postingsOf: PostingsOf, excluded: Uint8Array, question: boolean): { ranked: Ranked[]; lookups: Lookup[] } {
    const { score, wordScore, matched, seen, titleBest, bodyBest } = this;
    const words = groups.filter((g) => !g.phrase).length;
    const pages = score.length;
    const seenList: number[] = [];
    const lookups: Lookup[] = [];
    groups.forEach(({ variants, phrase, known }, group) => {
      const touched: number[] = [];
      const read = (variant: Variant) => {
        // Lower-quality variants read fewer postings: they rarely decide the top of the list.
        const cap = variant.kind === 'exact' ? MAX_POSTINGS : MAX_VARIANT_POSTINGS;
        const lookup: Lookup = { group, variant, title: postingsOf(variant, 0, cap), heading: postingsOf(variant, 1, cap), body: postingsOf(variant, 2, cap) };
        lookups.push(lookup);
        this.scoreVariant(lookup, excluded, touched);
      };
      for (const variant of variants) if (variant.kind !== 'edit') read(variant);
      // A word's exact and prefix matches leave out its one-edit matches when they find enough pages by themselves.
      const strong = touched.length;
      if (strong < ENOUGH_PAGES) for (const variant of variants) if (variant.kind === 'edit') read(variant);
      const weight = termWeight(pages, touched.length) * (phrase ? PHRASE_WEIGHT : 1);
      for (let i = 0; i < touched.length; i += 1) {
        const pageId = touched[i];
        // Pages past `strong` hold the word only by one edit: when the word itself is known, that is another word.
        const earned = weight * (titleBest[pageId] + bodyBest[pageId]) * (i >= strong && known ? KNOWN_EDIT_FACTOR : 1);
        score[pageId] += earned;
        if (!phrase) {
          wordScore[pageId] += earned;
          matched[pageId] += i < strong ? 257 : 1;
        }
        titleBest[pageId] = 0;
        bodyBest[pageId] = 0;
        if (seen[pageId] === 0) {
          seen[pageId] = 1;
          seenList.push(pageId);
        }
      }
    });
    let best = 0;
    for (const id of seenList) if (wordScore[id] > best) best = wordScore[id];
    const floor = question ? best * RESULT_SHARE : 0;
    const ranked: Ranked[] = [];
    for (const id of seenList) {
      const held = matched[id] & 255;
      if (held && (matched[id] > 255 || held === words) && wordScore[id] >= floor) ranked.push({ id, matched: held, score: score[id] });
      score[id] = 0;
      wordScore[id] = 0;
      matched[id] = 0;
      seen[id] = 0;
    }
    return { ranked, lookups };
  }

  /**
   * Raises each page's best title and best body score for the current group with one variant's postings; pages that
   * get their first score for the group are added to `touched`.
   */
  private scoreVariant({ variant, title, heading, body }: Lookup, excluded: Uint8Array, touched: number[]): void {
    const { titleBest, bodyBest, sectionHits, headingHit, sectionPage } = this;
    const pageCount = titleBest.length;
    const sectionCount = sectionPage.length;
    const t = titleScore(variant.kind);
    for (let i = 0; i < title.length; i += 1) {
      const pageId = title[i];
      if (pageId >= pageCount || excluded[pageId] === 1 || titleBest[pageId] >= t) continue;
      if (titleBest[pageId] === 0 && bodyBest[pageId] === 0) touched.push(pageId);
      titleBest[pageId] = t;
    }
    const inSections: number[] = [];
    for (let i = 0; i < heading.length; i += 1) {
      if (heading[i] >= sectionCount) continue;
      const pageId = sectionPage[heading[i]];
      if (excluded[pageId] === 1) continue;
      if (headingHit[pageId] === 0) inSections.push(pageId);
      headingHit[pageId] = 1;
    }
    for (let i = 0; i < body.length; i += 1) {
      if (body[i] >= sectionCount) continue;
      const pageId = sectionPage[body[i]];
      if (excluded[pageId] === 1) continue;
      if (headingHit[pageId] === 0 && sectionHits[pageId] === 0) inSections.push(pageId);
      sectionHits[pageId] += 1;
    }
    const unit = bodyUnit(variant.kind);
    const norm = this.norm;
    for (let i = 0; i < inSections.length; i += 1) {
      const pageId = inSections[i];
      const b = unit * termFrequency(sectionHits[pageId] + headingHit[pageId], norm[pageId], headingHit[pageId] === 1);
      if (bodyBest[pageId] < b) {
        if (titleBest[pageId] === 0 && bodyBest[pageId] === 0) touched.push(pageId);
        bodyBest[pageId] = b;
      }
      headingHit[pageId] = 0;
      sectionHits[pageId] = 0;
    }
  }
}
