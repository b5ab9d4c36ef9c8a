// The query side: imports the shipped index into FlexSearch (no re-indexing), expands each query term over the
// vocabulary, ranks pages and returns hits with section, snippet and highlight ranges. Pure TypeScript; the browser
// and jest use the same code.
import type { Index } from 'flexsearch';
import { createFlexIndex } from './flex';
import { SEARCH_INDEX_VERSION, type Fragment, type SearchIndexData, type ShardData } from './format';
import { parseQuery } from './query';
import { bodyScore, compareRanked, sectionScore, titleScore, type Ranked } from './rank';
import { highlightRanges, makeSnippet, type Range, type Snippet } from './snippet';
import { Vocabulary, type Variant } from './vocabulary';

export interface SearchOptions {
  /** How many hits to return with snippets (the total is always counted). Default 8. */
  limit?: number;
  /** Only pages that document the firewall itself (isCpf). */
  cpfOnly?: boolean;
}

export interface SearchHit {
  pageId: number;
  title: string;
  route: string;
  /** Route plus the anchor of the section the hit is in, if any. */
  href: string;
  isCpf: boolean;
  /** The h2-h4 section where the words are; null when the best match is the page's title or introduction. */
  section: { title: string; anchor: string; depth: number } | null;
  titleRanges: Range[];
  sectionRanges: Range[];
  snippet: Snippet;
  score: number;
  /** How many of the query's terms the page matches. */
  matchedTerms: number;
}

export interface SearchResponse {
  /** ignored: the input begins with whitespace; empty: no searchable word; ok: searched (hits may be empty). */
  status: 'ignored' | 'empty' | 'ok';
  terms: string[];
  total: number;
  hits: SearchHit[];
}

export interface EngineLoaders {
  /** Fetches shard i when the manifest does not carry it inline. */
  shard?: (index: number) => Promise<ShardData>;
  /** Fetches a page's fragment when the manifest does not carry fragments inline. */
  fragment?: (pageId: number) => Promise<Fragment>;
}

/** The most postings read per variant and index: bounds the work of very common words in very large corpora. */
export const MAX_POSTINGS = 2000;

/** Prefix and one-edit variants read at most this many postings each. */
export const MAX_VARIANT_POSTINGS = 400;

/** The postings one variant fetched during ranking, kept for the details of the pages shown. */
interface Lookup {
  group: number;
  variant: Variant;
  title: number[];
  heading: number[];
  body: number[];
}

interface PageDetail {
  terms: Set<string>;
  /** section id -> (term group -> best section score) */
  sections: Map<number, Map<number, number>>;
  bestSection?: number;
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

export class SearchEngine {
  private readonly title: Index = createFlexIndex();
  private readonly heading: Index = createFlexIndex();
  private readonly body: Index = createFlexIndex();
  readonly vocabulary: Vocabulary;
  private readonly sectionPage: Int32Array;
  private readonly sectionStart: Int32Array;
  private readonly shardStarts: number[];
  private readonly shards: (Promise<void> | true | undefined)[];
  private readonly fragments: (Fragment | Promise<Fragment> | undefined)[];

  constructor(
    private readonly data: SearchIndexData,
    private readonly loaders: EngineLoaders = {},
  ) {
    if (!data || data.version !== SEARCH_INDEX_VERSION || !Array.isArray(data.terms) || !Array.isArray(data.pages)) {
      throw new Error('Unsupported search index format');
    }
    this.vocabulary = new Vocabulary(data.terms, data.df);
    const sectionCount = data.pages.reduce((n, [count]) => n + count, 0);
    this.sectionPage = new Int32Array(sectionCount);
    this.sectionStart = new Int32Array(data.pages.length + 1);
    let next = 0;
    data.pages.forEach(([count], pageId) => {
      this.sectionStart[pageId] = next;
      this.sectionPage.fill(pageId, next, next + count);
      next += count;
    });
    this.sectionStart[data.pages.length] = next;
    this.shardStarts = data.shards.map((s) => s.start);
    this.shards = data.shards.map(() => undefined);
    data.shards.forEach((shard, i) => {
      if (shard.data) {
        this.importShard(i, shard.data);
        this.shards[i] = true;
      }
    });
    this.fragments = data.fragments ? [...data.fragments] : data.pages.map(() => undefined);
  }

  get pageCount(): number {
    return this.data.pages.length;
  }

  /** Runs a query. Resolves at once when the index is inline; otherwise first fetches the shards and fragments it needs. */
  async search(input: string, options: SearchOptions = {}): Promise<SearchResponse> {
    const parsed = parseQuery(input);
    if (parsed.kind !== 'terms') return { status: parsed.kind, terms: [], total: 0, hits: [] };
    const limit = Math.max(0, Math.floor(options.limit ?? 8));
    const variants = parsed.terms.map((term) => this.vocabulary.expand(term));
    const compounds = this.compounds(parsed.terms);
    await this.ensureShards([...variants.flat(), ...compounds.flat()]);
    const { ranked, lookups } = this.rank([...variants, ...compounds], variants.length, options.cpfOnly ?? false);
    const top = topK(ranked, limit, compareRanked);
    const fragments = await Promise.all(top.map((r) => this.fragment(r.id)));
    const details = this.details(top, lookups, variants.length);
    const hits = top.map((r, i) => this.hit(r, fragments[i], details.get(r.id)!));
    return { status: 'ok', terms: parsed.terms, total: ranked.length, hits };
  }

  /**
   * Neighbouring query terms that together form one vocabulary word ("break glass" -> breakglass, from break-glass;
   * "just in time" -> justintime): pages holding that word earn its score as a bonus, without counting as a term.
   */
  private compounds(terms: string[]): Variant[][] {
    const out: Variant[][] = [];
    for (let i = 0; i < terms.length; i += 1) {
      for (let n = 2; n <= 3 && i + n <= terms.length; n += 1) {
        const term = terms.slice(i, i + n).join('');
        const index = this.vocabulary.indexOf(term);
        if (index >= 0) out.push([{ index, term, kind: 'exact' }]);
      }
    }
    return out;
  }

  /**
   * Scores every page that matches. The first `counted` variant groups are the query's terms; the rest (compounds)
   * only add to the score. Typed arrays indexed by page id keep the hot loop free of allocations.
   */
  private rank(variants: Variant[][], counted: number, cpfOnly: boolean): { ranked: Ranked[]; lookups: Lookup[] } {
    const pages = this.data.pages;
    const n = pages.length;
    const score = new Float64Array(n);
    const matched = new Uint8Array(n);
    const seen = new Uint8Array(n);
    const seenList: number[] = [];
    const titleBest = new Float64Array(n);
    const bodyBest = new Float64Array(n);
    const sectionHits = new Int32Array(n);
    const headingHit = new Uint8Array(n);
    const lookups: Lookup[] = [];
    const allowed = (pageId: number) => !cpfOnly || pages[pageId]?.[1] === 1;

    variants.forEach((termVariants, group) => {
      const termTouched: number[] = [];
      const touch = (pageId: number) => {
        if (titleBest[pageId] === 0 && bodyBest[pageId] === 0) termTouched.push(pageId);
      };
      for (const variant of termVariants) {
        // Lower-quality variants read fewer postings: they rarely decide the top of the list.
        const cap = variant.kind === 'exact' ? MAX_POSTINGS : MAX_VARIANT_POSTINGS;
        const title = this.title.search(variant.term, { limit: Math.min(n, cap) }) as number[];
        const heading = this.heading.search(variant.term, { limit: Math.min(this.sectionPage.length, cap) }) as number[];
        const body = this.body.search(variant.term, { limit: Math.min(this.sectionPage.length, cap) }) as number[];
        lookups.push({ group, variant, title, heading, body });
        const t = titleScore(variant.kind);
        for (const pageId of title) {
          if (!allowed(pageId) || titleBest[pageId] >= t) continue;
          touch(pageId);
          titleBest[pageId] = t;
        }
        const variantTouched: number[] = [];
        for (const sectionId of heading) {
          const pageId = this.sectionPage[sectionId];
          if (pageId === undefined || !allowed(pageId)) continue;
          if (headingHit[pageId] === 0 && sectionHits[pageId] === 0) variantTouched.push(pageId);
          headingHit[pageId] = 1;
        }
        for (const sectionId of body) {
          const pageId = this.sectionPage[sectionId];
          if (pageId === undefined || !allowed(pageId)) continue;
          if (headingHit[pageId] === 0 && sectionHits[pageId] === 0) variantTouched.push(pageId);
          sectionHits[pageId] += 1;
        }
        for (const pageId of variantTouched) {
          const b = bodyScore(variant.kind, headingHit[pageId] === 1, Math.max(1, sectionHits[pageId]));
          if (bodyBest[pageId] < b) {
            touch(pageId);
            bodyBest[pageId] = b;
          }
          headingHit[pageId] = 0;
          sectionHits[pageId] = 0;
        }
      }
      const counts = group < counted ? 1 : 0;
      for (const pageId of termTouched) {
        score[pageId] += titleBest[pageId] + bodyBest[pageId];
        matched[pageId] += counts;
        titleBest[pageId] = 0;
        bodyBest[pageId] = 0;
        if (seen[pageId] === 0) {
          seen[pageId] = 1;
          seenList.push(pageId);
        }
      }
    });
    // A page reached only through a compound also holds each of its words, so it always matches some term.
    const ranked = seenList.filter((id) => matched[id] > 0).map((id) => ({ id, matched: matched[id], score: score[id] }));
    return { ranked, lookups };
  }

  /**
   * For the pages shown only: which variants they hold (for highlighting) and the section where most terms meet
   * (a heading match counting like a title match), re-read from the postings the ranking already fetched.
   */
  private details(top: Ranked[], lookups: Lookup[], counted: number): Map<number, PageDetail> {
    const details = new Map<number, PageDetail>();
    for (const r of top) details.set(r.id, { terms: new Set(), sections: new Map() });
    if (top.length === 0) return details;
    const sectionBest = (detail: PageDetail, sectionId: number, group: number, value: number) => {
      let perGroup = detail.sections.get(sectionId);
      if (!perGroup) detail.sections.set(sectionId, (perGroup = new Map()));
      if ((perGroup.get(group) ?? 0) < value) perGroup.set(group, value);
    };
    for (const { group, variant, title, heading, body } of lookups) {
      for (const pageId of title) details.get(pageId)?.terms.add(variant.term);
      for (const [ids, inHeading] of [[heading, true], [body, false]] as const) {
        for (const sectionId of ids) {
          const detail = details.get(this.sectionPage[sectionId]);
          if (!detail) continue;
          detail.terms.add(variant.term);
          sectionBest(detail, sectionId, group, sectionScore(variant.kind, inHeading));
        }
      }
    }
    for (const detail of details.values()) {
      let best: { id: number; matched: number; score: number } | undefined;
      for (const [sectionId, perGroup] of detail.sections) {
        let matchedTerms = 0;
        let total = 0;
        for (const [group, value] of perGroup) {
          if (group < counted) matchedTerms += 1;
          total += value;
        }
        if (!best || matchedTerms > best.matched || (matchedTerms === best.matched && (total > best.score || (total === best.score && sectionId < best.id)))) {
          best = { id: sectionId, matched: matchedTerms, score: total };
        }
      }
      detail.bestSection = best?.id;
    }
    return details;
  }

  private hit(ranked: Ranked, fragment: Fragment, detail: PageDetail): SearchHit {
    const first = this.sectionStart[ranked.id];
    const bestId = detail.bestSection ?? first;
    const terms = detail.terms;
    const [depth, heading, anchor, text] = fragment.sections[bestId - first] ?? [0, '', '', ''];
    const section = depth > 0 && heading ? { title: heading, anchor, depth } : null;
    return {
      pageId: ranked.id,
      title: fragment.title,
      route: fragment.route,
      href: section && anchor ? `${fragment.route}#${anchor}` : fragment.route,
      isCpf: this.data.pages[ranked.id][1] === 1,
      section,
      titleRanges: highlightRanges(fragment.title, terms),
      sectionRanges: section ? highlightRanges(section.title, terms) : [],
      snippet: makeSnippet(text, terms),
      score: ranked.score,
      matchedTerms: ranked.matched,
    };
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

  private async ensureShards(variants: Variant[]): Promise<void> {
    const needed = new Set(variants.map((v) => this.shardOf(v.index)));
    const waits: Promise<void>[] = [];
    for (const i of needed) {
      const state = this.shards[i];
      if (state === true) continue;
      if (state) {
        waits.push(state);
        continue;
      }
      if (!this.loaders.shard) throw new Error(`Search index shard ${i} is not inline and there is no loader`);
      const loading = this.loaders.shard(i).then(
        (data) => {
          this.importShard(i, data);
          this.shards[i] = true;
        },
        (error: unknown) => {
          this.shards[i] = undefined;
          throw error;
        },
      );
      this.shards[i] = loading;
      waits.push(loading);
    }
    await Promise.all(waits);
  }

  private importShard(i: number, data: ShardData): void {
    const start = this.data.shards[i].start;
    const indexes = [this.title, this.heading, this.body];
    indexes.forEach((index, field) => {
      const entries: [string, unknown][] = [];
      data.forEach((postings, j) => {
        const slots = postings[field];
        if (slots) entries.push([this.data.terms[start + j], slots]);
      });
      // FlexSearch's import takes the parsed form as well as the JSON string it exported; skip a re-stringify.
      if (entries.length > 0) index.import('map', entries as unknown as string);
    });
  }

  private async fragment(pageId: number): Promise<Fragment> {
    const cached = this.fragments[pageId];
    if (cached) return cached;
    if (!this.loaders.fragment) throw new Error(`Search fragment ${pageId} is not inline and there is no loader`);
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
