// The README and docs/ name files, folders and pages of the project: each must exist, so the docs never send a reader
// to something that moved or went. A path is any code span or link target that starts with one of the project's
// top-level folders (or is a file at the root); placeholders such as `content/<folder>/<page>.mdx` are examples, not
// paths, and are skipped.
import fs from 'node:fs';
import path from 'node:path';
import { listFiles } from '@/lib/files';

const root = process.cwd();
const FOLDERS = ['app', 'bench', 'components', 'content', 'deploy', 'docs', 'lib', 'public', 'scripts', 'tests', '.ci'];
const ROOT_FILES = /^(package\.json|package-lock\.json|next\.config\.ts|jest\.config\.ts|tsconfig\.json|biome\.jsonc|README\.md)$/;

const documents = ['README.md', ...listFiles(path.join(root, 'docs')).map((f) => path.relative(root, f)), 'bench/RESULTS.md'].filter((f) =>
  fs.existsSync(path.join(root, f)),
);

/** The project paths a document names: code spans and Markdown link targets. */
function namedPaths(markdown: string): string[] {
  const candidates = [...markdown.matchAll(/`([^`\n]+)`/g), ...markdown.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)].map((m) => m[1].trim());
  return candidates
    .map((c) => c.replace(/^\.\//, '').replace(/[.,:;]$/, ''))
    .filter((c) => (FOLDERS.some((folder) => c === folder || c.startsWith(`${folder}/`)) || ROOT_FILES.test(c)) && !/[<>*{}\s]|\.\.\./.test(c));
}

test('the docs are there: the README and a page per part', () => {
  expect(documents).toEqual(expect.arrayContaining(['README.md', 'docs/content-step.md', 'bench/RESULTS.md']));
});

test.each(documents)('every path %s names exists', (document) => {
  const text = fs.readFileSync(path.join(root, document), 'utf8');
  const from = path.dirname(path.join(root, document));
  const missing = namedPaths(text).filter((p) => !fs.existsSync(path.join(root, p)) && !fs.existsSync(path.join(from, p)));
  expect(missing).toEqual([]);
});

test('a placeholder is not a path, a real path is', () => {
  expect(namedPaths('see `content/<folder>/<page>.mdx`, `lib/files.ts`, [the step](docs/content-step.md#keys) and `npm run dev`')).toEqual([
    'lib/files.ts',
    'docs/content-step.md',
  ]);
});
