// The one-file schema swap: a docs team replaces lib/graphql/schema.graphql with the API's own schema (SDL, or an
// introspection result as schema.json). The reference must then carry no "inferred" marks, and every sample and
// API name on the pages must be checked again, with the build failing on those that no longer fit.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSchema, introspectionFromSchema } from 'graphql';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { loadApiSchemaFrom, type LoadedSchema } from '@/lib/graphql/load';
import { listOperations, schemaInferred } from '@/lib/graphql/reference';
import { checkSample } from '@/lib/graphql/samples';
import { pinHeadingIds } from '@/lib/mdx/headingIds';
import { remarkPluginsWith } from '@/lib/mdx/remarkPlugins';
import { pageSamples } from './pageSamples';

const fixtureDir = path.join(process.cwd(), 'tests/unit/graphql/fixtures/live-schema');
const live = loadApiSchemaFrom(fixtureDir);

function withDir(files: Record<string, string>, run: (dir: string) => void) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bulwark-schema-'));
  try {
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
    run(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs the build's GraphQL check over one page with the given schema. */
function checkPage(file: string, schema: LoadedSchema): void {
  const body = fs.readFileSync(file, 'utf8').replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '');
  const processor = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkPluginsWith(() => schema));
  processor.runSync(processor.parse(pinHeadingIds(body)));
}

describe("swapping in the API's own schema", () => {
  test('the reference built from it carries no inferred marks', () => {
    const ops = listOperations(live.schema);
    expect(ops.map((op) => op.name)).toEqual(['CloudServices', 'BulwarkUserTokens', 'DisableService']);
    const text = JSON.stringify(ops);
    expect(text).not.toMatch(/inferred|Inferred/);
    expect(schemaInferred(live.schema)).toBeUndefined();
  });

  test('every sample is checked against it: those that no longer fit are named, the others pass', () => {
    const results = pageSamples().map((sample) => ({ sample, check: checkSample(live.schema, sample.source, sample.variables) }));
    const byName = (name: string) => results.find((r) => r.check.name === name)!.check;
    expect(byName('ServicesAndStatus').problems).toEqual([expect.stringMatching(/Cannot query field "lock" on type "Service"/)]);
    expect(byName('DisableOneService').problems).toEqual([]);
    expect(byName('MyTokenList').problems).toEqual([]);
    expect(byName('DisableOneService').inferred).toEqual([]);
    expect(byName('ProdRoles').problems[0]).toMatch(/Unknown type "ResourceSummaryWhere"/);
  });

  test('the build fails on the pages whose samples or API names no longer fit, naming the file and the samples', () => {
    const queries = path.join(process.cwd(), 'content/developer/graphql-reference/graphql-sample-querys.mdx');
    expect(() => checkPage(queries, live)).toThrow(
      /GraphQL does not match tests\/unit\/graphql\/fixtures\/live-schema\/schema\.graphql: .*sample ServicesAndStatus: Cannot query field "lock"/,
    );
    expect(() => checkPage(queries, live)).toThrow(/<ApiName> "lock" is not in the schema/);
    const api = path.join(process.cwd(), 'content/developer/graphql-reference/bulwark-graphql-api.mdx');
    expect(() => checkPage(api, live)).toThrow(/<ApiName> "operator" of FilterCondition is not in the schema/);
  });

  test('an introspection result works as the one file too', () => {
    const introspection = JSON.stringify({ data: introspectionFromSchema(buildSchema(fs.readFileSync(path.join(fixtureDir, 'schema.graphql'), 'utf8'))) });
    withDir({ 'schema.json': introspection }, (dir) => {
      const loaded = loadApiSchemaFrom(dir, dir);
      expect(loaded.file).toBe('schema.json');
      expect(listOperations(loaded.schema).map((op) => op.name)).toEqual(['CloudServices', 'BulwarkUserTokens', 'DisableService']);
      expect(JSON.stringify(listOperations(loaded.schema))).not.toMatch(/inferred/);
      expect(loaded.sdl).toMatch(/type Service \{/);
    });
  });

  test('a missing, doubled or broken schema file is a clear error naming the file', () => {
    withDir({}, (dir) => expect(() => loadApiSchemaFrom(dir, dir)).toThrow(/needs exactly one of schema\.graphql or schema\.json \(found none\)/));
    withDir({ 'schema.graphql': 'type Query { a: Int }', 'schema.json': '{}' }, (dir) =>
      expect(() => loadApiSchemaFrom(dir, dir)).toThrow(/found schema\.graphql and schema\.json/),
    );
    withDir({ 'schema.graphql': 'type Query { a: }' }, (dir) => expect(() => loadApiSchemaFrom(dir, dir)).toThrow(/^schema\.graphql: Syntax Error/));
    withDir({ 'schema.json': '{"data": {}}' }, (dir) => expect(() => loadApiSchemaFrom(dir, dir)).toThrow(/^schema\.json: an introspection result needs/));
  });
});
