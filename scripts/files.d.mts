export function listFiles(dir: string): string[];
