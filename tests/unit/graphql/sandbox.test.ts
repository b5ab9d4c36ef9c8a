// The API sandbox runs every sample of the site against the simulated organisation, and the simulation follows the
// firewall model: control changes are staged as pending until deployed, locked services and regions and locked third
// parties refuse, token lifetimes and webhook rules are checked, queries read the changes back, Reset restores.
import { buildSchema, type ExecutionResult } from 'graphql';
import { loadApiSchema } from '@/lib/graphql/load';
import { checkSample } from '@/lib/graphql/samples';
import { sandboxSchemaFile } from '@/lib/graphql/sandboxSchema';
import { createSandbox, type Sandbox } from '@/lib/sandbox';
import { pageSamples, type PageSample } from './pageSamples';

// The browser builds its schema from the file the site serves, so the tests do too.
const schema = buildSchema(sandboxSchemaFile(loadApiSchema().schema).sdl);
const samples = pageSamples();
// The sandbox reads the reader's clock; the tests pin it, so dates in results are known: 2 June 2025, 09:00 UTC.
const EXAMPLE_NOW = Date.UTC(2025, 5, 2, 9, 0, 0);
const pinned = () => EXAMPLE_NOW;

async function run(sandbox: Sandbox, source: string, variables?: unknown): Promise<ExecutionResult> {
  const outcome = await sandbox.run(source, variables === undefined ? '' : typeof variables === 'string' ? variables : JSON.stringify(variables));
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.result;
}

type Data = Record<string, Record<string, unknown> & { status?: Record<string, unknown> }>;
const data = (result: ExecutionResult) => result.data as Data;
const list = (result: ExecutionResult, field: string) => (result.data as Record<string, Record<string, unknown>[]>)[field];

describe('every sample on the site runs in a fresh simulated organisation', () => {
  test.each(samples.map((s) => [`${s.page}:${s.line} ${checkSample(schema, s.source).name ?? ''}`, s] as const))('%s', async (_name, sample: PageSample) => {
    const result = await run(createSandbox(schema, pinned), sample.source, sample.variables);
    expect(result.errors).toBeUndefined();
    const check = checkSample(schema, sample.source);
    for (const field of check.rootFields) {
      const value = (result.data as Record<string, unknown>)[field];
      expect(value).not.toBeNull();
      expect(value).toBeDefined();
      // A mutation whose result reports success must have succeeded.
      if (check.kind === 'mutation' && value && typeof value === 'object' && 'success' in value) expect(value).toMatchObject({ success: true });
    }
  });

  test('the samples of the three GraphQL pages and the webhook page are all there', () => {
    const pages = new Set(samples.map((s) => s.page));
    for (const page of ['bulwark-graphql-api', 'graphql-sample-querys', 'graphql-sample-mutations', 'cpf-webhook-intro']) {
      expect([...pages].some((p) => p.includes(page))).toBe(true);
    }
    expect(samples.length).toBeGreaterThanOrEqual(38);
  });
});

describe('the simulated organisation follows the firewall model', () => {
  const OU = 'aws/o-a1b2c3d4e5/ou-ab12-34cd5678';
  const services = '{ CloudServices { service status { status isStatusPending } } }';
  const s3 = (result: ExecutionResult) => list(result, 'CloudServices').find((s) => s.service === 's3')!.status;

  test('DisableService is staged: CloudServices shows it pending, Deploy makes it the status, Reset undoes it', async () => {
    const sandbox = createSandbox(schema, pinned);
    const disable = 'mutation { DisableService(controlKey: "example-control-s3", scope: "aws/o-a1b2c3d4e5/ou-ab12-34cd5678") { success error } }';
    expect(data(await run(sandbox, disable)).DisableService).toEqual({ success: true, error: null });
    expect(s3(await run(sandbox, services))).toEqual({ status: 'DISABLED', isStatusPending: true });
    expect(sandbox.organisation().changes.context.pending).toEqual([expect.objectContaining({ kind: 'serviceBlock', service: 's3', scope: OU })]);
    // A second change on top of a pending one is refused, in the result's success and error.
    expect(data(await run(sandbox, disable)).DisableService).toEqual({ success: false, error: expect.stringMatching(/pending/) });
    // One Pending Changes entry, however many accounts its scope holds: the OU's two.
    expect(sandbox.staged()).toBe(1);
    expect(sandbox.deploy()).toEqual({
      entries: [
        {
          kind: 'serviceBlock',
          subject: 's3',
          scope: OU,
          accounts: [
            { name: 'prod-payments', id: '123456789012' },
            { name: 'prod-analytics', id: '210987654321' },
          ],
        },
      ],
      controls: [],
      accounts: [
        { name: 'prod-payments', id: '123456789012' },
        { name: 'prod-analytics', id: '210987654321' },
      ],
    });
    expect(sandbox.staged()).toBe(0);
    expect(s3(await run(sandbox, services))).toEqual({ status: 'DISABLED', isStatusPending: false });
    expect(sandbox.organisation().changes.context.pending).toEqual([]);
    sandbox.reset();
    expect(s3(await run(sandbox, services))).toEqual({ status: 'UNPROTECTED', isStatusPending: false });
  });

  test('protecting one account of two shows Partially Protected (pending) for the organization', async () => {
    const sandbox = createSandbox(schema, pinned);
    await run(
      sandbox,
      `mutation { ProtectService(controlKey: "example-control-s3", scope: "${OU}/123456789012", identities: ["arn:aws:iam::123456789012:role/BreakGlassAdmin"]) { success } }`,
    );
    expect(s3(await run(sandbox, services))).toEqual({ status: 'PARTIALLY_PROTECTED', isStatusPending: true });
    expect(sandbox.organisation().changes.context.pending.map((c) => c.kind)).toEqual(['serviceProtection', 'identityExemption']);
  });

  test('locked services, locked regions and locked third parties refuse with the reason', async () => {
    const sandbox = createSandbox(schema, pinned);
    const iam = await run(sandbox, 'mutation { DisableService(controlKey: "example-control-iam", scope: "aws/o-a1b2c3d4e5") { success error } }');
    expect(data(iam).DisableService).toEqual({ success: false, error: expect.stringMatching(/locked/) });
    const region = await run(sandbox, 'mutation { DisableRegion(regionId: "us-east-1", scope: "aws/o-a1b2c3d4e5") { success error } }');
    expect(data(region).DisableRegion).toEqual({ success: false, error: expect.stringMatching(/US East N\. Virginia.*locked core region/) });
    const vendor = await run(sandbox, 'mutation { DenyThirdPartyAccess(thirdPartyId: "example-vendor-bulwark", scope: "aws/o-a1b2c3d4e5") { success error } }');
    expect(data(vendor).DenyThirdPartyAccess).toEqual({ success: false, error: expect.stringMatching(/locked/) });
    const unknown = await run(sandbox, 'mutation { DisableRegion(regionId: "eu-west-1", scope: "aws/o-nope") { success error } }');
    expect(data(unknown).DisableRegion).toEqual({ success: false, error: expect.stringMatching(/not in this organization/) });
  });

  test('third parties need Resource Control Policies', async () => {
    const sandbox = createSandbox(schema, pinned);
    sandbox.organisation().rcpEnabled = false;
    const result = await run(sandbox, 'mutation { DenyThirdPartyAccess(thirdPartyId: "example-vendor-backup", scope: "aws/o-a1b2c3d4e5") { success error } }');
    expect(data(result).DenyThirdPartyAccess).toEqual({ success: false, error: expect.stringMatching(/Resource Control Policies/) });
  });

  test('regions and third parties read back as pending, partially where only part of the scope changed', async () => {
    const sandbox = createSandbox(schema, pinned);
    await run(
      sandbox,
      `mutation { DisableRegion(regionId: "eu-west-1", scope: "${OU}/123456789012") { success } DenyThirdPartyAccess(thirdPartyId: "example-vendor-backup", scope: "aws/o-a1b2c3d4e5") { success } }`,
    );
    const regions = list(await run(sandbox, '{ RegionsControls { regionId lock status { status pending } } }'), 'RegionsControls');
    expect(regions.find((r) => r.regionId === 'eu-west-1')!.status).toEqual({ status: 'PARTIALLY_DISABLED', pending: true });
    expect(regions.find((r) => r.regionId === 'ap-southeast-7')!.status).toEqual({ status: 'DISABLED', pending: false });
    expect(regions.filter((r) => r.lock).map((r) => r.regionId)).toEqual(['us-east-1', 'us-west-2']);
    const parties = list(await run(sandbox, '{ ThirdParties { thirdPartyId thirdPartyFriendlyName status { state } } }'), 'ThirdParties');
    expect(parties.find((t) => t.thirdPartyId === 'example-vendor-backup')!.status).toEqual({ state: 'BLOCKED_PENDING' });
    // Neither is a Pending Changes entry, yet both wait to be deployed, and the deploy says so.
    expect(sandbox.organisation().changes.context.pending).toEqual([]);
    expect(sandbox.staged()).toBe(2);
    const report = sandbox.deploy();
    expect(report.entries).toEqual([]);
    expect(report.controls).toEqual([
      { kind: 'region', subject: 'eu-west-1', status: 'disabled', accounts: [{ name: 'prod-payments', id: '123456789012' }] },
      {
        kind: 'thirdParty',
        subject: 'Example Backup Ltd.',
        status: 'blocked',
        accounts: [
          { name: 'prod-payments', id: '123456789012' },
          { name: 'prod-analytics', id: '210987654321' },
        ],
      },
    ]);
    expect(report.accounts.map((a) => a.name)).toEqual(['prod-payments', 'prod-analytics']);
    expect(sandbox.staged()).toBe(0);
    const after = list(await run(sandbox, '{ ThirdParties { thirdPartyId status { state } } }'), 'ThirdParties');
    expect(after.find((t) => t.thirdPartyId === 'example-vendor-backup')!.status).toEqual({ state: 'BLOCKED' });
  });

  test('token lifetimes are checked; a new token is listed without its value', async () => {
    const sandbox = createSandbox(schema, pinned);
    const short = await run(sandbox, 'mutation { GenerateBulwarkUserToken(name: "x", expiresIn: 60) { token } }');
    expect(short.errors?.[0].message).toMatch(/at least 7200 seconds/);
    const long = await run(sandbox, 'mutation { GenerateBulwarkUserToken(name: "x", expiresIn: 2592001) { token } }');
    expect(long.errors?.[0].message).toMatch(/at most 2592000 seconds/);
    const made = await run(sandbox, 'mutation { GenerateBulwarkUserToken(name: "ci-pipeline", expiresIn: 7200) { name expireAt token } }');
    expect(data(made).GenerateBulwarkUserToken).toEqual({ name: 'ci-pipeline', expireAt: '2025-06-02T11:00:00.000Z', token: expect.any(String) });
    const tokens = list(await run(sandbox, '{ BulwarkUserTokens { name srn token } }'), 'BulwarkUserTokens');
    expect(tokens.find((t) => t.name === 'ci-pipeline')).toEqual({ name: 'ci-pipeline', srn: expect.any(String), token: null });
    const srn = tokens.find((t) => t.name === 'ci-pipeline')!.srn;
    expect(data(await run(sandbox, `mutation { DeleteBulwarkUserToken(srn: "${srn}") { success } }`)).DeleteBulwarkUserToken).toEqual({ success: true });
    expect(data(await run(sandbox, `mutation { DeleteBulwarkUserToken(srn: "${srn}") { success } }`)).DeleteBulwarkUserToken).toEqual({ success: false });
  });

  test("a token expires expiresIn seconds after the reader's clock at Run, not at a fixed date", async () => {
    let now = Date.UTC(2031, 2, 4, 5, 6, 7);
    const sandbox = createSandbox(schema, () => now);
    const make = 'mutation { GenerateBulwarkUserToken(name: "ci", expiresIn: 7200) { expireAt } }';
    expect(data(await run(sandbox, make)).GenerateBulwarkUserToken).toEqual({ expireAt: '2031-03-04T07:06:07.000Z' });
    now += 90 * 60_000;
    expect(data(await run(sandbox, make)).GenerateBulwarkUserToken).toEqual({ expireAt: '2031-03-04T08:36:07.000Z' });
    // The example data moves with the clock: the token it starts with has not expired either.
    const [first] = list(await run(sandbox, '{ BulwarkUserTokens { expireAt } }'), 'BulwarkUserTokens');
    expect(Date.parse(String(first.expireAt))).toBeGreaterThan(now);
  });

  test('a Run says which kind of operation ran, so only a mutation offers to deploy', async () => {
    const sandbox = createSandbox(schema, pinned);
    await expect(sandbox.run('{ CloudServices { service } }')).resolves.toMatchObject({ ok: true, operation: 'query' });
    await expect(sandbox.run('mutation { DisableUnusedServices(scope: "aws/o-a1b2c3d4e5") { success } }')).resolves.toMatchObject({
      ok: true,
      operation: 'mutation',
    });
    await expect(sandbox.run('{ nope }')).resolves.not.toHaveProperty('operation', 'query');
  });

  test('webhook rules: HTTPS, auth when authed, one wildcard per filter, POST only; created webhooks are listed and removable', async () => {
    const sandbox = createSandbox(schema, pinned);
    const create = 'mutation($input: BulwarkWebhookCreateInput!) { BulwarkWebhookCreate(input: $input) { webhookId success message } }';
    const input = { url: 'https://hooks.example.com/x', method: 'POST', authed: true, auth: { bearerToken: { token: 't' } }, filters: ['jit.*'] };
    const http = data(await run(sandbox, create, { input: { ...input, url: 'http://hooks.example.com/x' } })).BulwarkWebhookCreate;
    expect(http).toEqual({ webhookId: null, success: false, message: expect.stringMatching(/HTTPS/) });
    const noAuth = data(await run(sandbox, create, { input: { ...input, auth: null } })).BulwarkWebhookCreate;
    expect(noAuth.message).toMatch(/auth is required/);
    const wildcards = data(await run(sandbox, create, { input: { ...input, filters: ['jit.*.*'] } })).BulwarkWebhookCreate;
    expect(wildcards.message).toMatch(/one wildcard/);
    const get = await run(sandbox, create, { input: { ...input, method: 'GET' } });
    expect(get.errors?.[0].message).toMatch(/"GET" does not exist in "WebhookMethod"/);
    const ok = data(await run(sandbox, create, { input })).BulwarkWebhookCreate;
    expect(ok).toMatchObject({ success: true, webhookId: expect.any(String) });
    const listWebhooks = '{ IntegrationRegistrations(where: { name: { operator: LIKE, value: "webhook_%" } }) { count items { id name } } }';
    expect(data(await run(sandbox, listWebhooks)).IntegrationRegistrations.count).toBe(2);
    const remove = `mutation { BulwarkWebhookRemove(input: { id: "${ok.webhookId}" }) { success } }`;
    expect(data(await run(sandbox, remove)).BulwarkWebhookRemove).toEqual({ success: true });
    expect(data(await run(sandbox, listWebhooks)).IntegrationRegistrations.count).toBe(1);
    const chatops = '{ IntegrationRegistrations(where: { name: { operator: ILIKE, value: "CHATOPS-MONITOR%" } }) { count } }';
    expect(data(await run(sandbox, chatops)).IntegrationRegistrations.count).toBe(1);
  });

  test('quarantine takes zombies only; queries read it back', async () => {
    const sandbox = createSandbox(schema, pinned);
    const identity = (name: string, account: string) => `{ resourceId: "arn:aws:iam::${account}:${name}", scope: "${OU}/${account}" }`;
    const mixed = await run(
      sandbox,
      `mutation { ChangeQuarantineStatus(identities: [${identity('user/legacy-build-user', '123456789012')}, ${identity('role/ci-deploy', '123456789012')}], action: ADD) { success count } }`,
    );
    expect(data(mixed).ChangeQuarantineStatus).toEqual({ success: false, count: 1 });
    await run(sandbox, `mutation { QuarantineZombiesAtScope(scope: "${OU}/210987654321", daysSinceLastLogin: 90) { success } }`);
    const unused = (await run(sandbox, '{ UnusedIdentities }')).data as { UnusedIdentities: { name: string; quarantined: boolean }[] };
    expect(
      unused.UnusedIdentities.filter((i) => i.quarantined)
        .map((i) => i.name)
        .sort(),
    ).toEqual(['legacy-build-user', 'old-etl-role']);
  });

  test('approver assignment sets owners, down the tree when overriding child scopes', async () => {
    const sandbox = createSandbox(schema, pinned);
    await run(
      sandbox,
      `mutation { AssignScopeOwners(scope: "${OU}", overrideChildScopes: true, owners: [{ email: "victor.viewer@example.com" }]) { success } }`,
    );
    const tree = list(await run(sandbox, '{ CloudHierarchyList { scope owners { email name } } }'), 'CloudHierarchyList');
    expect(tree.filter((n) => String(n.scope).startsWith(OU)).map((n) => n.owners)).toEqual(
      Array(3).fill([{ email: 'victor.viewer@example.com', name: 'Victor Viewer' }]),
    );
    const bad = await run(sandbox, `mutation { AssignScopeOwners(scope: "${OU}", owners: [{ email: "not-an-address" }]) { success error } }`);
    expect(data(bad).AssignScopeOwners).toEqual({ success: false, error: expect.stringMatching(/not an e-mail address/) });
    sandbox.organisation().users[0].roles = [{ scope: 'aws/o-a1b2c3d4e5', role: 'Cloud Permissions Firewall Viewer' }];
    const viewer = await run(sandbox, `mutation { AssignScopeOwners(scope: "${OU}", owners: [{ email: "a@example.com" }]) { success error } }`);
    expect(data(viewer).AssignScopeOwners).toEqual({ success: false, error: expect.stringMatching(/Administrator/) });
  });

  test('identity mapping takes an existing, unused field; CPFConfigs reads it back', async () => {
    const sandbox = createSandbox(schema, pinned);
    const write = (value: string) =>
      `mutation { CreateCPFConfig(cpfConfig: { key: "pond_upn_replace_key", value: "${value}", defaultValue: "0" }) { success error } }`;
    expect(data(await run(sandbox, write('userName'))).CreateCPFConfig).toEqual({
      success: false,
      error: expect.stringMatching(/^userName: .*existing, unused/),
    });
    expect(data(await run(sandbox, write('nickname'))).CreateCPFConfig).toEqual({
      success: false,
      error: expect.stringMatching(/^nickname: .*existing, unused/),
    });
    expect(data(await run(sandbox, write('employeeNumber'))).CreateCPFConfig).toEqual({ success: true, error: null });
    const configs = list(await run(sandbox, '{ CPFConfigs(where: { key: { operator: EQ, value: "pond_upn_replace_key" } }) { value } }'), 'CPFConfigs');
    expect(configs).toEqual([{ value: 'employeeNumber' }]);
  });

  test('resource summaries filter with every operator and page with limit and offset', async () => {
    const sandbox = createSandbox(schema, pinned);
    const names = async (args: string) => {
      const result = await run(sandbox, `{ ListResourceSummaries${args ? `(${args})` : ''} { totalCount items { name } } }`);
      if (result.errors) throw new Error(result.errors[0].message);
      const page = data(result).ListResourceSummaries as { totalCount: number | null; items: { name: string }[] };
      return { total: page.totalCount, names: page.items.map((i) => i.name) };
    };
    const f = (field: string, operator: string, value?: string) =>
      `filters: [{ field: "${field}", operator: ${operator}${value === undefined ? '' : `, value: ${value}`} }]`;
    expect((await names('')).total).toBe(7);
    expect((await names('limit: 2, offset: 1')).names).toEqual(['legacy-build-user', 'root']);
    expect((await names('skipCount: true')).total).toBeNull();
    expect((await names('where: { type: { operator: EQ, value: "User" } }')).names).toEqual(['legacy-build-user', 'reporting-bot']);
    expect((await names(f('type', 'NEQ', '"Role"'))).total).toBe(3);
    expect((await names(f('type', 'IN_LIST', '["Root", "User"]'))).total).toBe(3);
    expect((await names(f('name', 'STARTS_WITH', '"old"'))).names).toEqual(['old-etl-role']);
    expect((await names(f('name', 'LIKE', '"%-role"'))).names).toEqual(['old-etl-role']);
    expect((await names(f('lastUsedDate', 'GT', '"2025-05-30"'))).names).toEqual(['ci-deploy', 'data-pipeline']);
    expect((await names(f('lastUsedDate', 'GTE', '"2025-06-01T09:00:00.000Z"'))).names).toEqual(['ci-deploy']);
    expect((await names(f('accesskeyNames', 'ARRAY_CONTAINS', '"AKIAEXAMPLEREPORT01"'))).names).toEqual(['reporting-bot']);
    expect((await names(f('accesskeySrns', 'ARRAY_NOT_EMPTY'))).total).toBe(2);
    expect((await names(f('name', 'NOT_CONTAINS', '"-"'))).names).toEqual(['root', 'BreakGlassAdmin']);
    await expect(names(f('nope', 'EQ', '"x"'))).rejects.toThrow(/no field "nope"/);
  });

  test('bad input never throws: syntax errors, unknown fields and broken variables come back as messages', async () => {
    const sandbox = createSandbox(schema, pinned);
    expect((await run(sandbox, 'query {')).errors?.[0].message).toMatch(/Syntax Error/);
    expect((await run(sandbox, '{ nope }')).errors?.[0].message).toMatch(/Cannot query field "nope"/);
    expect(await sandbox.run('{ CloudServices { service } }', '{ not json')).toEqual({ ok: false, message: expect.stringMatching(/not valid JSON/) });
    expect(await sandbox.run('{ CloudServices { service } }', '[1, 2]')).toEqual({ ok: false, message: expect.stringMatching(/JSON object/) });
    const injected = await run(sandbox, 'mutation { GenerateBulwarkUserToken(name: "<img src=x onerror=alert(1)>", expiresIn: 7200) { name } }');
    expect(data(injected).GenerateBulwarkUserToken.name).toBe('<img src=x onerror=alert(1)>');
  });
});
