// What the search tests share: the box, its suggestions, and a documentation page opened and hydrated.
import type { Page } from 'playwright-core';
import { openPage, waitForHydration } from './support';

export const searchInput = (page: Page) => page.locator('[data-testid="search-input"]');
export const searchOptions = (page: Page) => page.locator('[data-testid="search-option"]');

export async function openDoc(path = '/overview/getting-started') {
  const opened = await openPage(path);
  await waitForHydration(opened.page);
  return opened;
}

/** A query nothing in this site's index matches, fuzzy matching included. */
const MATCHES_NOTHING = 'xylophonequartz';

/**
 * Types `text` into the box and waits for its answer: its suggestions, or "No results found". The box keeps the
 * previous query's suggestions on screen until the next answer arrives, so it is first emptied by a query that matches
 * nothing: once that answer shows, no option is left, and the first option or message after it is the answer to `text`.
 */
export async function answerTo(page: Page, text: string): Promise<void> {
  await searchInput(page).fill(MATCHES_NOTHING);
  await page.locator('[data-testid="search-no-results"]').waitFor();
  await searchInput(page).fill(text);
  await page.locator('[data-testid="search-option"], [data-testid="search-no-results"]').first().waitFor();
}
