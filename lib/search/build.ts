// Build-time side: records -> three FlexSearch indexes (titles, headings, bodies) -> each term's posting list, read
// back with the index's search, regrouped per term and encoded into the shipped format. Runs in the route handler
// (and the benchmark), never in the browser: the browser reads the postings directly and does not load FlexSearch.
import { createHash } from 'node:crypto';
import type { Index } from 'flexsearch';
import { createFlexIndex, joinTerms } from './flex';
import { stopWords } from './language';
import { namesOf, phrasePostings } from './phrases';
import { tokenizeWithOffsets } from './tokenize';
import { SEARCH_INDEX_VERSION, SEARCH_MANIFEST_FILE, searchFragmentFile, searchShardFile, type Fragment, type SearchIndexData, type ShardData } from './format';
import { encodePostings, LIST_SEPARATOR } from './postings';
import type { RecordSet } from './records';

export interface BuildOptions {
  /**
   * Split the postings into shards of about this many bytes of JSON. Infinity (the default) keeps one inline shard.
   */
  shardBytes?: number;
  /** Keep fragments out of the manifest (they are written as one file per page). Default false. */
  externalFragments?: boolean;
  /**
   * Split only if one file would be larger than this many bytes of JSON: below it one inline file, above it shards
   * of `shardBytes` and external fragments. The postings are built once either way.
   */
  splitAbove?: number;
  /**
   * The terms a page title, a heading or a section body is indexed with (search synonyms, lib/search/synonyms.ts); the
   * shipped text stays its own.
   */
  expandTerms?: (terms: string[]) => string[];
  /** Ship the names (section headings, bold labels) as phrases (lib/search/phrases.ts). Default true. */
  phrases?: boolean;
}

export interface BuiltSearchIndex {
  /** The manifest; with the defaults it is the whole index. */
  data: SearchIndexData;
  /** Every shard's postings, also those not inline. */
  shards: ShardData[];
  /** Every page's fragment, also when not inline. */
  fragments: Fragment[];
}

/** The text indexed for a section: its body, and for the introduction the page description first. */
function indexedBody(records: RecordSet, sectionId: number): string {
  const section = records.sections[sectionId];
  const description = section.depth === 0 ? records.pages[section.pageId].description : undefined;
  return description ? `${description}\n${section.body}` : section.body;
}

/**
 * Term -> ascending ids: every term added to the index looked up with its own `search` (FlexSearch's documented API;
 * its export format is not read). A term re-tokenizes to itself, so each lookup is that one term's posting list.
 */
function postingsOf(index: Index, vocabulary: ReadonlySet<string>, limit: number): Map<string, number[]> {
  const postings = new Map<string, number[]>();
  for (const term of vocabulary) {
    const ids = index.search(term, { limit }) as number[];
    if (ids.length > 0)
      postings.set(
        term,
        [...ids].sort((a, b) => a - b),
      );
  }
  return postings;
}

export function buildFragments(records: RecordSet): Fragment[] {
  const fragments: Fragment[] = records.pages.map((page) => ({ title: page.title, route: page.route, sections: [] }));
  for (const section of records.sections) {
    fragments[section.pageId].sections.push([section.depth, section.title, section.anchor ?? '', indexedBody(records, section.id)]);
  }
  return fragments;
}

/** Consecutive runs of terms whose encoded postings take about `shardBytes` each (one run when Infinity). */
function shardStarts(encoded: string[][], terms: string[], shardBytes: number): number[] {
  const starts = [0];
  let size = 0;
  encoded.forEach((lists, i) => {
    const bytes = terms[i].length + lists.reduce((n, list) => n + list.length + 1, 0);
    if (size > 0 && size + bytes > shardBytes) {
      starts.push(i);
      size = 0;
    }
    size += bytes;
  });
  return starts;
}

/**
 * A text's terms as FlexSearch indexes them: its words in order, so that neighbours stay neighbours for the contextual
 * index, then the compounds' joined forms and the acronyms.
 */
export function termsOf(text: string): string[] {
  const tokens = tokenizeWithOffsets(text);
  return [...tokens.filter((t) => !t.joined), ...tokens.filter((t) => t.joined)].map((t) => t.term);
}

export function buildSearchIndex(records: RecordSet, options: BuildOptions = {}): BuiltSearchIndex {
  const shardBytes = options.shardBytes ?? Number.POSITIVE_INFINITY;
  const stop = stopWords();
  // Titles, headings and bodies: each index with the terms added to it, to read its postings back for, and its texts.
  const fields = [0, 1, 2].map(() => ({ index: createFlexIndex(), terms: new Set<string>(), texts: new Map<number, string>() }));
  const add = (field: number, id: number, terms: string[]) => {
    if (terms.length === 0) return;
    const text = joinTerms(terms);
    fields[field].index.add(id, text);
    fields[field].texts.set(id, text);
    for (const term of terms) fields[field].terms.add(term);
  };
  // Synonyms apply to every field: a page or section named with the docs word is named with the readers' words too,
  // so they find it with a title's or a heading's weight, not only where its text happens to repeat the word.
  const expand = options.expandTerms ?? ((terms: string[]) => terms);
  for (const page of records.pages) add(0, page.id, expand(termsOf(page.title)));
  for (const section of records.sections) {
    if (section.title) add(1, section.id, expand(termsOf(section.title)));
    add(2, section.id, expand(termsOf(indexedBody(records, section.id))));
  }
  const limit = Math.max(records.pages.length, records.sections.length);
  const stopSet = new Set(stop);
  const names = options.phrases === false ? [] : namesOf(records, stopSet);
  const exported = fields.map(({ index, terms, texts }) => {
    const postings = postingsOf(index, terms, limit);
    return new Map([...postings, ...phrasePostings(texts, postings, names, stopSet, limit)]);
  });
  const terms = [...new Set(exported.flatMap((postings) => [...postings.keys()]))].sort();
  const lists = terms.map((term) => exported.map((postings) => postings.get(term) ?? []));
  const df = lists.map((fields) => fields.reduce((n, ids) => n + ids.length, 0));
  const encoded = lists.map((fields) => fields.map(encodePostings));

  const fragments = buildFragments(records);
  const counts = new Array<number>(records.pages.length).fill(0);
  for (const section of records.sections) counts[section.pageId] += 1;
  const pages = records.pages.map((page): [number, 0 | 1] => [counts[page.id], page.isCpf ? 1 : 0]);

  /** The same postings laid out as one inline file (Infinity) or in shards of about `bytes`. */
  const layout = (bytes: number, externalFragments: boolean): BuiltSearchIndex => {
    const starts = shardStarts(encoded, terms, bytes);
    const shards: ShardData[] = starts.map((start, i) => {
      const run = encoded.slice(start, starts[i + 1] ?? encoded.length);
      return [0, 1, 2].map((field) => run.map((fields) => fields[field]).join(LIST_SEPARATOR)) as ShardData;
    });
    const inline = !Number.isFinite(bytes);
    const data: SearchIndexData = {
      version: SEARCH_INDEX_VERSION,
      pages,
      terms,
      df,
      stop,
      shards: shards.map((shard, i) => (inline ? { start: starts[i], data: shard } : { start: starts[i] })),
      ...(externalFragments ? {} : { fragments }),
    };
    if (!inline || externalFragments) {
      data.parts = createHash('sha256')
        .update(JSON.stringify([shards, fragments]))
        .digest('hex')
        .slice(0, 12);
    }
    return { data, shards, fragments };
  };

  if (options.splitAbove === undefined) return layout(shardBytes, options.externalFragments ?? false);
  const single = layout(Number.POSITIVE_INFINITY, false);
  return JSON.stringify(single.data).length <= options.splitAbove ? single : layout(shardBytes, true);
}

/**
 * The files a built index is served as, by path below SEARCH_INDEX_DIR: the manifest, and for a split index every
 * shard and every page's fragment that the manifest does not carry inline.
 */
export type SearchIndexFile = SearchIndexData | ShardData | Fragment;
export type SearchIndexFiles = Map<string, SearchIndexFile>;

export function searchIndexFiles(built: BuiltSearchIndex): SearchIndexFiles {
  const files: SearchIndexFiles = new Map([[SEARCH_MANIFEST_FILE, built.data]]);
  const { parts, shards, fragments } = built.data;
  if (parts === undefined) return files;
  built.shards.forEach((shard, i) => {
    if (!shards[i].data) files.set(searchShardFile(parts, i), shard);
  });
  if (!fragments) for (const [i, fragment] of built.fragments.entries()) files.set(searchFragmentFile(parts, i), fragment);
  return files;
}
