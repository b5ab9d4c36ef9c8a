// The ONE registry of Markdown forms: every JSX component a page may use (lib/mdx/componentNames.ts) must have one,
// or the type check fails, so a page's Markdown copy never silently drops what the page shows. The firewall model's
// components take their form from lib/domain/markdown, the same data the page's tables and diagrams show.
import { componentMarkdown as modelMarkdown } from '../domain/markdown';
import type { MdxComponentName } from '../mdx/componentNames';
import { admonitionMarkdown } from './admonition';
import { apiNameMarkdown, graphqlOperationsMarkdown } from './graphql';
import type { ComponentMarkdown } from './types';

/** A model table: its Markdown is the whole of it. */
const table =
  (name: MdxComponentName): ComponentMarkdown =>
  ({ props }) =>
    modelMarkdown(name, props);

/** An interactive model component: its static content, and where to try it. */
const interactive =
  (name: MdxComponentName): ComponentMarkdown =>
  ({ props, pageUrl }) =>
    `${modelMarkdown(name, props)}\n\nTry it on [the web page](${pageUrl}).`;

export const componentMarkdown: Record<MdxComponentName, ComponentMarkdown> = {
  Admonition: admonitionMarkdown,
  GraphQLOperations: graphqlOperationsMarkdown,
  ApiName: apiNameMarkdown,
  StatusTable: table('StatusTable'),
  SettingsTable: table('SettingsTable'),
  ExemptionTypesTable: table('ExemptionTypesTable'),
  RolesTable: table('RolesTable'),
  UnsupportedRegionsTable: table('UnsupportedRegionsTable'),
  StateDiagram: interactive('StateDiagram'),
  ExemptionTester: interactive('ExemptionTester'),
  ScopeChecker: interactive('ScopeChecker'),
  TokenExpiryChecker: interactive('TokenExpiryChecker'),
  WebhookChecker: interactive('WebhookChecker'),
  PendingChangesSimulator: interactive('PendingChangesSimulator'),
  SlackConsole: interactive('SlackConsole'),
  TeamsConsole: interactive('TeamsConsole'),
  RecoveryGuide: interactive('RecoveryGuide'),
  GlossaryFinder: interactive('GlossaryFinder'),
  RoleExplorer: interactive('RoleExplorer'),
  ApproverScopeTree: interactive('ApproverScopeTree'),
  EmailApproval: interactive('EmailApproval'),
  AuditLog: interactive('AuditLog'),
  HeroCard: interactive('HeroCard'),
  ProtectPanel: interactive('ProtectPanel'),
  StackSetTroubleshooter: interactive('StackSetTroubleshooter'),
  SsoReadiness: interactive('SsoReadiness'),
};

export function hasMarkdownForm(name: string): name is MdxComponentName {
  return Object.prototype.hasOwnProperty.call(componentMarkdown, name);
}
