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
import type { ReactNode } from 'react';
import Dehydrated from '@/components/layout/Dehydrated';
import type { DocTable } from '@/lib/domain/docTable';
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

/** The static table first (markup only: it reaches the browser once, in the HTML), the island after it. */
function Framed({ name, table, testId, children }: { name: string; table: DocTable; testId?: string; children: ReactNode }) {
  return (
    <>
      <Dehydrated dehydrate={`widget-${name}`}>
        <DocTableView table={table} testId={testId} />
      </Dehydrated>
      {children}
    </>
  );
}

export function SlackConsole({ place }: { place?: ChatPlace }) {
  if (place !== undefined && !SLACK_PLACES.includes(place)) {
    throw new Error(`<SlackConsole place="${String(place)}" />: place must be one of ${SLACK_PLACES.join(', ')}.`);
  }
  return (
    <Framed name="slack" table={chatCommandsTable('slack')} testId="slack-commands-table">
      <ChatConsole app="slack" place={place} />
    </Framed>
  );
}

export function HeroCard({ card }: { card: HeroCardId }) {
  if (!HERO_CARD_IDS.includes(card)) throw new Error(`<HeroCard card="${String(card)}" />: card must be one of ${HERO_CARD_IDS.join(', ')}.`);
  return (
    <Framed name={`hero-${card}`} table={heroCardsTable([card])}>
      <HeroCardIsland card={card} />
    </Framed>
  );
}

export function RoleExplorer() {
  return (
    <>
      <Dehydrated dehydrate="widget-roles">
        <RolesTable />
      </Dehydrated>
      <RoleExplorerIsland />
    </>
  );
}

export function GlossaryFinder() {
  return (
    <>
      <GlossaryFinderIsland />
      <Dehydrated dehydrate="widget-glossary">
        <details>
          <summary>Every status of the diagrams</summary>
          <DocTableView table={diagramTermsTable(machines)} />
        </details>
      </Dehydrated>
    </>
  );
}

export const TeamsConsole = () => <Framed name="teams" table={chatCommandsTable('teams')} testId="teams-commands-table"><ChatConsole app="teams" /></Framed>;
export const RecoveryGuide = () => <Framed name="recovery" table={recoveryTable()}><RecoveryGuideIsland /></Framed>;
export const ApproverScopeTree = () => <Framed name="approvers" table={approverRulesTable()}><ApproverScopeTreeIsland /></Framed>;
export const EmailApproval = () => <Framed name="email" table={emailApprovalTable()}><EmailApprovalIsland /></Framed>;
export const AuditLog = () => <Framed name="audit" table={auditActionsTable()}><AuditLogIsland /></Framed>;
export const ProtectPanel = () => <Framed name="protect" table={protectPanelTable()}><ProtectPanelIsland /></Framed>;
export const StackSetTroubleshooter = () => <Framed name="stackset" table={manualFixTable()}><StackSetTroubleshooterIsland /></Framed>;
export const SsoReadiness = () => <Framed name="sso" table={ssoChecklistTable()}><SsoReadinessIsland /></Framed>;
