export const BUNDLE_SUFFIX: string;
export function unpackBundles(out: string): number;
