'use client';
// Every client island, loaded with a dynamic import from a client module (Next code-splits dynamic imports only from
// client components), so the JavaScript of a diagram or a console ships only on the pages that render it.
// React.lazy rather than next/dynamic: next/dynamic's loader brought about 2.5 KB gzip of runtime to every page. On the server
// React renders the island into the HTML as before; hydrating, React keeps that HTML until the island's chunk arrives.
import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import type { MachineId } from '@/lib/domain/machine';
import styles from './controls.module.css';

function dynamic<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const Island = lazy(load);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per island when this module loads, never during a render
  function LazyIsland(props: P) {
    return (
      <Suspense fallback={<div className={styles.placeholder} aria-busy="true" />}>
        <Island {...props} />
      </Suspense>
    );
  }
  return LazyIsland;
}

const controls: Record<MachineId, ComponentType<{ view?: string }>> = {
  podRequest: dynamic(() => import('./machines/podRequest')),
  service: dynamic(() => import('./machines/service')),
  region: dynamic(() => import('./machines/region')),
  thirdParty: dynamic(() => import('./machines/thirdParty')),
  quarantine: dynamic(() => import('./machines/quarantine')),
  changes: dynamic(() => import('./machines/changes')),
  removal: dynamic(() => import('./machines/removal')),
  onboarding: dynamic(() => import('./machines/onboarding')),
  teamsRegistration: dynamic(() => import('./machines/teamsRegistration')),
  identityMapping: dynamic(() => import('./machines/identityMapping')),
  apiToken: dynamic(() => import('./machines/apiToken')),
  exemptionRevocation: dynamic(() => import('./machines/exemptionRevocation')),
  collectorStack: dynamic(() => import('./machines/collectorStack')),
};

export function StateDiagramControls({ machine, view }: { machine: MachineId; view?: string }) {
  const Controls = controls[machine];
  return <Controls view={view} />;
}

export const ExemptionTester = dynamic(() => import('./ExemptionTester'));
export const WebhookChecker = dynamic(() => import('./WebhookChecker'));
export const ChatConsole = dynamic(() => import('./ChatConsole'));
// The Teams page also shows the Teams registration diagram, whose chunk carries the console too: one copy of the
// code they share (the runner, the hydration flag).
export const TeamsChatConsole = dynamic<ComponentProps<typeof ChatConsole>>(() =>
  import('./machines/teamsRegistration').then((m) => ({ default: m.ChatConsole })),
);
