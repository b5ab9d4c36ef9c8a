import { readFileSync } from 'node:fs';
import path from 'node:path';
import { argumentRows, listOperations, operationAnchor, schemaInferred } from '@/lib/graphql/reference';
import { describeRow, type Segment } from '@/lib/graphql/segments';
import { specArgs, specFilterOperators, specMutations, specQueries } from './spec-operations';

const plainText = (segments: Segment[]) => segments.map((s) => ('text' in s ? s.text : 'code' in s ? s.code : '')).join('');

const sdl = readFileSync(path.join(process.cwd(), 'lib/graphql/schema.graphql'), 'utf8');

describe('lib/graphql/reference', () => {
  const queries = listOperations(sdl, 'query');
  const mutations = listOperations(sdl, 'mutation');
  const all = listOperations(sdl);

  test('lists every spec query as a query and every spec mutation as a mutation', () => {
    expect(queries.map((op) => op.name).sort()).toEqual([...specQueries].sort());
    expect(mutations.map((op) => op.name).sort()).toEqual([...specMutations].sort());
    expect(queries.every((op) => op.kind === 'query')).toBe(true);
    expect(mutations.every((op) => op.kind === 'mutation')).toBe(true);
    expect(all).toHaveLength(specQueries.length + specMutations.length);
  });

  test.each([...specQueries, ...specMutations])('%s lists the arguments the spec states, and only marked ones besides', (name) => {
    const op = all.find((o) => o.name === name)!;
    const stated = specArgs[name] ?? [];
    expect(op.args.filter((a) => stated.includes(a.name)).map((a) => a.name)).toEqual(stated);
    for (const extra of op.args.filter((a) => !stated.includes(a.name))) expect(extra.inferred).toMatch(/argument/);
    for (const arg of op.args) {
      expect(arg.type).not.toBe('');
      expect(arg.description).not.toBe('');
    }
    expect(op.description).not.toBe('');
    expect(op.returnType).not.toBe('');
  });

  test('expands input objects into dotted argument fields', () => {
    const create = mutations.find((op) => op.name === 'BulwarkWebhookCreate')!;
    const paths = create.args[0].fields.map((f) => f.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'input.url',
        'input.method',
        'input.authed',
        'input.auth.basicAuth.username',
        'input.auth.basicAuth.password',
        'input.auth.bearerToken.token',
        'input.filters',
      ]),
    );
    expect(create.args[0].fields.find((f) => f.path === 'input.method')?.type).toBe('WebhookMethod!');
  });

  test('gives return types and flattened return fields', () => {
    const generate = mutations.find((op) => op.name === 'GenerateBulwarkUserToken')!;
    expect(generate.returnType).toBe('GeneratedBulwarkUserToken');
    expect(generate.returnFields.map((f) => f.path)).toEqual(['name', 'expireAt', 'token']);

    const roles = queries.find((op) => op.name === 'BulwarkRoles')!;
    expect(roles.returnType).toBe('[BulwarkRole!]');
    expect(roles.returnFields.map((f) => f.path)).toEqual(
      expect.arrayContaining(['roleAssignments.scope', 'roleAssignments.user.email', 'roleAssignments.user.name']),
    );

    const unused = queries.find((op) => op.name === 'UnusedIdentities')!;
    expect(unused.returnType).toBe('JSON');
    expect(unused.returnFields).toEqual([]);
  });

  test('lists the allowed values of enum-typed arguments and fields', () => {
    const quarantine = mutations.find((op) => op.name === 'ChangeQuarantineStatus')!;
    expect(quarantine.args.find((a) => a.name === 'action')?.enumValues).toEqual(['ADD']);
    const list = queries.find((op) => op.name === 'ListResourceSummaries')!;
    const operator = list.args.find((a) => a.name === 'filters')!.fields.find((f) => f.path === 'filters.operator');
    expect(operator?.enumValues).toEqual([...specFilterOperators]);
    const services = queries.find((op) => op.name === 'CloudServices')!;
    expect(services.returnFields.find((f) => f.path === 'status.status')?.enumValues).toEqual(['UNPROTECTED', 'PARTIALLY_PROTECTED', 'PROTECTED', 'DISABLED']);
    expect(services.returnFields.find((f) => f.path === 'service')?.enumValues).toBeUndefined();
  });

  test('an enum that lists only the values seen (the quarantine action: "Action value seen: ADD") says so, not "One of"', () => {
    const action = mutations.find((op) => op.name === 'ChangeQuarantineStatus')!.args.find((a) => a.name === 'action')!;
    expect(action.enumValuesSeen).toBe(true);
    expect(plainText(describeRow(action))).toMatch(/Values seen: ADD\.$/);
    const operator = queries
      .find((op) => op.name === 'ListResourceSummaries')!
      .args.find((a) => a.name === 'filters')!
      .fields.find((f) => f.path === 'filters.operator')!;
    expect(operator.enumValuesSeen).toBeUndefined();
    expect(plainText(describeRow(operator))).toContain('One of ');
  });

  test('reports argument defaults as GraphQL literals', () => {
    const list = queries.find((op) => op.name === 'ListResourceSummaries')!;
    expect(list.args.find((a) => a.name === 'limit')?.defaultValue).toBe('10');
    expect(list.args.find((a) => a.name === 'offset')?.defaultValue).toBeUndefined();
  });

  test('collapses description whitespace and keeps SDL order', () => {
    expect(queries[0].name).toBe('CloudHierarchyList');
    expect(mutations[0].name).toBe('DisableService');
    for (const op of all) expect(op.description).not.toMatch(/\s{2,}|\n/);
  });

  test('gives every operation a distinct anchor', () => {
    const anchors = all.map(operationAnchor);
    expect(new Set(anchors).size).toBe(anchors.length);
    expect(operationAnchor({ kind: 'mutation', name: 'GenerateBulwarkUserToken' })).toBe('mutation-generatebulwarkusertoken');
  });

  test("carries the schema's inferred marks: names, types, results, enum spellings", () => {
    const services = queries.find((op) => op.name === 'CloudServices')!;
    expect(services.resultInferred).toMatch(/result shape/);
    expect(services.returnTypeInferred).toBe('type name');
    expect(services.returnFields.find((f) => f.path === 'lock')?.inferred).toMatch(/lock/);
    expect(services.returnFields.find((f) => f.path === 'service')?.inferred).toBeUndefined();
    expect(services.returnFields.find((f) => f.path === 'status.status')?.enumValueMarks?.DISABLED).toMatch(/enum spelling/);
    const pod = queries.find((op) => op.name === 'PONDRequests')!;
    expect(pod.returnFields.find((f) => f.path === 'status')?.enumValueMarks).not.toHaveProperty('UNMANAGED');
    const list = queries.find((op) => op.name === 'ListResourceSummaries')!;
    expect(list.resultInferred).toBeUndefined();
    expect(list.args.find((a) => a.name === 'where')?.typeInferred).toBe('type name');
    expect(list.args.find((a) => a.name === 'limit')?.typeInferred).toBeUndefined();
    const where = list.args.find((a) => a.name === 'where')!.fields;
    expect(where.find((f) => f.path === 'where.type')?.inferred).toBeUndefined();
    expect(where.find((f) => f.path === 'where.type.operator')?.inferred).toBe('filter shape');
    const disable = mutations.find((op) => op.name === 'DisableService')!;
    expect(disable.resultInferred).toMatch(/success and error/);
    expect(mutations.find((op) => op.name === 'AssignScopeOwners')!.resultInferred).toBeUndefined();
    expect(schemaInferred(sdl)).toMatch(/scalar types/);
  });

  test('a schema without the directive has no marks at all', () => {
    const plain = 'type Query { "Items." items(where: Where): [Item!] } input Where { name: String } type Item { lock: Boolean }';
    const [op] = listOperations(plain);
    expect(op).not.toHaveProperty('resultInferred');
    expect(op).not.toHaveProperty('returnTypeInferred');
    expect(op.args[0]).not.toHaveProperty('typeInferred');
    expect(op.returnFields[0]).not.toHaveProperty('inferred');
    expect(schemaInferred(plain)).toBeUndefined();
  });

  test('argument rows list each argument, then its input fields with dotted paths', () => {
    const create = mutations.find((op) => op.name === 'BulwarkWebhookCreate')!;
    const rows = argumentRows(create).map((r) => r.path);
    expect(rows[0]).toBe('input');
    expect(rows).toContain('input.auth.bearerToken.token');
  });

  test('works on any SDL it is given, not only the repo file', () => {
    const ops = listOperations('type Query { "Say hi." hello(name: String = "you"): String }');
    expect(ops).toEqual([
      {
        kind: 'query',
        name: 'hello',
        description: 'Say hi.',
        args: [{ name: 'name', type: 'String', description: '', defaultValue: '"you"', fields: [] }],
        returnType: 'String',
        returnFields: [],
      },
    ]);
  });
});
