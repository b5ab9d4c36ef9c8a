// Relevance against the real content: realistic queries (product words, prefixes, one-typo spellings, readers' own
// words that content/synonyms.yml maps to the docs' words) and the page a reader expects. At least 95% must have that page in the top 3; MRR is printed for the closing note.
import { getContent } from '@/lib/content';
import { searchIndexFiles } from '@/lib/search/build';
import { SearchEngine } from '@/lib/search/engine';
import { SEARCH_MANIFEST_FILE, searchFragmentFile, searchShardFile } from '@/lib/search/format';
import { buildSiteSearchIndex, siteRecords, SPLIT_ABOVE_BYTES } from '@/lib/search/fromContent';

const PF = '/permissions-firewall';
const CASES: [query: string, route: string][] = [
  // product words
  ['zombie', `${PF}/services/hero-zombies`],
  ['zombies', `${PF}/services/hero-zombies`],
  ['jit', `${PF}/permissions-on-demand/permissions-on-demand-intro`],
  ['break glass', '/overview/getting-started'],
  ['rcp', `${PF}/services/third-party-access-control`],
  ['stackset 409', '/manage/accounts/aws/updating-existing-saas-configs'],
  ['429', '/developer/graphql-reference/bulwark-graphql-api'],
  ['teams register', `${PF}/chatops/teams/teams-ops`],
  ['slack subscribe', `${PF}/chatops/slack/slack-ops`],
  ['shared channel', `${PF}/chatops/slack/slack-shared-channel`],
  ['quarantine', `${PF}/services/hero-zombies`],
  ['third party', `${PF}/services/third-party-access-control`],
  ['block all new', `${PF}/services/third-party-access-control`],
  ['disable region', `${PF}/services/regions`],
  ['us-east-1', `${PF}/services/regions`],
  ['unsupported regions', `${PF}/permissions-on-demand/permissions-on-demand-intro`],
  ['ap-southeast-4', `${PF}/permissions-on-demand/permissions-on-demand-intro`],
  ['webhook', '/developer/webhook-reference/cpf-webhook-intro'],
  ['api token expiry', '/developer/graphql-reference/bulwark-graphql-api'],
  ['7200', '/developer/graphql-reference/bulwark-graphql-api'],
  ['GenerateBulwarkUserToken', '/developer/graphql-reference/graphql-sample-mutations'],
  ['ListResourceSummaries', '/developer/graphql-reference/graphql-sample-querys'],
  ['paging', '/developer/graphql-reference/bulwark-graphql-api'],
  ['rate limit', '/developer/graphql-reference/bulwark-graphql-api'],
  ['okta', '/manage/users/single-sign-on'],
  ['sso', '/manage/users/single-sign-on'],
  ['identity mapping', '/manage/users/single-sign-on'],
  ['user roles', '/manage/users/user-role-personas'],
  ['assign approvers', `${PF}/permissions-on-demand/approvers/how-to-manage-pod-approvers`],
  ['approve request', `${PF}/permissions-on-demand/requests/how-to-action-pod-requests`],
  ['email approval', `${PF}/permissions-on-demand/requests/email-ops`],
  ['justification', `${PF}/permissions-on-demand/permissions-on-demand-intro`],
  ['silent reanimation', `${PF}/permissions-on-demand/permissions-on-demand-intro`],
  ['pending changes', `${PF}/pending-changes/pending-changes-intro`],
  ['submit all changes', `${PF}/pending-changes/pending-changes-intro`],
  ['deploy template stackset', `${PF}/pending-changes/deploying-in-aws`],
  ['cpf-z tags', `${PF}/pending-changes/deploying-in-aws`],
  ['undo all', `${PF}/removing-the-cloud-permissions-firewall`],
  ['remove firewall', `${PF}/removing-the-cloud-permissions-firewall`],
  ['emergency stop', `${PF}/cpf_resiliency`],
  ['tampering', `${PF}/cpf_resiliency`],
  ['audit log', `${PF}/reporting/reporting-information`],
  ['revoke access', `${PF}/reporting/reporting-information`],
  ['exempt at scope', `${PF}/services/Exempting-identities`],
  ['exemption types', `${PF}/services/Exempting-identities`],
  ['excess privilege', `${PF}/services/hero-iam-excess-priv`],
  ['unused services', `${PF}/services/hero-unused-services`],
  ['protect service', `${PF}/services/how-to-service-protections`],
  ['disable service', `${PF}/services/how-to-disable-services`],
  ['service status', `${PF}/services/services-intro`],
  ['onboarding', '/manage/accounts/aws/aws-guide'],
  ['validate arn', '/manage/accounts/aws/aws-guide'],
  ['collector stack', '/manage/accounts/aws/updating-existing-saas-configs'],
  ['ticket', '/overview/support-portal-guide'],
  ['glossary', `${PF}/glossary`],
  ['chatops', `${PF}/chatops/chatops-intro`],
  // prefixes, as typed
  ['zomb', `${PF}/services/hero-zombies`],
  ['quaran', `${PF}/services/hero-zombies`],
  ['webho', '/developer/webhook-reference/cpf-webhook-intro'],
  ['okt', '/manage/users/single-sign-on'],
  ['third-pa', `${PF}/services/third-party-access-control`],
  ['regio', `${PF}/services/regions`],
  // one typo
  ['zombei', `${PF}/services/hero-zombies`],
  ['quarantne', `${PF}/services/hero-zombies`],
  ['webhok', '/developer/webhook-reference/cpf-webhook-intro'],
  ['stakset 409', '/manage/accounts/aws/updating-existing-saas-configs'],
  ['pending chnages', `${PF}/pending-changes/pending-changes-intro`],
  ['okat', '/manage/users/single-sign-on'],
  ['glosary', `${PF}/glossary`],
  ['regoins', `${PF}/services/regions`],
  ['teams regster', `${PF}/chatops/teams/teams-ops`],
  // the reader's words, not the docs' (content/synonyms.yml)
  ['turn off a region', `${PF}/services/regions`],
  ['switch off unused services', `${PF}/services/how-to-disable-services`],
  ['vendor access', `${PF}/services/third-party-access-control`],
  ['approve pod request', `${PF}/permissions-on-demand/requests/how-to-action-pod-requests`],
  ['allowlist an identity', `${PF}/services/Exempting-identities`],
  ['dormant identities', `${PF}/services/hero-zombies`],
  ['kill switch', `${PF}/cpf_resiliency`],
  ['uninstall the firewall', `${PF}/removing-the-cloud-permissions-firewall`],
  ['activity log', `${PF}/reporting/reporting-information`],
];

const built = buildSiteSearchIndex();
// Through JSON, as the browser receives it.
const engine = new SearchEngine(JSON.parse(JSON.stringify(built.data)));

test('the relevance set is realistic in size and every expected page exists', () => {
  expect(CASES.length).toBeGreaterThanOrEqual(40);
  const known = new Set(built.fragments.map((f) => f.route));
  expect(CASES.filter(([, route]) => !known.has(route))).toEqual([]);
});

test('the expected page is in the top 3 for at least 95% of the queries (MRR printed)', async () => {
  const ranks: number[] = [];
  const misses: string[] = [];
  for (const [query, route] of CASES) {
    const { hits } = await engine.search(query, { limit: engine.pageCount });
    const rank = hits.findIndex((h) => h.route === route) + 1;
    ranks.push(rank);
    if (rank === 0 || rank > 3) misses.push(`${query} -> ${route} (rank ${rank || 'none'}; top: ${hits.slice(0, 3).map((h) => h.route).join(', ')})`);
  }
  const top1 = ranks.filter((r) => r === 1).length / ranks.length;
  const top3 = ranks.filter((r) => r >= 1 && r <= 3).length / ranks.length;
  const mrr = ranks.reduce((sum, r) => sum + (r > 0 ? 1 / r : 0), 0) / ranks.length;
  process.stdout.write(
    `\nsearch relevance: ${CASES.length} queries, top-1 ${(top1 * 100).toFixed(1)}%, top-3 ${(top3 * 100).toFixed(1)}%, MRR ${mrr.toFixed(3)}\n` +
      (misses.length ? `  outside the top 3:\n    ${misses.join('\n    ')}\n` : ''),
  );
  expect(top3).toBeGreaterThanOrEqual(0.95);
});

test("words that only a model component shows (a region in the unsupported-regions table) find the section that shows them", async () => {
  const { hits } = await engine.search('ap-southeast-4', { limit: engine.pageCount });
  const regions = hits.find((h) => h.route === `${PF}/services/regions`);
  expect(regions?.section?.anchor).toBe('regions-where-permissions-on-demand-does-not-trigger');
});

test("a component's Markdown form adds words, never sections: every section anchor is one of its page's headings", () => {
  for (const section of siteRecords().sections) {
    if (section.anchor === null) continue;
    const anchors = (getContent().toc.get(section.route) ?? []).map((h) => h.id);
    expect({ route: section.route, anchor: section.anchor, found: anchors.includes(section.anchor) }).toEqual({ route: section.route, anchor: section.anchor, found: true });
  }
});

test('the site ships its index as one file while it is small, split past SPLIT_ABOVE_BYTES, and both answer alike', async () => {
  expect(built.data.parts).toBeUndefined();
  expect(JSON.stringify(built.data).length).toBeLessThanOrEqual(SPLIT_ABOVE_BYTES);
  const split = buildSiteSearchIndex(0);
  expect(split.data.parts).toBeDefined();
  expect(split.data.fragments).toBeUndefined();
  const files = searchIndexFiles(split);
  const read = <T>(file: string) => Promise.resolve(JSON.parse(JSON.stringify(files.get(file))) as T);
  const parts = split.data.parts!;
  const engineFromFiles = new SearchEngine(await read(SEARCH_MANIFEST_FILE), {
    shard: (i) => read(searchShardFile(parts, i)),
    fragment: (id) => read(searchFragmentFile(parts, id)),
  });
  for (const [query] of CASES.slice(0, 20)) {
    const hrefs = async (e: SearchEngine) => (await e.search(query, { limit: 8 })).hits.map((h) => h.href);
    expect({ query, hits: await hrefs(engineFromFiles) }).toEqual({ query, hits: await hrefs(engine) });
  }
});
