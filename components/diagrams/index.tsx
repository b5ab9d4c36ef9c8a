// The firewall model's components the pages render (components/mdx/renders.tsx). The diagram is a server component
// around a client island; the tester, the checker and the consoles are client islands.
import type { ReactNode } from 'react';
import type { ChatPlace } from '@/lib/domain/chatops';
import { ChatConsole, ExemptionTester, TeamsChatConsole, WebhookChecker } from './islands';
import { StateDiagram } from './StateDiagram';

/** The Pending Changes page in miniature: the change-flow machine, stepped through with example changes. */
export function PendingChangesSimulator({ children }: { children?: ReactNode }) {
  return <StateDiagram machine="changes">{children}</StateDiagram>;
}

export const SlackConsole = ({ place }: { place?: ChatPlace }) => <ChatConsole app="slack" place={place} />;
export const TeamsConsole = () => <TeamsChatConsole app="teams" />;

export { ExemptionTester, StateDiagram, WebhookChecker };
