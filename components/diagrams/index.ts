// The diagram and reference components the MDX pages use (the lead spreads diagramComponents into the MDX map).
// Tables and the diagram SVG are server components; the controls, checkers and simulator are client islands.
import { ExemptionTypesTable } from './ExemptionTypesTable';
import { ExemptionTester, PendingChangesSimulator, ScopeChecker, TokenExpiryChecker, WebhookChecker } from './islands';
import { RolesTable } from './RolesTable';
import { SettingsTable } from './SettingsTable';
import { StateDiagram } from './StateDiagram';
import { StatusTable } from './StatusTable';
import { UnsupportedRegionsTable } from './UnsupportedRegionsTable';
import {
  ApproverScopeTree,
  AuditLog,
  EmailApproval,
  GlossaryFinder,
  HeroCard,
  ProtectPanel,
  RecoveryGuide,
  RoleExplorer,
  SlackConsole,
  SsoReadiness,
  StackSetTroubleshooter,
  TeamsConsole,
} from './widgetFrames';

export const diagramComponents = {
  StateDiagram,
  StatusTable,
  SettingsTable,
  ExemptionTypesTable,
  RolesTable,
  UnsupportedRegionsTable,
  ExemptionTester,
  ScopeChecker,
  TokenExpiryChecker,
  WebhookChecker,
  PendingChangesSimulator,
  SlackConsole,
  TeamsConsole,
  RecoveryGuide,
  GlossaryFinder,
  RoleExplorer,
  ApproverScopeTree,
  EmailApproval,
  AuditLog,
  HeroCard,
  ProtectPanel,
  StackSetTroubleshooter,
  SsoReadiness,
};

