// Where pages are: their files below content/, their routes and how messages name them. Kept apart from the parse so
// that the content step can check whether its store is up to date without loading the Markdown tooling.
import path from 'node:path';
import { listFiles } from '../files';

/** The folder of a project's pages. */
export const contentDir = (cwd: string) => path.join(cwd, 'content');

/** Every page file below rootDir, in the order the site lists them. */
export function pageFiles(rootDir: string): string[] {
  return listFiles(rootDir).filter((file) => file.endsWith('.mdx'));
}

/** A content file's path from the repository root, with forward slashes: how pages and messages name it. */
export function repoFile(rootDir: string, file: string): string {
  return path.relative(path.dirname(rootDir), file).replace(/\\/g, '/');
}

export function routeFromFile(relative: string): string {
  const withoutExt = relative.replace(/\\/g, '/').replace(/\.mdx$/, '');
  const parts = withoutExt.split('/');
  if (parts[parts.length - 1] === 'index') parts.pop();
  return `/${parts.join('/')}`;
}
