// What the first search in the browser loads: lib/search/client and everything it imports. FlexSearch builds the index
// at build time only; the browser reads the shipped postings directly, so FlexSearch must not be reachable from here.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = process.cwd();

function resolve(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? path.join(ROOT, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

/** Every module statically reachable from `entry`: project files by path, packages by name. */
function moduleGraph(entry: string): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const { fileName } of ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true).importedFiles) {
      const target = resolve(file, fileName);
      if (target) visit(target);
      else packages.add(fileName);
    }
  };
  visit(entry);
  return { files: [...files].map((file) => path.relative(ROOT, file)).sort(), packages: [...packages].sort() };
}

test('the code the first search loads imports no package, FlexSearch included, and none of the build side', () => {
  const { files, packages } = moduleGraph(path.join(ROOT, 'lib/search/client.ts'));
  expect(packages).toEqual([]);
  expect(files).not.toContain('lib/search/flex.ts');
  expect(files).not.toContain('lib/search/build.ts');
  expect(files).toContain('lib/search/engine.ts');
});
