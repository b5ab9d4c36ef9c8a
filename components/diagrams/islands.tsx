'use client';
// Every client island, loaded with a dynamic import from a client module (Next code-splits dynamic imports only from
// client components), so the JavaScript of a diagram or checker ships only on the pages that render it. Islands
// that share model code come from one module (one chunk): the bundler copies a shared module into every chunk that
// imports it, and a page must not load the same model code twice.
// React.lazy rather than next/dynamic: this module is in every page's chunk (the MDX component map names every
// island), and next/dynamic's loader brings about 4 KB of runtime with it. On the server React renders the island
// into the HTML as before; hydrating, React keeps that HTML until the island's chunk arrives.
import { lazy, Suspense, type ComponentType } from 'react';
import type { MachineId } from '@/lib/domain/machine';
import styles from './controls.module.css';

function dynamic<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const Island = lazy(load);
  function LazyIsland(props: P) {
    return (
      <Suspense fallback={<div className={styles.placeholder} aria-busy="true" />}>
        <Island {...props} />
      </Suspense>
    );
  }
  return LazyIsland;
}

const controls: Record<MachineId, ComponentType> = {
  podRequest: dynamic(() => import('./machines/podRequest')),
  service: dynamic(() => import('./machines/service')),
  region: dynamic(() => import('./machines/region')),
  thirdParty: dynamic(() => import('./machines/thirdParty')),
  quarantine: dynamic(() => import('./machines/quarantine')),
  changes: dynamic(() => import('./machines/changes')),
};

export function StateDiagramControls({ machine }: { machine: MachineId }) {
  const Controls = controls[machine];
  return <Controls />;
}

export const ExemptionTester = dynamic(() => import('./ExemptionTester'));
export const ScopeChecker = dynamic(() => import('./ScopeChecker'));
export const TokenExpiryChecker = dynamic(() => import('./TokenExpiryChecker'));
export const WebhookChecker = dynamic(() => import('./WebhookChecker'));
export const PendingChangesSimulator = dynamic<object>(() =>
  import('./machines/changes').then(({ PendingChangesSimulator }) => ({ default: PendingChangesSimulator })),
);

// The widgets of the firewall, manage and developer pages; their static tables come from the server (widgets.tsx).
export const ChatConsole = dynamic(() => import('./widgets/ChatConsole'));
export const RecoveryGuideIsland = dynamic(() => import('./widgets/RecoveryGuide'));
export const GlossaryFinderIsland = dynamic(() => import('./widgets/GlossaryFinder'));
export const RoleExplorerIsland = dynamic(() => import('./widgets/RoleExplorer'));
export const ApproverScopeTreeIsland = dynamic(() => import('./widgets/ApproverScopeTree'));
export const EmailApprovalIsland = dynamic(() => import('./widgets/EmailApproval'));
export const AuditLogIsland = dynamic(() => import('./widgets/AuditLog'));
export const HeroCardIsland = dynamic(() => import('./widgets/HeroCardSim'));
export const ProtectPanelIsland = dynamic(() => import('./widgets/ProtectPanelSim'));
export const StackSetTroubleshooterIsland = dynamic(() => import('./widgets/StackSetTroubleshooter'));
export const SsoReadinessIsland = dynamic(() => import('./widgets/SsoReadiness'));
