// Next writes each page's Markdown copy under out/markdown/ (app/markdown/[...slug]/route.ts: a route handler needs
// its own folder beside the catch-all page). This moves each to where readers expect it: <route>.md next to the
// page's folder, index.md for the welcome page.
import fs from 'node:fs';
import path from 'node:path';
import { listFiles } from './files.mjs';

export const MARKDOWN_STAGING = 'markdown';

/** Moves out/markdown/**\/*.md to out/**\/*.md and removes the staging folder; returns how many files moved. */
export function moveMarkdownFiles(out) {
  const staging = path.join(out, MARKDOWN_STAGING);
  if (!fs.existsSync(staging)) return 0;
  const files = listFiles(staging).filter((f) => f.endsWith('.md')).map((f) => path.relative(staging, f));
  for (const file of files) {
    const target = path.join(out, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.renameSync(path.join(staging, file), target);
  }
  fs.rmSync(staging, { recursive: true, force: true });
  return files.length;
}
