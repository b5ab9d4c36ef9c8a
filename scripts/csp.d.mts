export function contentSecurityPolicy(inlineScriptHashes: string[]): string;
export function inlineScriptHashes(html: string): string[];
export function withCspMeta(html: string): string;
