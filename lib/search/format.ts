// The shape of the shipped search index. One file for a small site (everything inline); past a few thousand pages
// the same manifest points at term-range shards and per-page fragments that are fetched only when a query needs them.

export const SEARCH_INDEX_VERSION = 1;

/**
 * A FlexSearch posting list as `Index.export()` writes it: resolution slots of ids (our resolution is 1, so one slot).
 * Kept verbatim so `Index.import('map', ...)` takes it without rebuilding anything.
 */
export type Slots = (number[] | null)[];

/** Postings of one term in the three FlexSearch indexes: page titles, section headings, section bodies (0 = none). */
export type TermPostings = [title: Slots | 0, heading: Slots | 0, body: Slots | 0];

/** The postings of the terms `start .. start + data.length - 1` of the sorted vocabulary. */
export type ShardData = TermPostings[];

/** Display data of one page: what a result shows (title, route, section heading and anchor, snippet text). */
export interface Fragment {
  title: string;
  route: string;
  /** [depth (0 = introduction), heading, anchor, plain text] in section-id order. */
  sections: [depth: number, heading: string, anchor: string, text: string][];
}

export interface SearchIndexData {
  version: typeof SEARCH_INDEX_VERSION;
  /** Per page id: [number of sections, 1 if the page documents the firewall itself]. Section ids run page by page. */
  pages: [sections: number, isCpf: 0 | 1][];
  /** The vocabulary, sorted by code unit; the one-edit and prefix expansions work on it before any shard loads. */
  terms: string[];
  /** Per term: how many titles and sections hold it; picks the likeliest completions of a short prefix. */
  df: number[];
  /** Shard i covers terms[start_i .. start_(i+1) - 1]; `data` is inline, or fetched by shard number. */
  shards: { start: number; data?: ShardData }[];
  /** Inline fragments by page id; absent when fragments are fetched by page id. */
  fragments?: Fragment[];
}
