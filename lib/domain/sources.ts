// The spec's words behind every rule of the model, gathered from the `*.sources.ts` files beside the rules, and the
// check that each quote is a phrase of the spec. Only the sources script and the tests import this module, so no quote
// reaches the browser (a unit test checks that nothing else imports a sources file).
import { apiTokenSources } from './apiToken.sources';
import { changesSources } from './changes.sources';
import { chatopsSources } from './chatops.sources';
import { exemptionsSources } from './exemptions.sources';
import { factsSources } from './facts.sources';
import { lifecycleSources } from './lifecycle.sources';
import { machinesSources } from './machines.sources';
import { podRequestSources } from './podRequest.sources';
import { referenceSources } from './reference.sources';

import type { Sources } from './sourcesType';

export type { Sources } from './sourcesType';

export const SOURCES: Sources = {
  ...podRequestSources,
  ...machinesSources,
  ...changesSources,
  ...apiTokenSources,
  ...exemptionsSources,
  ...referenceSources,
  ...chatopsSources,
  ...lifecycleSources,
  ...factsSources,
};

export function quotesOf(id: string): readonly string[] {
  const value = Object.hasOwn(SOURCES, id) ? SOURCES[id] : [];
  return typeof value === 'string' ? [value] : value;
}

/** Case, whitespace and Markdown emphasis do not count; `{product}` reads as the product's name. */
export function normalise(text: string, product = 'Bulwark'): string {
  return text
    .replace(/\{product\}/g, product)
    .replace(/\*\*|__|`/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

export interface QuoteProblem {
  rule: string;
  quote: string;
  problem: string;
}

/** Every quote that is too short or not found in the spec's text, with its rule. */
export function checkQuotes(ids: readonly string[], specText: string): QuoteProblem[] {
  const spec = normalise(specText);
  const problems: QuoteProblem[] = [];
  for (const rule of ids) {
    const quotes = quotesOf(rule);
    if (quotes.length === 0) problems.push({ rule, quote: '', problem: 'no source' });
    for (const quote of quotes) {
      if (quote.trim().split(/\s+/).length < 3) problems.push({ rule, quote, problem: 'a quote needs at least three words' });
      else if (!spec.includes(normalise(quote))) problems.push({ rule, quote, problem: 'not found in the spec' });
    }
  }
  return problems;
}
