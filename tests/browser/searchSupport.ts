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
