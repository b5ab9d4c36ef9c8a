// Search synonyms (content/synonyms.yml): readers search with other words than the docs use ("turn off a region",
// "vendor access"), as hosted docs search engines know. Applied once, when the index is built: a page title, a heading
// or a section text that says a docs word is also indexed under the readers' words for it. The shipped titles and
// snippets keep the page's own text, and the browser needs nothing new. Kept apart from the index build, which takes
// it through one option.
import fs from 'node:fs';
import path from 'node:path';
import { load as loadYaml } from 'js-yaml';
import { tokenize } from './tokenize';
import { stem } from './vocabulary';

/** A docs word or phrase (as its terms) and the readers' words that find it (as terms). */
export interface SynonymRule {
  docs: string[];
  readers: string[];
}

export const SYNONYMS_FILE = 'content/synonyms.yml';

/** Reads the rules; a malformed file fails the build naming itself, a missing one means no synonyms. */
export function parseSynonyms(yaml: string, file = SYNONYMS_FILE): SynonymRule[] {
  if (!yaml.replace(/#.*$/gm, '').trim()) return [];
  let data: unknown;
  try {
    data = loadYaml(yaml);
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message.split('\n')[0]}`);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new Error(`${file}: expected a mapping of docs words to lists of readers' words`);
  return Object.entries(data).map(([key, value]) => {
    if (!Array.isArray(value) || value.length === 0 || !value.every((v) => typeof v === 'string' && v.trim())) {
      throw new Error(`${file}: "${key}" needs a list of readers' words, such as [turn off, switch off]`);
    }
    const docs = tokenize(key);
    if (docs.length === 0) throw new Error(`${file}: "${key}" has no searchable word`);
    return { docs, readers: tokenize((value as string[]).join(' ')) };
  });
}

export function loadSynonyms(root = process.cwd()): SynonymRule[] {
  const file = path.join(root, SYNONYMS_FILE);
  return fs.existsSync(file) ? parseSynonyms(fs.readFileSync(file, 'utf8')) : [];
}

// Simple inflections of a docs word: disable -> disabled, disables, disabling; party -> parties; action -> actioned.
const INFLECTIONS = ['', 's', 'es', 'd', 'ed', 'ing', 'ies', 'ied'];

function sameWord(term: string, word: string): boolean {
  if (term === word) return true;
  const base = stem(word);
  return term.startsWith(base) && INFLECTIONS.includes(term.slice(base.length));
}

/**
 * The terms a title, heading or section is indexed with: its own, then the readers' terms of every docs word or
 * phrase it says. Rules are found by the stem of their first word, so a text costs a few lookups per term whatever
 * the number of rules.
 */
export function synonymExpander(rules: SynonymRule[]): (terms: string[]) => string[] {
  if (rules.length === 0) return (terms) => terms;
  const byStem = new Map<string, SynonymRule[]>();
  for (const rule of rules) {
    const first = stem(rule.docs[0]);
    byStem.set(first, [...(byStem.get(first) ?? []), rule]);
  }
  return (terms) => {
    const said = new Set<SynonymRule>();
    terms.forEach((term, i) => {
      // The stems this term can be an inflection of, and the term's own stem ("disable" said as it is).
      const stems = new Set([stem(term), ...INFLECTIONS.filter((ending) => term.endsWith(ending)).map((ending) => term.slice(0, term.length - ending.length))]);
      for (const candidate of stems) {
        for (const rule of byStem.get(candidate) ?? []) {
          if (rule.docs.every((word, j) => i + j < terms.length && sameWord(terms[i + j], word))) said.add(rule);
        }
      }
    });
    return said.size === 0 ? terms : [...terms, ...rules.filter((rule) => said.has(rule)).flatMap((rule) => rule.readers)];
  };
}
