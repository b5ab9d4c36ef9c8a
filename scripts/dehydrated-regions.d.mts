export function dehydratedRegions(html: string, where?: string): Map<string, string>;
