// THE registry of the components a page may use: every name is defined here once, with its kind, its attributes and
// its text form (lib/mdx/components/*). The parse step checks and expands them (remarkComponents); the page renders
// the interactive and server-rendered ones through components/mdx/renders.tsx, which the type check holds to this list.
import { Admonition } from './admonition';
import { ApiName, GraphQLOperations, GraphQLSample } from './graphql';
import { ChatCommands, ExemptionTester, PendingChangesSimulator, SlackConsole, TeamsConsole, WebhookChecker } from './islands';
import { ExemptionTypesTable, RolesTable, SettingsTable, UnsupportedRegionsTable } from './reference';
import { StateDiagram } from './stateDiagram';
import { TaskCards } from './taskCards';
import { CodeTabs } from './codeTabs';
import type { ComponentDef } from './types';

export const COMPONENTS = {
  Admonition,
  TaskCards,
  CodeTabs,
  SettingsTable,
  ExemptionTypesTable,
  RolesTable,
  UnsupportedRegionsTable,
  ChatCommands,
  StateDiagram,
  ExemptionTester,
  PendingChangesSimulator,
  SlackConsole,
  TeamsConsole,
  WebhookChecker,
  GraphQLOperations,
  GraphQLSample,
  ApiName,
} satisfies Record<string, ComponentDef>;

export type ComponentName = keyof typeof COMPONENTS;

/** The components the page renders with React (the others are Markdown in the tree). */
export type RenderedName = { [K in ComponentName]: (typeof COMPONENTS)[K]['kind'] extends 'markdown' ? never : K }[ComponentName];

export function componentDef(name: string | null | undefined): ComponentDef | undefined {
  return name && Object.hasOwn(COMPONENTS, name) ? COMPONENTS[name as ComponentName] : undefined;
}
