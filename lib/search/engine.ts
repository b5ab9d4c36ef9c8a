// The query side: reads the shipped postings (built by FlexSearch at build time) without indexing anything again,
// expands each query term over the vocabulary, ranks pages and returns hits with section, snippet and highlight
// ranges. Pure TypeScript and no dependency, so it is all the browser loads on first search; jest runs the same code.
import { SEARCH_INDEX_VERSION, type Fragment, type SearchIndexData } from './format';
import { parseQuery } from './query';
import { pageDetails, type Lookup, type PageDetail } from './details';
import { bodyScore, compareRanked, titleScore, topK, type Ranked } from './rank';
import { highlightRanges, makeSnippet, type Range, type Snippet } from './snippet';
import { IndexStore, type EngineLoaders } from './store';
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

/** The most postings read per variant and index: bounds the work of very common words in very large corpora. */
export const MAX_POSTINGS = 2000;

/** Prefix and one-edit variants read at most this many postings each. */
export const MAX_VARIANT_POSTINGS = 400;

/** Where a term's posting list is looked up: page titles, section headings, section bodies. */
const TITLE = 0;
const HEADING = 1;
const BODY = 2;

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
  private readonly store: IndexStore;

  constructor(
    private readonly data: SearchIndexData,
    loaders: EngineLoaders = {},
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
    this.store = new IndexStore(data, loaders);
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
    await this.store.ensureShards([...variants.flat(), ...compounds.flat()]);
    const { ranked, lookups } = this.rank([...variants, ...compounds], variants.length, options.cpfOnly ?? false);
    const top = topK(ranked, limit, compareRanked);
    const fragments = await Promise.all(top.map((r) => this.store.fragment(r.id)));
    const details = pageDetails(top, lookups, variants.length, this.sectionPage, this.scratch.seen);
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
          title: this.store.postings(variant.index, TITLE, cap),
          heading: this.store.postings(variant.index, HEADING, cap),
          body: this.store.postings(variant.index, BODY, cap),
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
}
