// Service, region and third-party changes in the simulated organisation. Each mutation asks the firewall model
// (lib/domain) whether the change is allowed at that scope, with the model's own refusals (locked services and
// regions, locked third parties, Resource Control Policies, nothing to change, a change already pending); an allowed
// change is staged in every account beneath the scope as "(pending)" until the changes are deployed.
import {
  changesMachine,
  regionMachine,
  scopePathContains,
  serviceMachine,
  thirdPartyMachine,
  transition,
  type ChangeInput,
  type ChangeKind,
  type RegionState,
  type ServiceState,
  type ThirdPartyState,
} from '@/lib/domain';
import { ACCOUNTS, type Organisation, type Staged } from './organisation';

export type Outcome = { ok: true } | { ok: false; message: string };

/** The accounts at or beneath a scope of the organisation; an unknown scope gets a message. */
export function accountsUnder(org: Organisation, scope: string): { ok: true; accounts: string[] } | { ok: false; message: string } {
  if (!org.hierarchy.some((node) => node.scope === scope)) {
    return { ok: false, message: `The scope ${scope} is not in this organization: use a scope path from CloudHierarchyList.` };
  }
  return { ok: true, accounts: ACCOUNTS.filter((account) => scopePathContains(scope, account)) };
}

/**
 * The status this example organization shows at a scope with several accounts: the accounts' status when they all
 * agree, else the partial status; "(pending)" while any account has a staged change. It is how the sandbox fills in
 * the status field of its example data, not a rule of the firewall.
 */
function combined<S extends string>(rows: Staged<S>[], partial: string): string {
  const statuses = new Set(rows.map((r) => r.status));
  const status = statuses.size === 1 ? [...statuses][0] : partial;
  return rows.some((row) => row.pending) ? `${status}Pending` : status;
}

function isState<S extends string>(machine: { states: Record<S, unknown> }, state: string): state is S {
  return Object.hasOwn(machine.states, state);
}

function asState<S extends string>(machine: { initial: S; states: Record<S, unknown> }, state: string): S {
  return isState(machine, state) ? state : machine.initial;
}

export function serviceState(rows: Staged<'unprotected' | 'protected' | 'disabled'>[]): ServiceState {
  return asState(serviceMachine, combined(rows, 'partiallyProtected'));
}

export function regionState(rows: Staged<'enabled' | 'disabled'>[]): RegionState {
  return asState(regionMachine, combined(rows, 'partiallyDisabled'));
}

export function thirdPartyState(rows: Staged<'granted' | 'blocked'>[]): ThirdPartyState {
  return asState(thirdPartyMachine, combined(rows, 'partiallyBlocked'));
}

function stage<S extends string>(rows: Record<string, Staged<S>>, accounts: string[], status: S): void {
  for (const account of accounts) rows[account] = { ...rows[account], status, pending: true };
}

/** Puts a change on the Pending Changes page, as a change made in the app would be. */
function stageChange(org: Organisation, change: ChangeInput): void {
  const step = transition(changesMachine, org.changes.state, { type: 'stage', change }, org.changes.context);
  if (step.ok) org.changes = { state: step.state, context: step.context };
}

export function disableService(org: Organisation, controlKey: string, scope: string): Outcome {
  return changeService(org, controlKey, scope, 'disable', []);
}

export function protectService(org: Organisation, controlKey: string, scope: string, exempt: string[]): Outcome {
  return changeService(org, controlKey, scope, 'protect', exempt);
}

function changeService(org: Organisation, controlKey: string, scope: string, action: 'disable' | 'protect', exempt: string[]): Outcome {
  const service = org.services.find((s) => s.controlKey === controlKey);
  if (!service) return { ok: false, message: `No service has the controlKey ${controlKey}: read it from CloudServices.` };
  const under = accountsUnder(org, scope);
  if (!under.ok) return under;
  const rows = under.accounts.map((a) => service.accounts[a]);
  const context = { now: org.now, locked: service.lock, ou: rows.length > 1 };
  const step = transition(serviceMachine, serviceState(rows), { type: action }, context);
  if (!step.ok) return { ok: false, message: step.message };
  stage(service.accounts, under.accounts, action === 'disable' ? 'disabled' : 'protected');
  stageChange(org, { kind: action === 'disable' ? 'serviceBlock' : 'serviceProtection', service: service.service, scope });
  for (const arnPattern of exempt) stageChange(org, { kind: 'identityExemption', arnPattern, scope });
  return { ok: true };
}

export function disableRegion(org: Organisation, regionId: string, scope: string): Outcome {
  const region = org.regions.find((r) => r.regionId === regionId);
  if (!region) return { ok: false, message: `No region ${regionId} in this organization: read regionId from RegionsControls.` };
  const under = accountsUnder(org, scope);
  if (!under.ok) return under;
  const rows = under.accounts.map((a) => region.accounts[a]);
  const context = { now: org.now, regionId, locked: region.lock, disabledInConsole: false, newRegion: false };
  // Calling the mutation is the confirmation the app's dialog asks for.
  const step = transition(regionMachine, regionState(rows), { type: 'disable', confirmed: true }, context);
  if (!step.ok) return { ok: false, message: step.message };
  stage(region.accounts, under.accounts, 'disabled');
  return { ok: true };
}

export function denyThirdParty(org: Organisation, thirdPartyId: string, scope: string): Outcome {
  const party = org.thirdParties.find((t) => t.thirdPartyId === thirdPartyId);
  if (!party) return { ok: false, message: `No third party has the id ${thirdPartyId}: read it from ThirdParties.` };
  const under = accountsUnder(org, scope);
  if (!under.ok) return under;
  const rows = under.accounts.map((a) => party.accounts[a]);
  const context = { now: org.now, rcpEnabled: org.rcpEnabled, locked: party.lock };
  const step = transition(thirdPartyMachine, thirdPartyState(rows), { type: 'block', confirmed: true }, context);
  if (!step.ok) return { ok: false, message: step.message };
  stage(party.accounts, under.accounts, 'blocked');
  return { ok: true };
}

/** An account a deploy reached, as the organization names it. */
export interface ReachedAccount {
  name: string;
  id: string;
}

/** A Pending Changes entry a deploy took to the cloud: its kind, its service (or ARN pattern), its scope, its accounts. */
export interface DeployedEntry {
  kind: ChangeKind;
  /** The service, or the ARN pattern of an identity exemption. */
  subject: string;
  scope: string;
  accounts: ReachedAccount[];
}

/**
 * A region or third-party change a deploy took with it: staged as "(pending)" in some accounts, though the Pending
 * Changes page lists only service blocks, service protections and identity exemptions.
 */
export interface DeployedControl {
  kind: 'region' | 'thirdParty';
  /** The region's id, or the third party's name. */
  subject: string;
  status: string;
  accounts: ReachedAccount[];
}

/** What Deploy staged changes did: the Pending Changes entries, the other controls, and every account they reached. */
export interface DeployReport {
  entries: DeployedEntry[];
  controls: DeployedControl[];
  accounts: ReachedAccount[];
}

function reached(org: Organisation, accounts: readonly string[]): ReachedAccount[] {
  return accounts.map((scope) => {
    const node = org.hierarchy.find((n) => n.scope === scope);
    return { name: node?.name ?? scope, id: node?.resourceId ?? scope };
  });
}

/** The region and third-party controls with a change staged in some account, and those accounts. */
export function pendingControls(org: Organisation): DeployedControl[] {
  const pendingIn = (rows: Record<string, Staged<string>>) => ACCOUNTS.filter((a) => rows[a]?.pending);
  return [
    ...org.regions.map((r) => ({ kind: 'region' as const, subject: r.regionId, rows: r.accounts })),
    ...org.thirdParties.map((t) => ({ kind: 'thirdParty' as const, subject: t.name || t.thirdPartyId, rows: t.accounts })),
  ].flatMap(({ kind, subject, rows }) => {
    const accounts = pendingIn(rows);
    return accounts.length ? [{ kind, subject, status: rows[accounts[0]].status, accounts: reached(org, accounts) }] : [];
  });
}

/**
 * What happens when the staged changes are submitted and the org admin deploys the template: every "(pending)"
 * status becomes the deployed status and the Pending Changes page is empty again. Says what it deployed: each Pending
 * Changes entry (one per change staged, however many accounts its scope holds), the region and third-party changes
 * deployed with them, and the accounts reached.
 */
export function deployStaged(org: Organisation): DeployReport {
  const touched = new Set<string>();
  const entries = org.changes.context.pending.map((change): DeployedEntry => {
    const under = accountsUnder(org, change.scope);
    const accounts = under.ok ? under.accounts : [];
    for (const account of accounts) touched.add(account);
    const subject = change.kind === 'identityExemption' ? change.arnPattern : change.service;
    return { kind: change.kind, subject, scope: change.scope, accounts: reached(org, accounts) };
  });
  const controls = pendingControls(org);
  const all: Record<string, Staged<string>>[] = [
    ...org.services.map((s) => s.accounts),
    ...org.regions.map((r) => r.accounts),
    ...org.thirdParties.map((t) => t.accounts),
  ];
  for (const rows of all) {
    for (const [account, row] of Object.entries(rows)) {
      if (!row.pending) continue;
      rows[account] = { status: row.status, pending: false, deployed: row.status };
      touched.add(account);
    }
  }
  const submitted = transition(changesMachine, org.changes.state, { type: 'submit' }, org.changes.context);
  if (submitted.ok) {
    const done = transition(changesMachine, submitted.state, { type: 'deploy' }, submitted.context);
    if (done.ok) org.changes = { state: done.state, context: done.context };
  }
  return {
    entries,
    controls,
    accounts: reached(
      org,
      ACCOUNTS.filter((a) => touched.has(a)),
    ),
  };
}
