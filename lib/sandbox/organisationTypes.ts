// The shapes of the simulated organisation the API sandbox runs samples against (organisation.ts fills them with
// example data; the resolvers in queries.ts and mutations.ts read and change them).
import type { ChangesContext, ChangesState } from '@/lib/domain';

export interface HierarchyNode {
  resourceId: string;
  scope: string;
  parentScope: string | null;
  name: string;
  entryType: 'organization' | 'organizational unit' | 'account';
  owners: string[];
}

export interface SimUser {
  name: string;
  email: string;
  lastLogin: string;
  roles: { scope: string; role: string }[];
}

export interface SimIdentity {
  name: string;
  resourceId: string;
  srn: string;
  type: string;
  account: string;
  accountName: string;
  lastUsedAt: number;
  human: boolean;
  accessKeys: string[];
  quarantined: boolean;
}

/** A control's state in one account: its status, staged or deployed. */
export interface Staged<S extends string> {
  status: S;
  pending: boolean;
  /** What is deployed in the cloud while a change is pending. */
  deployed: S;
}

export interface SimService {
  service: string;
  controlKey: string;
  sensitivePermissionCount: number;
  lock: boolean;
  /** No use in the activity window: DisableUnusedServices disables it. */
  unused: boolean;
  accounts: Record<string, Staged<'unprotected' | 'protected' | 'disabled'>>;
}

export interface SimRegion {
  regionId: string;
  regionName: string;
  lat: number;
  long: number;
  lock: boolean;
  accounts: Record<string, Staged<'enabled' | 'disabled'>>;
}

export interface SimThirdParty {
  thirdPartyId: string;
  name: string;
  iconId: string;
  lock: boolean;
  lastAccessed: string;
  resources: { service: string; resourceType: string; count: number }[];
  labels: { name: string; severity: string }[];
  accounts: Record<string, Staged<'granted' | 'blocked'>>;
}

export interface SimToken {
  name: string;
  srn: string;
  resourceId: string;
  createdDate: string;
  expireAt: string;
}

export interface SimRegistration {
  id: string;
  type: string;
  name: string;
  description: string;
  platformMetadata: Record<string, unknown>;
}

export interface SimRequest {
  pondRequestId: string;
  identity: string;
  account: string;
  scope: string;
  status: string;
  approvers: string[];
  permissions: string[];
  firstRequested: string;
  lastRequested: string;
}

export interface Organisation {
  now: number;
  hierarchy: HierarchyNode[];
  users: SimUser[];
  /** The caller: the sandbox acts as this user with an Administrator token. */
  caller: string;
  identities: SimIdentity[];
  services: SimService[];
  regions: SimRegion[];
  thirdParties: SimThirdParty[];
  rcpEnabled: boolean;
  requests: SimRequest[];
  tokens: SimToken[];
  registrations: SimRegistration[];
  configs: { key: string; value: string; defaultValue: string }[];
  /** User fields of the identity store, for identity mapping; `used` are taken by another mapping. */
  identityStore: { fields: string[]; used: string[] };
  changes: { state: ChangesState; context: ChangesContext };
  /** Counter for the ids the simulation hands out. */
  serial: number;
}
