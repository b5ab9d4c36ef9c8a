// Every ```graphql block on the developer pages must parse and validate against lib/graphql/schema.graphql; a block
// that declares variables must be followed by a ```json block whose values coerce to those variables.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  getVariableValues,
  Kind,
  parse,
  validate,
  type DocumentNode,
  type OperationDefinitionNode,
} from 'graphql';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import { visit } from 'unist-util-visit';
import type { Code, Root } from 'mdast';
import { buildApiSchema } from '@/lib/graphql/reference';
import { specMutations, specQueries } from './spec-operations';

const root = process.cwd();
const developerDir = path.join(root, 'content', 'developer');
const samplePages = [
  'content/developer/graphql-reference/graphql-sample-querys.mdx',
  'content/developer/graphql-reference/graphql-sample-mutations.mdx',
];
const schema = buildApiSchema(readFileSync(path.join(root, 'lib/graphql/schema.graphql'), 'utf8'));

function mdxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return mdxFiles(full);
      return entry.name.endsWith('.mdx') ? [full] : [];
    })
    .sort();
}

interface Example {
  page: string;
  index: number;
  line: number;
  source: string;
  variables?: string;
}

/** Code fences in document order, read the way the site's MDX pipeline reads them. */
function codeBlocks(file: string): Code[] {
  const text = readFileSync(file, 'utf8').replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, (fm) => '\n'.repeat(fm.split('\n').length - 1));
  const tree = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective).parse(text) as Root;
  const blocks: Code[] = [];
  visit(tree, 'code', (node: Code) => {
    blocks.push(node);
  });
  return blocks;
}

function examplesOf(file: string): Example[] {
  const page = path.relative(root, file);
  const blocks = codeBlocks(file);
  const examples: Example[] = [];
  blocks.forEach((block, i) => {
    if (block.lang !== 'graphql') return;
    const next = blocks[i + 1];
    examples.push({
      page,
      index: examples.length + 1,
      line: block.position?.start.line ?? 0,
      source: block.value,
      variables: next?.lang === 'json' ? next.value : undefined,
    });
  });
  return examples;
}

function operationsOf(doc: DocumentNode): OperationDefinitionNode[] {
  return doc.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
}

function label(example: Example): string {
  let name = '(unparsable)';
  try {
    name = operationsOf(parse(example.source)).map((op) => op.name?.value ?? '(anonymous)').join(', ');
  } catch {
    // the test itself reports the syntax error
  }
  return `${example.page} example ${example.index} (line ${example.line}, ${name})`;
}

const pages = mdxFiles(developerDir);
const examples = pages.flatMap(examplesOf);

describe('GraphQL examples on the developer pages', () => {
  test('the developer pages exist and carry GraphQL examples', () => {
    for (const page of samplePages) expect(pages).toContain(path.join(root, page));
    expect(examples.length).toBeGreaterThan(0);
  });

  test.each(examples.map((e) => [label(e), e] as const))('%s parses and validates against the SDL', (name, example) => {
    let doc: DocumentNode;
    try {
      doc = parse(example.source);
    } catch (error) {
      throw new Error(`${name}: syntax error: ${(error as Error).message}`);
    }
    const errors = validate(schema, doc).map((e) => e.message);
    if (errors.length) throw new Error(`${name} does not validate:\n- ${errors.join('\n- ')}`);

    const ops = operationsOf(doc);
    expect(ops).toHaveLength(1);
    const op = ops[0];
    if (!op.name) throw new Error(`${name}: give the operation a name (query Name { ... })`);

    const declared = op.variableDefinitions ?? [];
    if (declared.length === 0) return;
    if (example.variables === undefined) {
      throw new Error(`${name} declares variables but no \`\`\`json block with their values follows it`);
    }
    let inputs: Record<string, unknown>;
    try {
      inputs = JSON.parse(example.variables) as Record<string, unknown>;
    } catch (error) {
      throw new Error(`${name}: its variables block is not JSON: ${(error as Error).message}`);
    }
    const coerced = getVariableValues(schema, declared, inputs);
    if (coerced.errors) throw new Error(`${name}: variables do not fit:\n- ${coerced.errors.map((e) => e.message).join('\n- ')}`);
    const unknown = Object.keys(inputs).filter((key) => !declared.some((d) => d.variable.name.value === key));
    if (unknown.length) throw new Error(`${name}: variables block has undeclared keys ${unknown.join(', ')}`);
  });

  test('every query and mutation of the spec has at least one example on the two sample pages', () => {
    const used = { query: new Set<string>(), mutation: new Set<string>() };
    for (const example of examples.filter((e) => samplePages.includes(e.page))) {
      for (const op of operationsOf(parse(example.source))) {
        if (op.operation === 'subscription') continue;
        for (const selection of op.selectionSet.selections) {
          if (selection.kind === Kind.FIELD) used[op.operation].add(selection.name.value);
        }
      }
    }
    expect(specQueries.filter((q) => !used.query.has(q))).toEqual([]);
    expect(specMutations.filter((m) => !used.mutation.has(m))).toEqual([]);
  });
});
