// One tokenizer for the index, the query and the highlighter, so a highlighted word is always a word that matched.
import { normalize } from './normalize';

/** A term and where it sits in the original (un-normalised) text, as UTF-16 offsets [start, end). */
export interface Token {
  term: string;
  start: number;
  end: number;
  /** A compound's joined form or an acronym: a term over several words, not one of the text's words in order. */
  joined?: true;
}

/** Longer "words" are hashes, keys or pasted noise; nobody searches for them by typing. */
export const MAX_TERM_LENGTH = 40;
/** A query is cut to this many characters before any work, so a 10,000-character paste costs nothing. */
export const MAX_QUERY_LENGTH = 200;
/** At most this many distinct terms of a query are searched for (stop words that are not part of a name do not count). */
export const MAX_QUERY_TERMS = 8;

// A word: letters, digits and combining marks, possibly joined by - or _ (break-glass, SKIPPED_SUSPENDED_ACCOUNT).
const WORD = /[\p{L}\p{N}\p{M}]+(?:[-_][\p{L}\p{N}\p{M}]+)*/gu;
const CONNECTOR = /[-_]/;
// camelCase and PascalCase boundaries: "GenerateBulwarkUserToken", "EC2Instance", "XMLParser".
const CAMEL = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;
const NOT_WORD = /[^\p{L}\p{N}]+/gu;

/** The normalised form of one word part; NFKD can emit symbols (½ -> 1⁄2), which are dropped. */
export function toTerm(part: string): string {
  return normalize(part).replace(NOT_WORD, '');
}

function pushTerm(out: Token[], term: string, start: number, end: number, joined?: true) {
  if (term.length > 0 && term.length <= MAX_TERM_LENGTH) out.push(joined ? { term, start, end, joined } : { term, start, end });
}

/** Acronyms are read from runs of this many capitalised words at most, and kept when 3 to 5 letters long. */
const ACRONYM_MAX_WORDS = 5;
const ACRONYM_MIN = 3;
const ACRONYM_MAX = 5;
const CAPITAL = /^\p{Lu}/u;
const RUN_GAP = /^[ \t]+$/;

interface Word {
  initials: string;
  start: number;
  end: number;
}

/** Terms made of the initials of consecutive capitalised words: "Resource Control Policies" also yields rcp. */
function acronyms(out: Token[], run: Word[]) {
  for (let i = 0; i < run.length; i += 1) {
    let initials = '';
    for (let j = i; j < run.length && j < i + ACRONYM_MAX_WORDS; j += 1) {
      initials += run[j].initials;
      if (initials.length > ACRONYM_MAX) break;
      if (j > i && initials.length >= ACRONYM_MIN) pushTerm(out, toTerm(initials), run[i].start, run[j].end, true);
    }
  }
}

/**
 * Every term of a text with its offsets. A compound word yields its parts and, joined, the whole word:
 * "GenerateBulwarkUserToken" gives generatebulwarkusertoken, generate, bulwark, user, token. Runs of capitalised
 * words also yield their acronym, so "rcp" finds pages that only spell out Resource Control Policies.
 */
export function tokenizeWithOffsets(text: string): Token[] {
  const out: Token[] = [];
  let run: Word[] = [];
  let lastEnd = -1;
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    const base = match.index ?? 0;
    const parts: { text: string; start: number }[] = [];
    const chunks = word.split(CONNECTOR);
    let offset = 0;
    for (const chunk of chunks) {
      let inner = 0;
      for (const piece of chunk.split(CAMEL)) {
        parts.push({ text: piece, start: offset + inner });
        inner += piece.length;
      }
      offset += chunk.length + 1;
    }
    if (parts.length > 1) pushTerm(out, toTerm(word), base, base + word.length, true);
    for (const part of parts) pushTerm(out, toTerm(part.text), base + part.start, base + part.start + part.text.length);

    const capitalised = chunks.every((chunk) => CAPITAL.test(chunk));
    const joined = lastEnd >= 0 && RUN_GAP.test(text.slice(lastEnd, base));
    if (!capitalised || !joined) {
      if (run.length > 1) acronyms(out, run);
      run = [];
    }
    if (capitalised) run.push({ initials: chunks.map((chunk) => chunk[0]).join(''), start: base, end: base + word.length });
    lastEnd = base + word.length;
  }
  if (run.length > 1) acronyms(out, run);
  return out;
}

/** Terms of a text in order (the FlexSearch encoder). A term re-tokenizes to itself. */
export function tokenize(text: string): string[] {
  return tokenizeWithOffsets(text).map((t) => t.term);
}

/** The text's words in order (a compound's parts, no joined forms or acronyms): what a phrase is made of. */
export function wordsOf(text: string): string[] {
  return tokenizeWithOffsets(text)
    .filter((t) => !t.joined)
    .map((t) => t.term);
}

// A tag's name (<b>, </script>, <img ...) or a character reference (&amp;, &#60;): markup, not words anyone looks for.
// Attribute values stay words, so a page that shows a snippet of markup can still be found by it.
const MARKUP = /<\/?[a-z][\w:-]*|&(?:#\d+|#x[\da-f]+|[a-z]+);/giu;
// A contraction: "can't" and "don't" are read as the words cant and dont, "Bulwark's" and "you're" as Bulwark and you.
const CONTRACTION = /(\p{L})['’](?:(t)|s|re|ll|ve|d|m)(?![\p{L}\p{N}])/giu;
/** Longer queries are cut here: a pasted paragraph is not a question. */
export const MAX_QUERY_WORDS = 32;

/**
 * The words of a query in order, repeats kept (phrases are read from them). Words split at - and _ but not at case
 * changes, so a pasted identifier matches its whole-word term; tag names and character references are dropped, so
 * input that is only markup has no word. Never throws and does bounded work for any input.
 */
export function queryWords(query: string): string[] {
  const words: string[] = [];
  const text = query
    .slice(0, MAX_QUERY_LENGTH)
    .replace(MARKUP, ' ')
    .replace(CONTRACTION, (_, letter: string, t?: string) => letter + (t ?? ''));
  for (const match of text.matchAll(WORD)) {
    for (const part of match[0].split(CONNECTOR)) {
      const term = toTerm(part);
      if (term.length > 0 && term.length <= MAX_TERM_LENGTH) words.push(term);
      if (words.length === MAX_QUERY_WORDS) return words;
    }
  }
  return words;
}
