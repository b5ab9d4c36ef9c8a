// The query side: reads the shipped postings (built by FlexSearch at build time) without indexing anything again,
// plans which words of the query to look for (lib/search/plan.ts), expands each over the vocabulary, ranks pages
// (lib/search/scoring.ts) and returns hits with section, snippet and highlight ranges. Pure TypeScript and no
// dependency, so it is all the browser loads on first search; jest runs the same code.
import { SEARCH_INDEX_VERSION, type Fragment, type SearchIndexData } from './format';
import { parseQuery } from './query';
import { pageDetails, type PageDetail } from './details';
import { planQuery, type QueryPlan } from './plan';
import { compareRanked, topK, type Ranked } from './rank';
import { PageScorer, type Group } from './scoring';
import type { SearchClient } from './searchClient';
import { highlightRanges, makeSnippet, type Range, type Snippet } from './snippet';
import { IndexStore, type EngineLoaders } from './store';
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

export class SearchEngine implements SearchClient {
  readonly vocabulary: Vocabulary;
  private readonly sectionPage: Int32Array;
  private readonly sectionStart: Int32Array;
  /** 1 for the pages the firewall filter leaves out. */
  private readonly notCpf: Uint8Array;
  private readonly noneExcluded: Uint8Array;
  /** The stop words, which are no variant of a meaningful word either. */
  private readonly stopWords: Set<string>;
  private readonly scorer: PageScorer;
  private readonly store: IndexStore;

  constructor(
    private readonly data: SearchIndexData,
    loaders: EngineLoaders = {},
  ) {
    if (!data || data.version !== SEARCH_INDEX_VERSION || ![data.terms, data.df, data.pages, data.shards, data.stop].every(Array.isArray)) {
      throw new Error('Unsupported search index format');
    }
    this.vocabulary = new Vocabulary(data.terms, data.df);
    this.stopWords = new Set(data.stop);
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
    this.noneExcluded = new Uint8Array(data.pages.length);
    this.scorer = new PageScorer(this.sectionPage, data.pages.length);
    this.store = new IndexStore(data, loaders);
  }

  get pageCount(): number {
    return this.data.pages.length;
  }

  /** Runs a query. Resolves at once when the index is inline; otherwise first fetches the shards and fragments it needs. */
  async search(input: string, options: SearchOptions = {}): Promise<SearchResponse> {
    const parsed = parseQuery(input);
    if (parsed.kind !== 'words') return { status: parsed.kind, terms: [], total: 0, hits: [] };
    const limit = Math.max(0, Math.floor(options.limit ?? 8));
    const { plan, groups } = this.groups(parsed.words);
    await this.store.ensureShards(groups.flatMap((g) => g.variants));
    const excluded = options.cpfOnly ? this.notCpf : this.noneExcluded;
    const postings = (variant: Variant, field: 0 | 1 | 2, cap: number) => this.store.postings(variant.index, field, cap);
    const { ranked, lookups } = this.scorer.rank(groups, postings, excluded, plan.question);
    const top = topK(ranked, limit, compareRanked);
    const fragments = await Promise.all(top.map((r) => this.store.fragment(r.id)));
    const details = pageDetails(top, lookups, plan.terms.length, this.sectionPage, this.scorer.scratch);
    const hits = top.map((r, i) => this.hit(r, fragments[i], details.get(r.id)!));
    return { status: 'ok', terms: plan.terms, total: ranked.length, hits };
  }

  /**
   * What a query looks for: its meaningful words, each with its variants (stop words are no variant of them), then
   * the names and compounds it spells.
   */
  private groups(words: string[]): { plan: QueryPlan; groups: Group[] } {
    const plan = planQuery(words, this.stopWords, this.vocabulary);
    const groups: Group[] = plan.terms.map((term) => ({
      variants: this.vocabulary.expand(term, plan.content ? this.stopWords : undefined),
      phrase: false,
      known: this.vocabulary.indexOf(term) >= 0,
    }));
    // A name spelled by stop words alone ("just in time") is the query's meaning, not a bonus to its words.
    for (const { index, term } of plan.phrases) groups.push({ variants: [{ index, term, kind: 'exact' }], phrase: plan.terms.length > 0, known: true });
    return { plan, groups };
  }

  private hit(ranked: Ranked, fragment: Fragment, detail: PageDetail): SearchHit {
    const first = this.sectionStart[ranked.id];
    const bestId = detail.bestSection ?? first;
    const terms = detail.terms;
    const [depth, heading, anchor, text] = fragment.sections[bestId - first] ?? [0, '', '', ''];
    const section = depth > 0 && heading ? { title: heading, anchor, depth } : null;
    // A heading that holds only subsections ("Disable a region" over "Before you begin" and "Steps") quotes the first.
    const next = fragment.sections[bestId - first + 1];
    const quoted = text.trim() === '' && depth > 0 && next && next[0] > depth ? next[3] : text;
    return {
      pageId: ranked.id,
      title: fragment.title,
      route: fragment.route,
      href: section && anchor ? `${fragment.route}#${anchor}` : fragment.route,
      isCpf: this.data.pages[ranked.id][1] === 1,
      section,
      titleRanges: highlightRanges(fragment.title, terms),
      sectionRanges: section ? highlightRanges(section.title, terms) : [],
      snippet: makeSnippet(quoted, terms),
      score: ranked.score,
      matchedTerms: ranked.matched,
    };
  }
}
