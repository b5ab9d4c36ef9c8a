export const BUNDLE_SUFFIX: string;
export function bundleOf(entries: Iterable<readonly [string, string]>): { files: Record<string, string> };
export function unpackBundles(out: string): number;
