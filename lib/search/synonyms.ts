// Search synonyms (content/synonyms.yml): readers search with other words than the docs use ("turn off a region",
// "vendor access"), as hosted docs search engines know. Applied once, when the index is built: a section whose text
// says a docs word is also indexed under the readers' words for it. The shipped snippets keep the page's own text,
// and the browser needs nothing new. Kept apart from the index build, which takes it through one option.
import fs from 'node:fs';
import path from 'node:path';
import { load as loadYaml } from 'js-yaml';
import { tokenize } from './tokenize';

/** A docs word or phrase (as its terms) and the readers' words that find it. */
export interface SynonymRule {
  docs: string[];
  readers: string;
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
    return { docs, readers: (value as string[]).join(' ') };
  });
}

export function loadSynonyms(root = process.cwd()): SynonymRule[] {
  const file = path.join(root, SYNONYMS_FILE);
  return fs.existsSync(file) ? parseSynonyms(fs.readFileSync(file, 'utf8')) : [];
}

// Simple inflections of a docs word: disable -> disabled, disables, disabling; party -> parties; action -> actioned.
const INFLECTION = /^(?:s|es|d|ed|ing|ies|ied)?$/;
const stem = (word: string) => word.replace(/[ey]$/, '');

function sameWord(term: string, word: string): boolean {
  if (term === word) return true;
  const base = stem(word);
  return term.startsWith(base) && INFLECTION.test(term.slice(base.length));
}

/** Whether `terms` holds the phrase's words one after another. */
function says(terms: string[], phrase: string[]): boolean {
  for (let i = 0; i + phrase.length <= terms.length; i += 1) {
    if (phrase.every((word, j) => sameWord(terms[i + j], word))) return true;
  }
  return false;
}

/** The text a section is indexed with: its own, then the readers' words of every docs word it says. */
export function synonymExpander(rules: SynonymRule[]): (text: string) => string {
  if (rules.length === 0) return (text) => text;
  return (text) => {
    const terms = tokenize(text);
    const extra = rules.filter((rule) => says(terms, rule.docs)).map((rule) => rule.readers);
    return extra.length === 0 ? text : `${text}\n${extra.join('\n')}`;
  };
}
