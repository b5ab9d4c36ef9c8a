export const MARKDOWN_STAGING: string;
export function moveMarkdownFiles(out: string): number;
