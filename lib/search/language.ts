// Which words carry no meaning in a question. FlexSearch's English language pack decides (the stop-word filter of its
// encoder), with the few question frames it lacks. Build side only: the list ships in the index, so the browser reads
// it without loading FlexSearch.
import en from 'flexsearch/lang/en';
import { toTerm } from './tokenize';

/** Words that frame a question without naming anything the docs are about ("how do I make someone an approver"). */
const QUESTION_FRAMES = ['someone', 'somebody', 'anyone', 'anybody', 'everyone', 'everybody', 'something', 'anything', 'everything', 'please'];

/** The stop words, as index terms, sorted. */
export function stopWords(): string[] {
  const filter = en.filter;
  if (!(filter instanceof Set)) throw new Error('FlexSearch English pack: expected a stop-word set');
  return [...new Set([...filter, ...QUESTION_FRAMES].map(toTerm).filter(Boolean))].sort();
}
