// The shape of the shipped search index. FlexSearch builds the postings at build time; the browser reads them as plain
// strings (lib/search/postings.ts) and never loads FlexSearch. One file for a small site (everything inline); past a
// few thousand pages the same manifest points at term-range shards and per-page fragments that are fetched only when a
// query needs them.

export const SEARCH_INDEX_VERSION = 3;

/** Where the index's files are served, below the base path (app/search-index/[...file]/route.ts writes them). */
export const SEARCH_INDEX_DIR = '/search-index';
/** The manifest: with a small site, the whole index. */
export const SEARCH_MANIFEST_FILE = 'index.json';
/** Shard i of a split index, in its build's folder (SearchIndexData.parts). */
export const searchShardFile = (parts: string, shard: number) => `${parts}/shards/${shard}.json`;
/** The display data of page `pageId` of a split index, in its build's folder. */
export const searchFragmentFile = (parts: string, pageId: number) => `${parts}/pages/${pageId}.json`;

/**
 * The postings of the terms `start .. start + n - 1` of the sorted vocabulary in the three fields a term is looked up
 * in: page titles (page ids), section headings and section bodies (section ids). Per field, the n encoded posting
 * lists joined by LIST_SEPARATOR ('' for a term the field does not hold).
 */
export type ShardData = [title: string, heading: string, body: string];

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
  /**
   * The words that carry no meaning in a question (FlexSearch's English stop words, lib/search/language.ts), sorted.
   * The vocabulary also holds names as phrases: their words joined by a space (lib/search/plan.ts).
   */
  stop: string[];
  /** Shard i covers terms[start_i .. start_(i+1) - 1]; `data` is inline, or fetched by shard number. */
  shards: { start: number; data?: ShardData }[];
  /** Inline fragments by page id; absent when fragments are fetched by page id. */
  fragments?: Fragment[];
  /**
   * A split index: the folder of its shards and page files, named after their content, so a visit that spans a
   * deploy never mixes one build's manifest with another's parts.
   */
  parts?: string;
}
