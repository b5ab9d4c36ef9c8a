// Page prose about the API: a name the schema marks @inferred everywhere must not appear without its mark (write it
// as <ApiName>name</ApiName>), and the developer pages speak as the product's docs: no sentences about where their
// facts came from, and no promise that a sample is ready to run against the live API.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { alwaysInferredNames } from '@/lib/graphql/apiNames';
import { loadApiSchema } from '@/lib/graphql/load';
import { listFiles } from '@/lib/files';
import { pinHeadingIds } from '@/lib/mdx/headingIds';

const root = process.cwd();

/** The page as its author wrote it: its syntax only, no component expanded into its text form. */
function prose(file: string): Root {
  const text = readFileSync(file, 'utf8').replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, (fm) => '\n'.repeat(fm.split('\n').length - 1));
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective);
  return processor.runSync(processor.parse(pinHeadingIds(text))) as Root;
}

const pages = listFiles(path.join(root, 'content'))
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => ({ page: path.relative(root, file), tree: prose(file) }));
const inferred = alwaysInferredNames(loadApiSchema().schema);

test('the schema has names that are inferred everywhere (so the check below has something to check)', () => {
  expect(inferred.get('lock')).toMatch(/lock/);
  expect(inferred.get('ResourceSummaryWhere')).toBe('type name');
  expect(inferred.has('scope')).toBe(false);
});

test.each(pages.map((p) => [p.page, p.tree] as const))('%s shows no inferred API name without its mark', (_page, tree) => {
  const bare: string[] = [];
  visit(tree, 'inlineCode', (node) => {
    if (inferred.has(node.value.trim())) bare.push(`line ${node.position?.start.line}: \`${node.value}\` (write <ApiName>${node.value}</ApiName>)`);
  });
  expect(bare).toEqual([]);
});

const NARRATION =
  /not documented|undocumented|(?:these|the) docs do not|documentation (?:does not|doesn't|names|says)|\bthe spec\b|specification|the model says|not described here/i;
const OVERPROMISE = /ready-to-run|checked against the API\b|working example/i;

test.each(pages.filter((p) => p.page.startsWith('content/developer/')).map((p) => [p.page, p.tree] as const))(
  '%s speaks as the product docs and promises only what is true',
  (_page, tree) => {
    const found: string[] = [];
    visit(tree, (node) => {
      const value = (node as { value?: unknown }).value;
      if (node.type === 'code' || typeof value !== 'string') return;
      if (NARRATION.test(value) || OVERPROMISE.test(value)) found.push(`line ${node.position?.start.line}: ${value}`);
    });
    expect(found).toEqual([]);
  },
);
