import { SAMPLE_COMPONENT } from '../graphql/remarkSamples';

/** Every JSX component a page may use. The MDX component map must provide each (checked by the type system). */
export const MDX_COMPONENT_NAMES = [
  'Admonition',
  'StateDiagram',
  'StatusTable',
  'SettingsTable',
  'ExemptionTypesTable',
  'RolesTable',
  'UnsupportedRegionsTable',
  'ExemptionTester',
  'ScopeChecker',
  'TokenExpiryChecker',
  'WebhookChecker',
  'PendingChangesSimulator',
  'GraphQLOperations',
  'ApiName',
] as const;

export type MdxComponentName = (typeof MDX_COMPONENT_NAMES)[number];

/**
 * Components whose whole output is server-rendered markup with no client island inside, so the page may keep them
 * out of its hydration payload (see `remarkDehydrate`). A component not listed here is treated as interactive.
 */
export const STATIC_COMPONENT_NAMES: ReadonlySet<string> = new Set<MdxComponentName | typeof SAMPLE_COMPONENT>([
  'Admonition',
  'StatusTable',
  'SettingsTable',
  'ExemptionTypesTable',
  'RolesTable',
  'UnsupportedRegionsTable',
  'GraphQLOperations',
  'ApiName',
  // Added around GraphQL samples at render time; its Run button works through the site's delegated click listener.
  SAMPLE_COMPONENT,
]);
