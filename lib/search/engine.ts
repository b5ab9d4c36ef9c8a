// The query side: reads the shipped postings (built by FlexSearch at build time) without indexing anything again,
// expands each query term over the vocabulary, ranks pages and returns hits with section, snippet and highlight
// ranges. Pure TypeScript and no dependency, so it is all the browser loads on first search; jest runs the same code.
import { SEARCH_INDEX_VERSION, type Fragment, type SearchIndexData, type ShardData } from './format';
import { decodePostings, LIST_SEPARATOR } from './postings';
import { parseQuery } from './query';
import { bodyScore, compareRanked, sectionScore, titleScore, type Ranked } from './rank';
import { highlightRanges, makeSnippet, type Range, type Snippet } from './snippet';
import { MIN_TYPO_LENGTH, Vocabulary, type Variant } from './vocabulary';

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

/** Where a term's posting list is looked up: page titles, section headings, section bodies. */
const TITLE = 0;
const HEADING = 1;
const BODY = 2;
const NO_POSTINGS: number[] = [];

export class SearchEngine {
  readonly vocabulary: Vocabulary;
  private readonly sectionPage: Int32Array;
  private readonly sectionStart: Int32Array;
  /** 1 for the pages the firewall filter leaves out. */
  private readonly notCpf: Uint8Array;
  private readonly noneExcluded: Uint8Array;
  private readonly scratch: {
    score: Float64Array;
    matched: Uint8Array;
    seen: Uint8Array;
    titleBest: Float64Array;
    bodyBest: Float64Array;
    sectionHits: Int32Array;
    headingHit: Uint8Array;
  };
  private readonly shardStarts: number[];
  /** Per shard, once loaded: per field, one encoded posting list per term of the shard. */
  private readonly shards: (string[][] | undefined)[];
  /** Per shard, while it loads. */
  private readonly shardLoads: (Promise<void> | undefined)[];
  private readonly fragments: (Fragment | Promise<Fragment> | undefined)[];

  constructor(
    private readonly data: SearchIndexData,
    private readonly loaders: EngineLoaders = {},
  ) {
    if (!data || data.version !== SEARCH_INDEX_VERSION || ![data.terms, data.df, data.pages, data.shards].every(Array.isArray)) {
      throw new Error('Unsupported search index format');
    }
    this.vocabulary = new Vocabulary(data.terms, data.df, 'auto', MIN_TYPO_LENGTH);
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
    this.notCpf = Uint8Array.from(data.pages, ([, isCpf]) => (isCpf === 1 ? 0 : 1));
    const n = data.pages.length;
    this.noneExcluded = new Uint8Array(n);
    this.scratch = {
      score: new Float64Array(n),
      matched: new Uint8Array(n),
      seen: new Uint8Array(n),
      titleBest: new Float64Array(n),
      bodyBest: new Float64Array(n),
      sectionHits: new Int32Array(n),
      headingHit: new Uint8Array(n),
    };
    this.shardStarts = data.shards.map((s) => s.start);
    this.shards = data.shards.map((shard) => (shard.data ? SearchEngine.splitShard(shard.data) : undefined));
    this.shardLoads = data.shards.map(() => undefined);
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
    const excluded = cpfOnly ? this.notCpf : this.noneExcluded;
    // Per-page scratch, all zero between queries: every entry a query sets is reset before it returns.
    const { score, matched, seen, titleBest, bodyBest } = this.scratch;
    const seenList: number[] = [];
    const lookups: Lookup[] = [];
    for (let group = 0; group < variants.length; group += 1) {
      const termTouched: number[] = [];
      for (const variant of variants[group]) {
        // Lower-quality variants read fewer postings: they rarely decide the top of the list.
        const cap = variant.kind === 'exact' ? MAX_POSTINGS : MAX_VARIANT_POSTINGS;
        const lookup: Lookup = {
          group,
          variant,
          title: this.postings(variant.index, TITLE, cap),
          heading: this.postings(variant.index, HEADING, cap),
          body: this.postings(variant.index, BODY, cap),
        };
        lookups.push(lookup);
        this.scoreVariant(lookup, excluded, termTouched);
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
    }
    // A page reached only through a compound also holds each of its words, so it always matches some term.
    const ranked: Ranked[] = [];
    for (const id of seenList) {
      if (matched[id] > 0) ranked.push({ id, matched: matched[id], score: score[id] });
      score[id] = 0;
      matched[id] = 0;
      seen[id] = 0;
    }
    return { ranked, lookups };
  }

  /**
   * Raises each page's best title and best body score for the current term with one variant's postings; pages that
   * get their first score for the term are added to `termTouched`.
   */
  private scoreVariant({ variant, title, heading, body }: Lookup, excluded: Uint8Array, termTouched: number[]): void {
    const { titleBest, bodyBest, sectionHits, headingHit } = this.scratch;
    const sectionPage = this.sectionPage;
    const pageCount = titleBest.length;
    const sectionCount = sectionPage.length;
    const t = titleScore(variant.kind);
    for (let i = 0; i < title.length; i += 1) {
      const pageId = title[i];
      if (pageId >= pageCount || excluded[pageId] === 1 || titleBest[pageId] >= t) continue;
      if (titleBest[pageId] === 0 && bodyBest[pageId] === 0) termTouched.push(pageId);
      titleBest[pageId] = t;
    }
    const touched: number[] = [];
    for (let i = 0; i < heading.length; i += 1) {
      if (heading[i] >= sectionCount) continue;
      const pageId = sectionPage[heading[i]];
      if (excluded[pageId] === 1) continue;
      if (headingHit[pageId] === 0) touched.push(pageId);
      headingHit[pageId] = 1;
    }
    for (let i = 0; i < body.length; i += 1) {
      if (body[i] >= sectionCount) continue;
      const pageId = sectionPage[body[i]];
      if (excluded[pageId] === 1) continue;
      if (headingHit[pageId] === 0 && sectionHits[pageId] === 0) touched.push(pageId);
      sectionHits[pageId] += 1;
    }
    // bodyScore by (in a heading, sections holding the word: 1, 2, 3 or more), computed once per variant. The loop
    // below touches no global (not even Math): global lookups are slow in some hosts (jest's vm context among them).
    const scores = [false, true].flatMap((inHeading) => [1, 2, 3].map((spread) => bodyScore(variant.kind, inHeading, spread)));
    for (let i = 0; i < touched.length; i += 1) {
      const pageId = touched[i];
      const hits = sectionHits[pageId];
      const b = scores[headingHit[pageId] * 3 + (hits >= 3 ? 2 : hits <= 1 ? 0 : 1)];
      if (bodyBest[pageId] < b) {
        if (titleBest[pageId] === 0 && bodyBest[pageId] === 0) termTouched.push(pageId);
        bodyBest[pageId] = b;
      }
      headingHit[pageId] = 0;
      sectionHits[pageId] = 0;
    }
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
    // Most postings belong to pages not shown: a flag per page skips them without a map lookup.
    const shown = this.scratch.seen;
    for (const r of top) shown[r.id] = 1;
    for (const { group, variant, title, heading, body } of lookups) {
      for (const pageId of title) if (shown[pageId] === 1) details.get(pageId)?.terms.add(variant.term);
      for (const [ids, inHeading] of [[heading, true], [body, false]] as const) {
        const value = sectionScore(variant.kind, inHeading);
        for (const sectionId of ids) {
          const pageId = this.sectionPage[sectionId];
          if (shown[pageId] !== 1) continue;
          const detail = details.get(pageId)!;
          detail.terms.add(variant.term);
          sectionBest(detail, sectionId, group, value);
        }
      }
    }
    for (const r of top) shown[r.id] = 0;
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
      if (this.shards[i]) continue;
      const pending = this.shardLoads[i];
      if (pending) {
        waits.push(pending);
        continue;
      }
      if (!this.loaders.shard) throw new Error(`Search index shard ${i} is not inline and there is no loader`);
      // Loaded or failed, the pending load is forgotten, so a failed shard is fetched again by the next query.
      const loading = this.loaders
        .shard(i)
        .then((data) => {
          this.shards[i] = SearchEngine.splitShard(data);
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
  private postings(termIndex: number, field: number, limit: number): number[] {
    const shard = this.shardOf(termIndex);
    const encoded = this.shards[shard]?.[field][termIndex - this.shardStarts[shard]];
    return encoded ? decodePostings(encoded, limit) : NO_POSTINGS;
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
