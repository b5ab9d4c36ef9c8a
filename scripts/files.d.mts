export function listFiles(dir: string): string[];
export function hashFiles(root: string, entries: readonly string[], length?: number): string;
