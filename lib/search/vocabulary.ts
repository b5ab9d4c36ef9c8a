// Query-term expansion over the index vocabulary: the exact term, its prefix completions, and the terms one edit away.
// One-edit neighbours come from the query term's own edit neighbourhood (every deletion, transposition, substitution
// and insertion over the vocabulary's alphabet, about 70 x length lookups in a hash map: no build step, microseconds
// per term). Over a large alphabet (CJK text, which this English-only site does not have) only deletions and swaps
// are tried: a substitution there is another character, most often another word, and thousands of characters would
// make every word cost milliseconds.
import { withinOneEdit } from './editDistance';

export type MatchKind = 'exact' | 'prefix' | 'edit';

export interface Variant {
  /** Index of the vocabulary term. */
  index: number;
  term: string;
  kind: MatchKind;
}

/** No term shorter than this is ever one edit from another: one edit on a two-letter word matches almost anything. */
export const MIN_EDIT_LENGTH = 3;
/**
 * The site's rule for query words: from five letters on, a word also matches the words one edit away. A word of four
 * letters does only when the vocabulary does not hold it ("slak" -> slack, "okat" -> okta): a short word the docs use
 * is an acronym, a code or an everyday word, and one edit turns it into another real word (SAML -> same, rcp -> gcp).
 * Three letters or fewer, and numbers, match exactly or by prefix only.
 */
export const MIN_TYPO_LENGTH = 5;
export const MIN_UNKNOWN_TYPO_LENGTH = 4;
/**
 * A word's stem, for its forms: without a final e or y. Prefix matching joins "expire" to expired and expires; the
 * stem also reaches expiry, "escalate" escalation and "policy" policies. A query word completes from its stem from
 * this many letters on: a shorter one is most often another word's stem ("party" -> part, "state" -> stat).
 */
export const MIN_STEMMED_LENGTH = 6;
export const stem = (word: string) => word.replace(/[ey]$/, '');
/** How many completions a prefix expands to (the most frequent ones): fewer for one- or two-letter prefixes. */
export const MAX_SHORT_PREFIX_COMPLETIONS = 16;
export const MAX_PREFIX_COMPLETIONS = 48;
export const MAX_EDIT_VARIANTS = 24;
/** Above this many distinct characters in the vocabulary, one edit means a deletion or a swap only. */
export const MAX_GENERATED_ALPHABET = 64;

const HAS_DIGIT = /\p{N}/u;

export class Vocabulary {
  private readonly position = new Map<string, number>();
  private alphabetCache: string[] | undefined;

  constructor(
    readonly terms: readonly string[],
    readonly df: readonly number[],
  ) {
    for (const [i, term] of terms.entries()) this.position.set(term, i);
  }

  /**
   * Whether a term may be a completion or a one-edit neighbour: not a name kept as a phrase (its words joined by a
   * space, found only as itself), nor one of the `exclude`d words.
   */
  private eligible(index: number, exclude?: ReadonlySet<string>): boolean {
    const term = this.terms[index];
    return !term.includes(' ') && !exclude?.has(term);
  }

  /** The distinct UTF-16 units of the fuzzy-eligible vocabulary. */
  private alphabet(): string[] {
    if (!this.alphabetCache) {
      const chars = new Set<string>();
      for (const term of this.terms) if (term.length >= MIN_EDIT_LENGTH && !HAS_DIGIT.test(term) && !term.includes(' ')) for (const c of term) chars.add(c);
      this.alphabetCache = [...chars].filter((c) => c.length === 1);
    }
    return this.alphabetCache;
  }

  indexOf(term: string): number {
    return this.position.get(term) ?? -1;
  }

  /** Terms that start with `prefix` (excluding itself and phrases), the most frequent first, at most `limit`. */
  completions(prefix: string, limit: number, exclude?: ReadonlySet<string>): number[] {
    let lo = 0;
    let hi = this.terms.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.terms[mid] < prefix) lo = mid + 1;
      else hi = mid;
    }
    const found: number[] = [];
    for (let i = lo; i < this.terms.length && this.terms[i].startsWith(prefix); i += 1) {
      if (this.terms[i] !== prefix && this.eligible(i, exclude)) found.push(i);
    }
    return this.mostFrequent(found, limit);
  }

  /** Terms exactly one edit from `term` (not the term itself, no phrase). Numbers are never fuzzy: 429 must not find 409. */
  neighbours(term: string, limit: number, exclude?: ReadonlySet<string>): number[] {
    if (term.length < MIN_EDIT_LENGTH || HAS_DIGIT.test(term)) return [];
    const candidates = new Set<number>();
    const look = (candidate: string) => {
      const i = this.position.get(candidate);
      if (i !== undefined) candidates.add(i);
    };
    const letters = this.alphabet();
    const everyEdit = letters.length <= MAX_GENERATED_ALPHABET;
    for (let i = 0; i <= term.length; i += 1) {
      const head = term.slice(0, i);
      const tail = term.slice(i);
      if (i < term.length) look(head + tail.slice(1)); // deletion
      if (i < term.length - 1) look(head + tail[1] + tail[0] + tail.slice(2)); // transposition
      if (!everyEdit) continue;
      for (const c of letters) {
        look(head + c + tail); // insertion
        if (i < term.length) look(head + c + tail.slice(1)); // substitution
      }
    }
    return this.keepNeighbours(term, candidates, limit, exclude);
  }

  private keepNeighbours(term: string, candidates: Set<number>, limit: number, exclude?: ReadonlySet<string>): number[] {
    const found = [...candidates].filter((i) => {
      const candidate = this.terms[i];
      if (!this.eligible(i, exclude)) return false;
      return candidate !== term && candidate.length >= MIN_EDIT_LENGTH && !HAS_DIGIT.test(candidate) && withinOneEdit(term, candidate);
    });
    return this.mostFrequent(found, limit);
  }

  /**
   * The variants one query word matches, best kind first (exact, then completions of the word or, from
   * MIN_STEMMED_LENGTH letters on, of its stem, then one-edit neighbours under the site's rule, MIN_TYPO_LENGTH); a
   * term reached two ways keeps its better kind. `exclude` holds terms that are no
   * completion or neighbour (stop words, when the query has other words).
   */
  expand(term: string, exclude?: ReadonlySet<string>): Variant[] {
    const variants: Variant[] = [];
    const seen = new Set<number>();
    const add = (index: number, kind: MatchKind) => {
      if (seen.has(index)) return;
      seen.add(index);
      variants.push({ index, term: this.terms[index], kind });
    };
    const exact = this.indexOf(term);
    if (exact >= 0) add(exact, 'exact');
    const prefixLimit = term.length <= 2 ? MAX_SHORT_PREFIX_COMPLETIONS : MAX_PREFIX_COMPLETIONS;
    for (const i of this.completions(term.length < MIN_STEMMED_LENGTH ? term : stem(term), prefixLimit, exclude)) add(i, 'prefix');
    if (term.length >= MIN_TYPO_LENGTH || (term.length >= MIN_UNKNOWN_TYPO_LENGTH && exact < 0)) {
      for (const i of this.neighbours(term, MAX_EDIT_VARIANTS, exclude)) add(i, 'edit');
    }
    return variants;
  }

  /** Does now what the first fuzzy query would otherwise do (the benchmark times it). */
  prepare(): void {
    this.alphabet();
  }

  private mostFrequent(indexes: number[], limit: number): number[] {
    if (indexes.length <= limit) return indexes;
    return [...indexes].sort((a, b) => this.df[b] - this.df[a] || a - b).slice(0, limit);
  }
}
