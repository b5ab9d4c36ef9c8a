// What the engine reads and may have to fetch: the posting lists of each shard of the vocabulary and each page's
// fragment (title, route, sections for the snippet). Inline in the manifest for small sites; fetched on demand
// (and kept) when the index is split, a failed fetch being tried again by the next query.
import type { Fragment, SearchIndexData, ShardData } from './format';
import { decodePostings, LIST_SEPARATOR } from './postings';
import type { Variant } from './vocabulary';

export interface EngineLoaders {
  /** Fetches shard i when the manifest does not carry it inline. */
  shard?: (index: number) => Promise<ShardData>;
  /** Fetches a page's fragment when the manifest does not carry fragments inline. */
  fragment?: (pageId: number) => Promise<Fragment>;
}

const NO_POSTINGS: number[] = [];

export class IndexStore {
  private readonly shardStarts: number[];
  /** Per shard, once loaded: per field, one encoded posting list per term of the shard. */
  private readonly shards: (string[][] | undefined)[];
  /** Per shard, while it loads. */
  private readonly shardLoads: (Promise<void> | undefined)[];
  private readonly fragments: (Fragment | Promise<Fragment> | undefined)[];

  constructor(
    data: SearchIndexData,
    private readonly loaders: EngineLoaders = {},
  ) {
    this.shardStarts = data.shards.map((s) => s.start);
    this.shards = data.shards.map((shard) => (shard.data ? IndexStore.splitShard(shard.data) : undefined));
    this.shardLoads = data.shards.map(() => undefined);
    this.fragments = data.fragments ? [...data.fragments] : data.pages.map(() => undefined);
  }

  private shardOf(termIndex: number): number {
    let lo = 0;
    let hi = this.shardStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (this.shardStarts[mid] <= termIndex) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  async ensureShards(variants: Variant[]): Promise<void> {
    const needed = new Set(variants.map((v) => this.shardOf(v.index)));
    const waits: Promise<void>[] = [];
    for (const i of needed) {
      if (this.shards[i]) continue;
      const pending = this.shardLoads[i];
      if (pending) {
        waits.push(pending);
        continue;
      }
      if (!this.loaders.shard) throw new Error('No loader for a search index part');
      // Loaded or failed, the pending load is forgotten, so a failed shard is fetched again by the next query.
      const loading = this.loaders
        .shard(i)
        .then((data) => {
          this.shards[i] = IndexStore.splitShard(data);
        })
        .finally(() => {
          this.shardLoads[i] = undefined;
        });
      this.shardLoads[i] = loading;
      waits.push(loading);
    }
    await Promise.all(waits);
  }

  private static splitShard(data: ShardData): string[][] {
    if (!Array.isArray(data) || data.length !== 3 || data.some((field) => typeof field !== 'string')) {
      throw new Error('Unsupported search index format');
    }
    return data.map((field) => field.split(LIST_SEPARATOR));
  }

  /** The first `limit` ids of a term's posting list in one field (its shard is loaded by then). */
  postings(termIndex: number, field: number, limit: number): number[] {
    const shard = this.shardOf(termIndex);
    const encoded = this.shards[shard]?.[field][termIndex - this.shardStarts[shard]];
    return encoded ? decodePostings(encoded, limit) : NO_POSTINGS;
  }

  async fragment(pageId: number): Promise<Fragment> {
    const cached = this.fragments[pageId];
    if (cached) return cached;
    if (!this.loaders.fragment) throw new Error('No loader for a search index part');
    const loading = this.loaders.fragment(pageId).then(
      (fragment) => (this.fragments[pageId] = fragment),
      (error: unknown) => {
        this.fragments[pageId] = undefined;
        throw error;
      },
    );
    this.fragments[pageId] = loading;
    return loading;
  }
}
