// The pages' prose held to the facts table (lib/domain/facts.ts), as the model's rules are held to the spec: a sentence
// that names a fact (escalation, the Escalation Window) and gives a value of the same kind (a duration, a percentage, a
// status code, a count of the same things) must give one of the fact's values. Units convert (60 minutes is 1 hour,
// 7200 seconds is 2 hours), numbers in words count (one hour, six states, an hour), and a value marked as an example
// ("for example 90", "Approve for 1 hour (example)") is not a claim. A sentence that names no fact speaks of what the
// sentence before it in the same paragraph named ("It takes from 10 minutes …"). A bold span that the sentence calls a setting
// must be a setting of the table. `npm run sources -- --check` runs this over every page (scripts/sources.ts).
import { FACTS, type Fact, type FactValue, SETTING_NAMES, timeMs } from '../domain/facts';
import type { ProseSentence } from './prose';

/** A value found in a sentence: a duration (ms), a percentage, a status code, a count of a noun, or a bare number. */
export type Quantity =
  | { kind: 'time'; ms: number; raw: string; start: number }
  | { kind: 'percent'; amount: number; raw: string; start: number }
  | { kind: 'status'; code: number; raw: string; start: number }
  | { kind: 'count'; amount: number; noun: string; raw: string; start: number }
  | { kind: 'number'; amount: number; raw: string; start: number };

const ONES: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
const WORD = `(?:(?:${Object.keys(TENS).join('|')})(?:[- ](?:${Object.keys(ONES).slice(1, 10).join('|')}))?|${Object.keys(ONES).join('|')}|hundred)`;

const SECOND = 1_000;
const UNITS: [RegExp, number][] = [
  [/^(?:milliseconds?|ms)\b/i, 1],
  [/^(?:seconds?|secs?|s)\b/i, SECOND],
  [/^(?:minutes?|mins?)\b/i, 60 * SECOND],
  [/^(?:hours?|hrs?|h)\b/i, 3_600 * SECOND],
  [/^days?\b/i, 86_400 * SECOND],
  [/^weeks?\b/i, 7 * 86_400 * SECOND],
];

/** The nouns that count facts count, from the table. */
const COUNT_NOUNS = [...new Set(Object.values(FACTS as Record<string, Fact>).flatMap((f) => f.values.flatMap((v) => (v.kind === 'count' ? [v.noun] : []))))];

// A number: digits (with thousands commas) not inside a word, an id or a version ("ap-southeast-4", "s3", "2.0.1"), or
// a number word; "a" or "an" before a unit of time is one of it, and "half a" or "half an" is a half.
const NUMBER = new RegExp(
  `(?<![\\w.$/-])(\\d{1,3}(?:,\\d{3})+|\\d+(?:\\.\\d+)?)(?![\\w.]*\\d)(?![\\w])|\\b(${WORD})\\b(?!-(?!(?:second|minute|hour|day|week)s?\\b))|\\b(half an?|an?)\\s+(?=(?:second|minute|hour|day|week)\\b)`,
  'gi',
);

function wordValue(word: string): number {
  const parts = word.toLowerCase().split(/[- ]/);
  if (parts[0] === 'hundred') return 100;
  return parts.reduce((sum, part) => sum + (TENS[part] ?? ONES[part] ?? 0), 0);
}

/** Whether the value at `start` is marked as an example rather than stated as the product's. */
function isExample(text: string, start: number, end: number): boolean {
  return /^\s*\(example\)/i.test(text.slice(end)) || /\b(?:for example|e\.g\.|such as)\s*[`*]*$/i.test(text.slice(Math.max(0, start - 16), start));
}

/** The values a sentence gives, in order, examples left out. */
export function quantitiesOf(text: string): Quantity[] {
  const found: Quantity[] = [];
  for (const match of text.matchAll(NUMBER)) {
    const start = match.index ?? 0;
    const amount =
      match[1] !== undefined ? Number(match[1].replace(/,/g, '')) : match[2] !== undefined ? wordValue(match[2]) : /^half/i.test(match[3]) ? 0.5 : 1;
    const after = text.slice(start + match[0].length);
    const gap = /^\s*-?\s*/.exec(after)?.[0] ?? '';
    const rest = after.slice(gap.length);
    const unit = UNITS.find(([pattern]) => pattern.test(rest));
    let quantity: Quantity | null = null;
    let end = start + match[0].length;
    if (unit) {
      const unitText = (unit[0].exec(rest) as RegExpExecArray)[0];
      end += gap.length + unitText.length;
      quantity = { kind: 'time', ms: amount * unit[1], raw: text.slice(start, end), start };
    } else if (/^(?:percent|per cent|%)/i.test(rest) || /^%/.test(after)) {
      end += gap.length + (/^(?:percent|per cent|%)/i.exec(rest)?.[0].length ?? 1);
      quantity = { kind: 'percent', amount, raw: text.slice(start, end), start };
    } else if (match[3] === undefined) {
      // "One" counts nothing here: it is the article of "one protection", "one of six states", never a fact's total.
      const noun = amount === 1 ? undefined : COUNT_NOUNS.find((n) => new RegExp(`^(?:[\\w-]+\\s+){0,2}?${n}s?\\b`, 'i').test(after.trimStart()));
      if (noun) {
        const counted = new RegExp(`^\\s*(?:[\\w-]+\\s+){0,2}?${noun}s?\\b`, 'i').exec(after) as RegExpExecArray;
        end += counted[0].length;
        quantity = { kind: 'count', amount, noun, raw: text.slice(start, end), start };
      } else if (match[1] !== undefined && /^\d{3}$/.test(match[1]) && amount >= 100 && amount < 600) {
        quantity = { kind: 'status', code: amount, raw: match[0], start };
      } else if (match[1] !== undefined) {
        quantity = { kind: 'number', amount, raw: match[0], start };
      }
    }
    if (quantity && !isExample(text, start, end)) found.push(quantity);
  }
  return found;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A name of the table as a pattern: whole words, a `*` for any ending of the word before it, case kept where the name has capitals. */
function namePattern(name: string): RegExp {
  const body = name.split('*').map(escapeRegExp).join('[\\w-]*');
  return new RegExp(`(?<![\\w-])${body}(?![\\w-])`, /[A-Z]/.test(name) ? '' : 'i');
}

const NAMED = Object.entries(FACTS as Record<string, Fact>).map(([id, fact]) => ({ id, fact, patterns: fact.names.map(namePattern) }));

/** The facts a sentence names. */
export function factsNamedIn(text: string): string[] {
  return NAMED.filter(({ patterns }) => patterns.some((p) => p.test(text))).map(({ id }) => id);
}

function sameKind(q: Quantity, v: FactValue): boolean {
  if (q.kind === 'count') return v.kind === 'count' && v.noun === q.noun;
  return q.kind === v.kind;
}

function equal(q: Quantity, v: FactValue): boolean {
  if (q.kind === 'time' && v.kind === 'time') return Math.abs(q.ms - timeMs(v)) < 1e-6;
  if (q.kind === 'status' && v.kind === 'status') return q.code === v.code;
  if ((q.kind === 'percent' || q.kind === 'count' || q.kind === 'number') && (v.kind === 'percent' || v.kind === 'count' || v.kind === 'number')) {
    return q.amount === v.amount;
  }
  return false;
}

// Words right beside a bold span that make it a setting's name: "the **X** setting", "setting **X**", "**X**: the
// setting for …", "settings include **X** and **Y**", or a name that ends in its unit, as a settings field does.
const SETTING_AFTER = /^\)?\s*[:,]?\s*(?:(?:the|a|an)\s+)?settings?\b(?!\s+cog)/i;
const SETTING_BEFORE = /\b(?:the\s+)?settings?\s*$|\bsettings?\s+(?:include|includes|are|such as|like)\b[^.]*$/i;
const UNIT_SUFFIX = /\((?:days|hours|minutes|seconds|percent)\)$/i;

/** Bold spans of a sentence that it presents as a setting's name. */
export function boldSettingNames(sentence: ProseSentence): string[] {
  return sentence.bold
    .filter(
      (b) =>
        SETTING_AFTER.test(sentence.text.slice(b.end).replace(/^\*\*/, '')) || SETTING_BEFORE.test(sentence.text.slice(0, b.start)) || UNIT_SUFFIX.test(b.text),
    )
    .map((b) => b.text);
}

export interface FactProblem {
  file: string;
  line?: number;
  message: string;
}

export interface PageProse {
  file: string;
  sentences: ProseSentence[];
}

const formatValues = (fact: Fact) =>
  fact.values
    .map((v) =>
      v.kind === 'time' ? `${v.amount} ${v.unit}${v.amount === 1 ? '' : 's'}` : String(v.kind === 'status' ? v.code : v.kind === 'text' ? v.text : v.amount),
    )
    .join(' to ');

const clip = (text: string) => (text.length > 110 ? `${text.slice(0, 107)}...` : text);

/**
 * Every sentence of the pages that gives a fact another value, or bolds as a setting a name the table does not hold.
 * A problem names the file and line, and where another page states the same fact with the table's value.
 */
export function checkFacts(pages: readonly PageProse[]): FactProblem[] {
  const problems: FactProblem[] = [];
  const agreeing = new Map<string, string[]>();
  const wrong: { page: PageProse; sentence: ProseSentence; q: Quantity; facts: string[] }[] = [];
  for (const page of pages) {
    let previous: { block: number; named: string[] } = { block: -1, named: [] };
    for (const sentence of page.sentences) {
      // A sentence that names no fact speaks of the one before it in its block: "Discovery runs. It takes …".
      const own = factsNamedIn(sentence.text);
      const named = own.length === 0 && previous.block === sentence.block ? previous.named : own;
      previous = { block: sentence.block, named };
      for (const q of quantitiesOf(sentence.text)) {
        const candidates = named.filter((id) => (FACTS as Record<string, Fact>)[id].values.some((v) => sameKind(q, v)));
        if (candidates.length === 0) continue;
        const match = candidates.find((id) => (FACTS as Record<string, Fact>)[id].values.some((v) => equal(q, v)));
        if (match) {
          const places = agreeing.get(match) ?? [];
          const place = `${page.file}:${sentence.line ?? '?'}`;
          if (places.length < 2 && !places.includes(place)) agreeing.set(match, [...places, place]);
        } else {
          wrong.push({ page, sentence, q, facts: candidates });
        }
      }
      for (const name of boldSettingNames(sentence)) {
        if (SETTING_NAMES.includes(name)) continue;
        problems.push({
          file: page.file,
          line: sentence.line,
          message: `"${clip(sentence.text)}" bolds **${name}** as a setting; the settings are ${SETTING_NAMES.join(', ')}`,
        });
      }
    }
  }
  for (const { page, sentence, q, facts } of wrong) {
    const said = facts.map((id) => {
      const others = (agreeing.get(id) ?? []).filter((place) => !place.startsWith(`${page.file}:`));
      return `${(FACTS as Record<string, Fact>)[id].label} is ${formatValues((FACTS as Record<string, Fact>)[id])}${others.length ? ` (as ${others.join(' and ')} ${others.length === 1 ? 'says' : 'say'})` : ''}`;
    });
    problems.push({ file: page.file, line: sentence.line, message: `"${clip(sentence.text)}" gives ${q.raw}, but ${said.join('; ')}` });
  }
  return problems.sort((a, b) => (a.file === b.file ? (a.line ?? 0) - (b.line ?? 0) : a.file < b.file ? -1 : 1));
}
