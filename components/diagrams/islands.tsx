'use client';
// Every client island, loaded with next/dynamic from a client module (Next code-splits dynamic imports only from
// client components), so the JavaScript of a diagram or checker ships only on the pages that render it. Islands
// that share model code come from one module (one chunk): the bundler copies a shared module into every chunk that
// imports it, and a page must not load the same model code twice.
import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import type { MachineId } from '@/lib/domain/machine';
import styles from './controls.module.css';

const loading = () => <div className={styles.placeholder} aria-busy="true" />;

const controls: Record<MachineId, ComponentType> = {
  podRequest: dynamic(() => import('./machines/podRequest'), { loading }),
  service: dynamic(() => import('./machines/service'), { loading }),
  region: dynamic(() => import('./machines/region'), { loading }),
  thirdParty: dynamic(() => import('./machines/thirdParty'), { loading }),
  quarantine: dynamic(() => import('./machines/quarantine'), { loading }),
  changes: dynamic(() => import('./machines/changes'), { loading }),
};

export function StateDiagramControls({ machine }: { machine: MachineId }) {
  const Controls = controls[machine];
  return <Controls />;
}

export const ExemptionTester = dynamic(() => import('./ExemptionTester'), { loading });
export const ScopeChecker = dynamic(() => import('./ScopeChecker'), { loading });
export const TokenExpiryChecker = dynamic(() => import('./TokenExpiryChecker'), { loading });
export const WebhookChecker = dynamic(() => import('./WebhookChecker'), { loading });
export const PendingChangesSimulator = dynamic(() => import('./machines/changes').then((m) => m.PendingChangesSimulator), {
  loading,
});

// The widgets of the firewall, manage and developer pages; their static tables come from the server (widgets.tsx).
export const ChatConsole = dynamic(() => import('./widgets/ChatConsole'), { loading });
export const RecoveryGuideIsland = dynamic(() => import('./widgets/RecoveryGuide'), { loading });
export const GlossaryFinderIsland = dynamic(() => import('./widgets/GlossaryFinder'), { loading });
export const RoleExplorerIsland = dynamic(() => import('./widgets/RoleExplorer'), { loading });
export const ApproverScopeTreeIsland = dynamic(() => import('./widgets/ApproverScopeTree'), { loading });
export const EmailApprovalIsland = dynamic(() => import('./widgets/EmailApproval'), { loading });
export const AuditLogIsland = dynamic(() => import('./widgets/AuditLog'), { loading });
export const HeroCardIsland = dynamic(() => import('./widgets/HeroCardSim'), { loading });
export const ProtectPanelIsland = dynamic(() => import('./widgets/ProtectPanelSim'), { loading });
export const StackSetTroubleshooterIsland = dynamic(() => import('./widgets/StackSetTroubleshooter'), { loading });
export const SsoReadinessIsland = dynamic(() => import('./widgets/SsoReadiness'), { loading });
