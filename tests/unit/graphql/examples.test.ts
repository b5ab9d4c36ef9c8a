// Every GraphQL sample on the site must validate against the API schema, with its ```json variables block coercing to
// the variables it declares; the developer pages' samples are named; and the two sample pages hold a sample of every
// query and mutation of the spec. A failure names the page, the line and the operation.
import { loadApiSchema } from '@/lib/graphql/load';
import { checkSample } from '@/lib/graphql/samples';
import { pageSamples, SAMPLE_PAGES, type PageSample } from './pageSamples';
import { specMutations, specQueries } from './spec-operations';

const { schema } = loadApiSchema();
const samples = pageSamples();
const label = (s: PageSample) => `${s.page}:${s.line} (${checkSample(schema, s.source).name ?? 'unnamed'})`;

describe('GraphQL samples on the pages', () => {
  test('the sample pages exist and carry samples', () => {
    for (const page of SAMPLE_PAGES) expect(samples.some((s) => s.page === page)).toBe(true);
  });

  test.each(samples.map((s) => [label(s), s] as const))('%s validates against the schema', (_name, sample) => {
    expect(checkSample(schema, sample.source, sample.variables).problems).toEqual([]);
  });

  test('samples on the developer pages are named operations', () => {
    const unnamed = samples.filter((s) => s.page.startsWith('content/developer/') && !checkSample(schema, s.source).name);
    expect(unnamed.map(label)).toEqual([]);
  });

  test('every query and mutation of the spec has at least one sample on the two sample pages', () => {
    const used = { query: new Set<string>(), mutation: new Set<string>() };
    for (const sample of samples.filter((s) => SAMPLE_PAGES.includes(s.page))) {
      const check = checkSample(schema, sample.source);
      if (check.kind === 'query' || check.kind === 'mutation') for (const f of check.rootFields) used[check.kind as 'query'].add(f);
    }
    expect(specQueries.filter((q) => !used.query.has(q))).toEqual([]);
    expect(specMutations.filter((m) => !used.mutation.has(m))).toEqual([]);
  });
});

describe('checkSample', () => {
  test('reports syntax errors, unknown fields, missing required arguments and bad variables', () => {
    expect(checkSample(schema, 'query {').problems[0]).toMatch(/syntax error/);
    expect(checkSample(schema, '{ CloudServices { nope } }').problems[0]).toMatch(/Cannot query field "nope"/);
    expect(checkSample(schema, '{ DescribeAWSDirectPolicy { policyName } }').problems[0]).toMatch(/argument "policySrn" .* is required/);
    expect(checkSample(schema, '{ UnusedIdentities { name } }').problems[0]).toMatch(/must not have a selection/);
    expect(checkSample(schema, 'query Q($s: String!) { DisableService }').problems.length).toBeGreaterThan(0);
    const needsVars = 'mutation M($scope: String!) { DisableUnusedServices(scope: $scope) { success } }';
    expect(checkSample(schema, needsVars).problems).toEqual(['declares required variables but no ```json block with their values follows it']);
    expect(checkSample(schema, needsVars, '{ "scope": 3 }').problems[0]).toMatch(/variables do not fit/);
    expect(checkSample(schema, needsVars, '{ "scope": "aws/o", "extra": 1 }').problems).toEqual(['its variables block has undeclared keys: extra']);
    expect(checkSample(schema, needsVars, '[1]').problems[0]).toMatch(/not a JSON object/);
    expect(checkSample(schema, '{ a: CloudServices { service } } { b: CloudServices { service } }').problems.length).toBeGreaterThan(0);
  });

  test('lists the marked names a sample shows, with their reasons, each once', () => {
    const source = `query P($where: ResourceSummaryWhere, $filters: [ResourceSummaryFilter!]) {
      ListResourceSummaries(where: $where, filters: $filters) { items { name } }
      CloudServices { lock status { status } }
    }`;
    const variables = JSON.stringify({ where: { type: { operator: 'EQ', value: 'Role' } }, filters: [{ field: 'name', operator: 'EQ', value: 'x' }] });
    const names = checkSample(schema, source, variables).inferred;
    expect(names).toEqual(
      expect.arrayContaining([
        { name: 'ResourceSummaryWhere', reason: 'type name; scalar types, lists and required markers' },
        { name: '[ResourceSummaryFilter!]', reason: 'type name; scalar types, lists and required markers' },
        { name: 'operator', reason: 'filter shape' },
        { name: 'value', reason: 'filter shape' },
        { name: 'field', reason: 'filter shape' },
        { name: 'CloudServices', reason: 'result shape: a plain list' },
        { name: 'lock', reason: 'field name of the lock flag' },
      ]),
    );
    expect(names.filter((n) => n.name === 'operator')).toHaveLength(1);
    // Names the product states are not listed: the where keys, the result fields, the operator values.
    expect(names.map((n) => n.name)).not.toEqual(expect.arrayContaining(['type']));
    expect(names.map((n) => n.name)).not.toContain('items');
    expect(names.map((n) => n.name)).not.toContain('EQ');
  });

  test('marks arguments and operation results, but not the values the product states', () => {
    const protect = checkSample(schema, 'mutation { ProtectService(controlKey: "k", scope: "s", identities: []) { success } }').inferred;
    expect(protect).toEqual([
      { name: 'ProtectService', reason: 'result fields: success and error' },
      { name: 'identities', reason: 'meaning and element type' },
    ]);
    const quarantine = checkSample(schema, 'mutation { ChangeQuarantineStatus(identities: [], action: ADD) { count } }').inferred;
    expect(quarantine).toEqual([]);
  });
});
