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
