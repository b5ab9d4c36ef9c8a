// The operations and filter operators that section 7 of the portal spec names ({product} = Bulwark). Written out by
// hand on purpose: the tests compare the SDL and the sample pages against this list, not against themselves.
export const specQueries = [
  'CloudHierarchyList',
  'BulwarkUsers',
  'ListResourceSummaries',
  'AWSDirectPolicies',
  'DescribeAWSDirectPolicy',
  'ListCloudActions',
  'ExcessiveIAMPrivilege',
  'UnusedIdentities',
  'PermissionSets',
  'ThirdParties',
  'ThirdPartyAccessByAccount',
  'ThirdPartyAccessByResource',
  'CloudServices',
  'RegionsControls',
  'PONDRequests',
  'BulwarkUserTokens',
  'BulwarkRoles',
  'IntegrationRegistrations',
  'CPFConfigs',
] as const;

export const specMutations = [
  'DisableService',
  'DisableUnusedServices',
  'ProtectService',
  'ProtectAllIdentities',
  'DisableRegion',
  'DenyThirdPartyAccess',
  'ChangeQuarantineStatus',
  'QuarantineZombiesAtScope',
  'OneClickProtectAtScope',
  'AssignScopeOwners',
  'GenerateBulwarkUserToken',
  'DeleteBulwarkUserToken',
  'BulwarkWebhookCreate',
  'BulwarkWebhookRemove',
  'CreateCPFConfig',
] as const;

/** Arguments section 7 states for each operation (operations with none stated are omitted). */
export const specArgs: Record<string, readonly string[]> = {
  ListResourceSummaries: ['limit', 'offset', 'orderBy', 'skipCount', 'filters', 'where'],
  IntegrationRegistrations: ['where'],
  CPFConfigs: ['where'],
  DisableService: ['controlKey', 'scope'],
  DisableUnusedServices: ['scope'],
  ProtectService: ['controlKey', 'scope', 'identities', 'ssoActorIds'],
  ProtectAllIdentities: ['scope'],
  DisableRegion: ['regionId', 'scope'],
  DenyThirdPartyAccess: ['thirdPartyId', 'scope'],
  ChangeQuarantineStatus: ['identities', 'action', 'rootScope'],
  QuarantineZombiesAtScope: ['scope', 'daysSinceLastLogin'],
  OneClickProtectAtScope: ['scope'],
  AssignScopeOwners: ['scope', 'overrideChildScopes', 'owners'],
  GenerateBulwarkUserToken: ['expiresIn', 'name'],
  DeleteBulwarkUserToken: ['srn'],
  BulwarkWebhookCreate: ['input'],
  BulwarkWebhookRemove: ['input'],
  CreateCPFConfig: ['cpfConfig'],
};

export const specFilterOperators = ['EQ', 'NEQ', 'IN_LIST', 'STARTS_WITH', 'LIKE', 'GT', 'GTE', 'ARRAY_CONTAINS', 'ARRAY_NOT_EMPTY', 'NOT_CONTAINS'] as const;

export const specIdentityTypes = [
  'User',
  'SAML',
  'SAMLGroup',
  'Role',
  'Root',
  'Group',
  'ActiveDirectoryUser',
  'ActiveDirectoryGroup',
  'ActiveDirectoryApp',
  'AzureSystemAssignedManagedIdentity',
  'AzureUserAssignedManagedIdentity',
  'GCPGoogleGroup',
  'GCPUser',
  'GCPServiceAccount',
  'AWSAccessKey',
] as const;
