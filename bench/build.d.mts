export function projectCopy(root: string): string;
export function generatedCorpus(root: string, total: number, shape?: 'sections' | 'copies'): string;
