// The ONE registry of Markdown forms: every JSX component a page may use (lib/mdx/componentNames.ts) must have one,
// or the type check fails, so a page's Markdown copy never silently drops what the page shows.
import type { MdxComponentName } from '../mdx/componentNames';
import { admonitionMarkdown } from './admonition';
import {
  exemptionTesterMarkdown,
  exemptionTypesTableMarkdown,
  pendingChangesSimulatorMarkdown,
  rolesTableMarkdown,
  scopeCheckerMarkdown,
  settingsTableMarkdown,
  stateDiagramMarkdown,
  statusTableMarkdown,
  tokenExpiryCheckerMarkdown,
  unsupportedRegionsTableMarkdown,
  webhookCheckerMarkdown,
} from './domain';
import { apiNameMarkdown, graphqlOperationsMarkdown } from './graphql';
import type { ComponentMarkdown } from './types';

export const componentMarkdown: Record<MdxComponentName, ComponentMarkdown> = {
  Admonition: admonitionMarkdown,
  StateDiagram: stateDiagramMarkdown,
  StatusTable: statusTableMarkdown,
  SettingsTable: settingsTableMarkdown,
  ExemptionTypesTable: exemptionTypesTableMarkdown,
  RolesTable: rolesTableMarkdown,
  UnsupportedRegionsTable: unsupportedRegionsTableMarkdown,
  ExemptionTester: exemptionTesterMarkdown,
  ScopeChecker: scopeCheckerMarkdown,
  TokenExpiryChecker: tokenExpiryCheckerMarkdown,
  WebhookChecker: webhookCheckerMarkdown,
  PendingChangesSimulator: pendingChangesSimulatorMarkdown,
  GraphQLOperations: graphqlOperationsMarkdown,
  ApiName: apiNameMarkdown,
};

export function hasMarkdownForm(name: string): name is MdxComponentName {
  return Object.prototype.hasOwnProperty.call(componentMarkdown, name);
}
