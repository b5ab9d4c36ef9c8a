// Highlight ranges and snippets. Ranges are offsets into the returned text; the UI wraps them in <mark> as React
// nodes, so nothing typed into the box is ever treated as HTML.
import { tokenizeWithOffsets } from './tokenize';

/** [start, end) in UTF-16 code units of the text it belongs to. */
export type Range = [start: number, end: number];

export interface Snippet {
  text: string;
  ranges: Range[];
}

export const SNIPPET_LENGTH = 160;
const LEAD = 40;
const ELLIPSIS = '…';

interface Mark {
  start: number;
  end: number;
  term: string;
}

/**
 * Where the terms stand in the text. A phrase (words joined by a space, lib/search/plan.ts) is marked as one span
 * where its words stand together, so its stop words are marked there and nowhere else.
 */
function marks(text: string, terms: ReadonlySet<string>): Mark[] {
  if (terms.size === 0 || text.length === 0) return [];
  const tokens = tokenizeWithOffsets(text);
  const found: Mark[] = tokens.filter((t) => terms.has(t.term));
  const phrases = [...terms].filter((term) => term.includes(' ')).map((term) => term.split(' '));
  if (phrases.length === 0) return found;
  const words = tokens.filter((t) => !t.joined);
  for (const phrase of phrases) {
    for (let i = 0; i + phrase.length <= words.length; i += 1) {
      if (phrase.every((word, j) => words[i + j].term === word))
        found.push({ term: phrase.join(' '), start: words[i].start, end: words[i + phrase.length - 1].end });
    }
  }
  return found.sort((a, b) => a.start - b.start || b.end - a.end);
}

function merge(ranges: Range[]): Range[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const out: Range[] = [];
  for (const [start, end] of sorted) {
    const last = out[out.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else out.push([start, end]);
  }
  return out;
}

/** Where the given (normalised) terms occur in text, as merged, sorted, non-overlapping ranges. */
export function highlightRanges(text: string, terms: ReadonlySet<string>): Range[] {
  return merge(marks(text, terms).map((m) => [m.start, m.end] as Range));
}

/**
 * A window of about `length` characters of text around the place where the most distinct terms occur together,
 * cut at word boundaries, with an ellipsis where text was cut, and the highlight ranges inside it.
 */
export function makeSnippet(rawText: string, terms: ReadonlySet<string>, length = SNIPPET_LENGTH): Snippet {
  const text = rawText.replace(/\s+/g, ' ').trim();
  const found = marks(text, terms);
  if (text.length <= length) return { text, ranges: merge(found.map((m) => [m.start, m.end] as Range)) };

  let bestStart = 0;
  let bestDistinct = 0;
  for (let i = 0; i < found.length; i += 1) {
    const windowEnd = found[i].start + length - LEAD;
    const distinct = new Set<string>();
    for (let j = i; j < found.length && found[j].end <= windowEnd; j += 1) distinct.add(found[j].term);
    if (distinct.size > bestDistinct) {
      bestDistinct = distinct.size;
      bestStart = found[i].start;
    }
  }
  let start = Math.max(0, bestStart - LEAD);
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space >= 0 && space < bestStart ? space + 1 : start;
  }
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > start + length / 2) end = space;
  }
  const prefix = start > 0 ? `${ELLIPSIS} ` : '';
  const suffix = end < text.length ? ` ${ELLIPSIS}` : '';
  const shift = prefix.length - start;
  const ranges = found.filter((m) => m.start >= start && m.end <= end).map((m) => [m.start + shift, m.end + shift] as Range);
  return { text: prefix + text.slice(start, end) + suffix, ranges: merge(ranges) };
}
