// Build-time side: records -> three FlexSearch indexes -> their exported posting lists regrouped per term into the
// shipped format. Runs in the route handler (and the benchmark), never in the browser.
import type { Index } from 'flexsearch';
import { createFlexIndex } from './flex';
import { SEARCH_INDEX_VERSION, type Fragment, type SearchIndexData, type ShardData, type Slots, type TermPostings } from './format';
import type { RecordSet } from './records';

export interface BuildOptions {
  /**
   * Split the postings into shards of about this many bytes of JSON. Infinity (the default) keeps one inline shard.
   */
  shardBytes?: number;
  /** Keep fragments out of the manifest (they are written as one file per page). Default false. */
  externalFragments?: boolean;
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

function exportedPostings(index: Index): Map<string, Slots> {
  const postings = new Map<string, Slots>();
  index.export((key: string, data: string) => {
    if (!key.endsWith('map')) return;
    for (const [term, slots] of JSON.parse(data) as [string, Slots][]) postings.set(term, slots);
  });
  return postings;
}

function countIds(slots: Slots | 0): number {
  return slots ? slots.reduce((n, slot) => n + (slot ? slot.length : 0), 0) : 0;
}

export function buildFragments(records: RecordSet): Fragment[] {
  const fragments: Fragment[] = records.pages.map((page) => ({ title: page.title, route: page.route, sections: [] }));
  for (const section of records.sections) {
    fragments[section.pageId].sections.push([section.depth, section.title, section.anchor ?? '', indexedBody(records, section.id)]);
  }
  return fragments;
}

export function buildSearchIndex(records: RecordSet, options: BuildOptions = {}): BuiltSearchIndex {
  const shardBytes = options.shardBytes ?? Number.POSITIVE_INFINITY;
  const title = createFlexIndex();
  const heading = createFlexIndex();
  const body = createFlexIndex();
  for (const page of records.pages) title.add(page.id, page.title);
  for (const section of records.sections) {
    if (section.title) heading.add(section.id, section.title);
    const text = indexedBody(records, section.id);
    if (text) body.add(section.id, text);
  }
  const exported = [exportedPostings(title), exportedPostings(heading), exportedPostings(body)];
  const terms = [...new Set(exported.flatMap((postings) => [...postings.keys()]))].sort();
  const postings: TermPostings[] = terms.map((term) => exported.map((p) => p.get(term) ?? 0) as TermPostings);
  const df = postings.map((p) => countIds(p[0]) + countIds(p[1]) + countIds(p[2]));

  const shards: ShardData[] = [];
  const starts: number[] = [];
  let size = 0;
  postings.forEach((entry, i) => {
    const bytes = JSON.stringify(entry).length + terms[i].length;
    if (shards.length === 0 || (size + bytes > shardBytes && shards[shards.length - 1].length > 0)) {
      shards.push([]);
      starts.push(i);
      size = 0;
    }
    shards[shards.length - 1].push(entry);
    size += bytes;
  });
  if (shards.length === 0) {
    shards.push([]);
    starts.push(0);
  }
  const inline = !Number.isFinite(shardBytes);
  const fragments = buildFragments(records);
  const counts = new Array<number>(records.pages.length).fill(0);
  for (const section of records.sections) counts[section.pageId] += 1;
  const data: SearchIndexData = {
    version: SEARCH_INDEX_VERSION,
    pages: records.pages.map((page) => [counts[page.id], page.isCpf ? 1 : 0]),
    terms,
    df,
    shards: shards.map((shard, i) => (inline ? { start: starts[i], data: shard } : { start: starts[i] })),
    ...(options.externalFragments ? {} : { fragments }),
  };
  return { data, shards, fragments };
}
