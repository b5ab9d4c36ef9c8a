// Server components the pages embed: each widget's static form (a table from lib/domain, readable without
// JavaScript) followed by its client island, which loads only on the pages that use it.
import { approverRulesTable } from '@/lib/domain/approvers';
import { auditActionsTable } from '@/lib/domain/auditLog';
import { chatCommandsTable, type ChatPlace } from '@/lib/domain/chatops';
import { emailApprovalTable } from '@/lib/domain/emailApproval';
import { diagramTermsTable } from '@/lib/domain/glossaryTerms';
import { heroCardsTable, type HeroCardId } from '@/lib/domain/heroCards';
import { machines } from '@/lib/domain';
import { protectPanelTable } from '@/lib/domain/protectPanel';
import { recoveryTable } from '@/lib/domain/recovery';
import { ssoChecklistTable } from '@/lib/domain/sso';
import { manualFixTable } from '@/lib/domain/stackset';
import { DocTableView } from './DocTableView';
import {
  ApproverScopeTreeIsland,
  AuditLogIsland,
  ChatConsole,
  EmailApprovalIsland,
  GlossaryFinderIsland,
  HeroCardIsland,
  ProtectPanelIsland,
  RecoveryGuideIsland,
  RoleExplorerIsland,
  SsoReadinessIsland,
  StackSetTroubleshooterIsland,
} from './islands';
import { RolesTable } from './RolesTable';

const SLACK_PLACES: readonly ChatPlace[] = ['channel', 'privateChannel', 'directMessage', 'messagesTab'];
const HERO_CARD_IDS: readonly HeroCardId[] = ['zombies', 'excessPrivilege', 'unusedServices'];

export function SlackConsole({ place }: { place?: ChatPlace }) {
  if (place !== undefined && !SLACK_PLACES.includes(place)) {
    throw new Error(`<SlackConsole place="${String(place)}" />: place must be one of ${SLACK_PLACES.join(', ')}.`);
  }
  return (
    <>
      <DocTableView table={chatCommandsTable('slack')} testId="slack-commands-table" />
      <ChatConsole app="slack" place={place} />
    </>
  );
}

export function TeamsConsole() {
  return (
    <>
      <DocTableView table={chatCommandsTable('teams')} testId="teams-commands-table" />
      <ChatConsole app="teams" />
    </>
  );
}

export function RecoveryGuide() {
  return (
    <>
      <DocTableView table={recoveryTable()} />
      <RecoveryGuideIsland />
    </>
  );
}

export function GlossaryFinder() {
  return (
    <>
      <GlossaryFinderIsland />
      <details>
        <summary>Every status of the diagrams</summary>
        <DocTableView table={diagramTermsTable(machines)} />
      </details>
    </>
  );
}

export function RoleExplorer() {
  return (
    <>
      <RolesTable />
      <RoleExplorerIsland />
    </>
  );
}

export function ApproverScopeTree() {
  return (
    <>
      <DocTableView table={approverRulesTable()} />
      <ApproverScopeTreeIsland />
    </>
  );
}

export function EmailApproval() {
  return (
    <>
      <DocTableView table={emailApprovalTable()} />
      <EmailApprovalIsland />
    </>
  );
}

export function AuditLog() {
  return (
    <>
      <DocTableView table={auditActionsTable()} />
      <AuditLogIsland />
    </>
  );
}

export function HeroCard({ card }: { card: HeroCardId }) {
  if (!HERO_CARD_IDS.includes(card)) throw new Error(`<HeroCard card="${String(card)}" />: card must be one of ${HERO_CARD_IDS.join(', ')}.`);
  return (
    <>
      <DocTableView table={heroCardsTable([card])} />
      <HeroCardIsland card={card} />
    </>
  );
}

export function ProtectPanel() {
  return (
    <>
      <DocTableView table={protectPanelTable()} />
      <ProtectPanelIsland />
    </>
  );
}

export function StackSetTroubleshooter() {
  return (
    <>
      <DocTableView table={manualFixTable()} />
      <StackSetTroubleshooterIsland />
    </>
  );
}

export function SsoReadiness() {
  return (
    <>
      <DocTableView table={ssoChecklistTable()} />
      <SsoReadinessIsland />
    </>
  );
}
