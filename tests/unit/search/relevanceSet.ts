// The relevance sets, shared by the relevance test and the search benchmark: queries against the real content and the
// page that answers each. KEYWORDS are what readers type as words (product words, prefixes as typed, one-typo
// spellings, readers' own words that content/synonyms.yml maps to the docs' words); QUESTIONS are whole sentences as
// readers type them into a search box. Each answering page was chosen by reading content/: the page whose purpose
// (title, description or a section of its own) is the answer, not a page that only links to it.
import type { SearchEngine } from '@/lib/search/engine';

export type RelevanceCase = [query: string, route: string];

const PF = '/permissions-firewall';
const POD = `${PF}/permissions-on-demand`;
const API = '/developer/graphql-reference/bulwark-graphql-api';

export const KEYWORDS: RelevanceCase[] = [
  // product words
  ['zombie', `${PF}/services/hero-zombies`],
  ['zombies', `${PF}/services/hero-zombies`],
  ['jit', `${POD}/permissions-on-demand-intro`],
  ['break glass', '/overview/getting-started'],
  ['rcp', `${PF}/services/third-party-access-control`],
  ['stackset 409', '/manage/accounts/aws/updating-existing-saas-configs'],
  ['429', API],
  ['teams register', `${PF}/chatops/teams/teams-ops`],
  ['slack subscribe', `${PF}/chatops/slack/slack-ops`],
  ['shared channel', `${PF}/chatops/slack/slack-shared-channel`],
  ['quarantine', `${PF}/services/hero-zombies`],
  ['third party', `${PF}/services/third-party-access-control`],
  ['block all new', `${PF}/services/third-party-access-control`],
  ['disable region', `${PF}/services/regions`],
  ['us-east-1', `${PF}/services/regions`],
  ['unsupported regions', `${POD}/permissions-on-demand-intro`],
  ['ap-southeast-4', `${POD}/permissions-on-demand-intro`],
  ['webhook', '/developer/webhook-reference/cpf-webhook-intro'],
  ['api token expiry', API],
  ['7200', API],
  ['GenerateBulwarkUserToken', '/developer/graphql-reference/graphql-sample-mutations'],
  ['ListResourceSummaries', '/developer/graphql-reference/graphql-sample-querys'],
  ['paging', API],
  ['rate limit', API],
  ['okta', '/manage/users/single-sign-on'],
  ['sso', '/manage/users/single-sign-on'],
  ['identity mapping', '/manage/users/single-sign-on'],
  ['user roles', '/manage/users/user-role-personas'],
  ['assign approvers', `${POD}/approvers/how-to-manage-pod-approvers`],
  ['approve request', `${POD}/requests/how-to-action-pod-requests`],
  ['email approval', `${POD}/requests/email-ops`],
  ['justification', `${POD}/permissions-on-demand-intro`],
  ['silent reanimation', `${POD}/permissions-on-demand-intro`],
  ['pending changes', `${PF}/pending-changes/pending-changes-intro`],
  ['submit all changes', `${PF}/pending-changes/pending-changes-intro`],
  // StackSets belong to onboarding (the collector role's template, deploy the stackset), not to the change template.
  ['deploy template stackset', '/manage/accounts/aws/aws-guide'],
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
  ['approve pod request', `${POD}/requests/how-to-action-pod-requests`],
  ['allowlist an identity', `${PF}/services/Exempting-identities`],
  ['dormant identities', `${PF}/services/hero-zombies`],
  ['kill switch', `${PF}/cpf_resiliency`],
  ['uninstall the firewall', `${PF}/removing-the-cloud-permissions-firewall`],
  ['activity log', `${PF}/reporting/reporting-information`],
];

export const QUESTIONS: RelevanceCase[] = [
  // how do I ...
  ['how do I disable a region', `${PF}/services/regions`],
  ['how do I make someone an approver', `${POD}/approvers/how-to-manage-pod-approvers`],
  ['how do I contact support', '/overview/support-portal-guide'],
  ['how do I approve a request', `${POD}/requests/how-to-action-pod-requests`],
  ['how can I deny an access request?', `${POD}/requests/how-to-action-pod-requests`],
  ['how do I delete the collector stack', '/manage/accounts/aws/updating-existing-saas-configs'],
  ['how do I set up single sign-on', '/manage/users/single-sign-on'],
  ['how do I create an API token', API],
  ['how do I create a webhook', '/developer/webhook-reference/cpf-webhook-intro'],
  ['how do I install the Slack app', `${PF}/chatops/slack/slack-ops`],
  ['how do I subscribe a Slack channel to a scope', `${PF}/chatops/slack/slack-shared-channel`],
  ['how do I set up the Teams app', `${PF}/chatops/teams/teams-ops`],
  ['how do I release an identity from quarantine', `${PF}/services/hero-zombies`],
  ['how do I exempt a break-glass account', `${PF}/services/Exempting-identities`],
  ['how do I disable a service', `${PF}/services/how-to-disable-services`],
  ['how do I protect a service', `${PF}/services/how-to-service-protections`],
  ['how can I unprotect all services at a scope', `${PF}/services/how-to-service-protections`],
  ['how do I disable all unused services at once', `${PF}/services/hero-unused-services`],
  ['how do I block a vendor from my accounts', `${PF}/services/third-party-access-control`],
  ['how do I submit my pending changes', `${PF}/pending-changes/pending-changes-intro`],
  ['how do I restore the controls after an emergency stop', `${PF}/cpf_resiliency`],
  ['how do I revoke an exemption', `${PF}/reporting/reporting-information`],
  ['how do I connect my AWS organization', '/manage/accounts/aws/aws-guide'],
  ['how do I get started with Bulwark', '/overview/getting-started'],
  ['how do I turn on identity mapping', '/manage/users/single-sign-on'],
  ['how do I page through large results', API],
  ['how do I approve a request from the email', `${POD}/requests/email-ops`],
  // why ...
  ['why did my access request expire', `${POD}/permissions-on-demand-intro`],
  ['why was I blocked but no request was created', `${POD}/permissions-on-demand-intro`],
  ['why does deleting the StackSet fail with 409', '/manage/accounts/aws/updating-existing-saas-configs'],
  ["why can't my Okta users sign in", '/manage/users/single-sign-on'],
  ['why does my new role have no effect', '/manage/users/user-role-personas'],
  ["why don't my requests reach me in Slack", `${PF}/chatops/slack/slack-ops`],
  ['why does the Teams bot show as disabled', `${PF}/chatops/teams/teams-ops`],
  ["why can't I enable a region", `${PF}/services/regions`],
  // what / which / who / when ...
  ['what happens to my controls when I remove the firewall', `${PF}/removing-the-cloud-permissions-firewall`],
  ['what happens to newly added third parties', `${PF}/services/third-party-access-control`],
  ['what happens when a quarantined identity tries to act', `${PF}/services/hero-zombies`],
  ['what happens when I uninstall the Slack app', `${PF}/chatops/slack/slack-ops`],
  ['what should I do when the API returns 429', API],
  ['what is a zombie identity', `${PF}/services/hero-zombies`],
  ['what is silent reanimation', `${POD}/permissions-on-demand-intro`],
  ['which exemption types are there', `${PF}/services/Exempting-identities`],
  ['which tags must my infrastructure as code ignore', `${PF}/pending-changes/deploying-in-aws`],
  ['what extra permissions does the security audit role need', '/manage/accounts/aws/aws-guide'],
  ['what does Protect Identities do', `${PF}/services/hero-iam-excess-priv`],
  ['what does Coming soon mean in the Account Usage column', `${PF}/services/services-intro`],
  ['what can each role do', '/manage/users/user-role-personas'],
  ['what are the firewall settings and their defaults', `${PF}/permissions-firewall-intro`],
  ['who deploys the CloudFormation template', `${PF}/pending-changes/deploying-in-aws`],
  ['who can get past the tampering protections', `${PF}/cpf_resiliency`],
  ['who takes part in Permissions on Demand', `${POD}/personas`],
  ['who is involved in a PoD request', `${POD}/personas`],
  ['when does a request escalate to the next approver', `${POD}/permissions-on-demand-intro`],
  ['how long can an API token last', API],
  ['what does the request email look like', `${POD}/requests/email-ops`],
  // can I / where do I ...
  ['can I remove an approver', `${POD}/approvers/how-to-manage-pod-approvers`],
  ['can I discard a staged change', `${PF}/pending-changes/pending-changes-intro`],
  ['can I try a query without a token', API],
  ['where can I see who changed a control', `${PF}/reporting/reporting-information`],
  ['where do I see the audit log', `${PF}/reporting/reporting-information`],
  ['where do I see quarantined identities', `${PF}/services/hero-zombies`],
  // timings: how long until something happens, or what happens when time runs out
  ['what happens when a request is not approved in time', `${POD}/permissions-on-demand-intro`],
  ['how long do approvers have before a request expires', `${POD}/permissions-on-demand-intro`],
  ['how soon does an approved exemption take effect', `${PF}/permissions-firewall-intro`],
  ['how long does discovery take after onboarding', '/manage/accounts/aws/aws-guide'],
  ['when is a timed approval revoked', `${POD}/permissions-on-demand-intro`],
  ['how long can an exemption stay unused before it is revoked', `${PF}/reporting/reporting-information`],
];

/**
 * Questions whose answer spans sections: between them, the first three hits must land on a section whose heading names
 * each subject. A reader who asks what happens when nobody approves in time needs both the escalation after the
 * Escalation Window and the expiry after the TTL, not the steps of an approval.
 */
export const SECTIONS_IN_FIRST_THREE: [query: string, subjects: RegExp[]][] = [['what happens when a request is not approved in time', [/escalat/i, /expir/i]]];

export interface RelevanceFigures {
  count: number;
  top1: number;
  top3: number;
  mrr: number;
  /** Queries whose answering page is not in the top 3, with the rank and the top 3. */
  misses: string[];
  /** The rank of the answering page per query (0: not found). */
  ranks: number[];
}

/** Ranks the answering page of each case among every hit of its query. */
export async function measureRelevance(engine: SearchEngine, cases: RelevanceCase[]): Promise<RelevanceFigures> {
  const ranks: number[] = [];
  const misses: string[] = [];
  for (const [query, route] of cases) {
    const { hits } = await engine.search(query, { limit: engine.pageCount });
    const rank = hits.findIndex((h) => h.route === route) + 1;
    ranks.push(rank);
    if (rank === 0 || rank > 3)
      misses.push(
        `${query} -> ${route} (rank ${rank || 'none'}; top: ${hits
          .slice(0, 3)
          .map((h) => h.route)
          .join(', ')})`,
      );
  }
  const share = (keep: (rank: number) => boolean) => ranks.filter(keep).length / ranks.length;
  return {
    count: cases.length,
    top1: share((r) => r === 1),
    top3: share((r) => r >= 1 && r <= 3),
    mrr: ranks.reduce((sum, r) => sum + (r > 0 ? 1 / r : 0), 0) / ranks.length,
    misses,
    ranks,
  };
}

export function relevanceLine(name: string, figures: RelevanceFigures): string {
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  return `${name}: ${figures.count} queries, top-1 ${pct(figures.top1)}, top-3 ${pct(figures.top3)}, MRR ${figures.mrr.toFixed(3)}`;
}
