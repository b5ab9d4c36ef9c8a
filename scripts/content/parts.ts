// What the content step keeps of one compiled page, in memory and in its cache.
import type { ParsedFile } from '../../lib/content/load';

/** What the site step needs of one compiled page (its HTML tree goes to the store on its own). */
export interface CompiledParts {
  parsed: ParsedFile;
  markdown?: string;
}

/** A page's cache entry: its parts, its HTML tree as the store's JSON, and what its components were made from. */
export interface PageEntry {
  parts: CompiledParts;
  html?: Uint8Array;
  /** The fingerprints of the components it uses (worker.ts usesFingerprint): the entry holds while these do. */
  uses: string;
}
