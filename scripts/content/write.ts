// Writing the store's whole-site files (the build writes them into its new folder, the dev loop into the live one).
// Each file is written under a temporary name and renamed, and the site index last: the dev loop's readers reload
// when it changes.
import path from 'node:path';
import { socialImageFile, STORE_FILES, writeJsonFile, writeStoreFile } from '../../lib/content/store';
import { socialCards, type SocialCard } from '../../lib/social';
import type { SiteParts } from './site';

/** The link-preview cards of the assembled site. */
export function siteSocialCards(parts: SiteParts): SocialCard[] {
  return socialCards({ pages: parts.site.pages, categories: new Map(parts.site.categories), order: parts.site.order });
}

/** Writes the link-preview cards and their images into the store folder `dir`. */
export function writeSocialFiles(dir: string, cards: SocialCard[], images: Record<string, Uint8Array>): void {
  for (const card of cards) writeStoreFile(path.join(dir, socialImageFile(card.name)), images[card.name]);
  writeJsonFile(path.join(dir, STORE_FILES.social), cards);
}

/** Writes the whole-site files of the store into `dir`; `diagrams` only when they were laid out anew. */
export function writeSiteFiles(dir: string, parts: SiteParts, diagrams: Record<string, unknown> | undefined, dates: Record<string, string>): void {
  writeJsonFile(path.join(dir, STORE_FILES.markdown), parts.markdown);
  writeJsonFile(path.join(dir, STORE_FILES.search), parts.search);
  if (diagrams) writeJsonFile(path.join(dir, STORE_FILES.diagrams), diagrams);
  writeJsonFile(path.join(dir, STORE_FILES.dates), dates);
  writeJsonFile(path.join(dir, STORE_FILES.site), parts.site);
}
