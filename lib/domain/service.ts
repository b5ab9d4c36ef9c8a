// Service status at a scope: Unprotected, Partially Protected, Protected, Disabled, each with a "(pending)" variant
// while a staged change waits for deployment. Disable blocks every permission of the service; Protect denies its
// sensitive permissions except to exempted identities; protecting an OU applies to each account beneath it, and
// the OU shows the aggregate of its accounts. Locked services (integral to the cloud provider) can be protected but
// never disabled.
import { SCOPE_PARAM, scenarioValue, type Clocked, type Machine, type ScenarioParam } from './machine';

export type SettledServiceStatus = 'unprotected' | 'partiallyProtected' | 'protected' | 'disabled';
export type ServiceState = SettledServiceStatus | `${SettledServiceStatus}Pending`;
export type ServiceEventType = 'disable' | 'protect' | 'unprotect' | 'deploy';

export interface ServiceEvent {
  type: ServiceEventType;
  /** Which accounts beneath the scope get the protection: every one, some of them, or none (= Unprotected). */
  accounts?: 'all' | 'some' | 'none';
}

export interface ServiceContext extends Clocked {
  locked: boolean;
  /** Accounts beneath the scope (1 when the scope is a single account). */
  accountCount: number;
  /** Status deployed in the cloud. */
  deployed: SettledServiceStatus;
}

export const SERVICE_STATUS_LABELS: Record<SettledServiceStatus, string> = {
  unprotected: 'Unprotected',
  partiallyProtected: 'Partially Protected',
  protected: 'Protected',
  disabled: 'Disabled',
};

/** Status of one account for one service, as the per-account view shows it. */
export interface AccountServiceStatus {
  status: 'unprotected' | 'protected' | 'disabled';
  pending: boolean;
}

/**
 * Status an OU (or any scope with accounts beneath it) shows: the aggregate of its accounts. Protected when every
 * account is protected, Unprotected when none is, Partially Protected in between; Disabled when every account has
 * the service disabled. "(pending)" when any account has a staged change. Returns null for an empty scope.
 */
export function aggregateServiceStatus(accounts: readonly AccountServiceStatus[]): ServiceState | null {
  if (accounts.length === 0) return null;
  const pending = accounts.some((a) => a.pending);
  let settled: SettledServiceStatus;
  if (accounts.every((a) => a.status === 'disabled')) settled = 'disabled';
  else {
    const protectedCount = accounts.filter((a) => a.status === 'protected').length;
    settled =
      protectedCount === 0 ? 'unprotected' : protectedCount === accounts.length ? 'protected' : 'partiallyProtected';
  }
  return pending ? `${settled}Pending` : settled;
}



/** Whether the service is locked (integral to the cloud provider). */
export const SERVICE_LOCKED_PARAM: ScenarioParam = { key: 'locked', values: ['no', 'yes'] };

const SETTLED: readonly SettledServiceStatus[] = ['unprotected', 'partiallyProtected', 'protected', 'disabled'];

function noChange(ctx: ServiceContext, target: SettledServiceStatus): { reason: string; message: string } | null {
  return ctx.deployed === target
    ? { reason: 'no-change', message: `The service is already ${SERVICE_STATUS_LABELS[target]}: nothing to stage.` }
    : null;
}

const staged = (target: SettledServiceStatus) => (ctx: ServiceContext) => ({
  context: ctx,
  notes: [`${SERVICE_STATUS_LABELS[target]} is staged as a pending change; nothing changes in the cloud until it is deployed.`],
});

export const serviceMachine: Machine<ServiceState, ServiceEventType, ServiceContext, ServiceEvent> = {
  id: 'service',
  title: 'Service status',
  subject: 'the service',
  description:
    'The status of one cloud service at a scope. Every action stages a change shown as "(pending)" until the template is deployed.',
  initial: 'unprotected',
  states: {
    unprotected: {
      label: 'Unprotected',
      description: 'No control applies: every identity may use all of the service’s permissions.',
    },
    partiallyProtected: {
      label: 'Partially Protected',
      description: 'Protected in some of the accounts beneath the scope and unprotected in the others.',
    },
    protected: {
      label: 'Protected',
      description:
        'Sensitive permissions are denied except to exempted identities; others can ask for access with Permissions on Demand.',
    },
    disabled: {
      label: 'Disabled',
      description: 'The service is blocked: all of its permissions are denied, even to exempted identities.',
    },
    unprotectedPending: {
      label: 'Unprotected (pending)',
      description: 'Removing the controls is staged and waits for deployment.',
      pending: true,
    },
    partiallyProtectedPending: {
      label: 'Partially Protected (pending)',
      description: 'Protection for some accounts beneath the scope is staged and waits for deployment.',
      pending: true,
    },
    protectedPending: {
      label: 'Protected (pending)',
      description: 'Protection is staged and waits for deployment.',
      pending: true,
    },
    disabledPending: {
      label: 'Disabled (pending)',
      description: 'Disabling the service is staged and waits for deployment.',
      pending: true,
    },
  },
  events: {
    disable: {
      label: 'Disable',
      description: 'Blocks all permissions of the service. Not allowed for locked services.',
      notAllowedHint: 'Deploy the change that is already pending first.',
    },
    protect: {
      label: 'Protect',
      description:
        'Applies the chosen controls to accounts beneath the scope, each account on its own; choosing none leaves the service Unprotected.',
      notAllowedHint: 'Deploy the change that is already pending first.',
    },
    unprotect: {
      label: 'Unprotect',
      description: 'Removes every control (zero controls).',
      notAllowedHint: 'Deploy the change that is already pending first.',
    },
    deploy: {
      label: 'Deploy',
      description: 'An org admin deploys the template in the cloud; the pending status becomes the status.',
      notAllowedHint: 'There is no pending change to deploy.',
    },
  },
  transitions: [
    {
      from: SETTLED,
      event: 'disable',
      to: 'disabledPending',
      guard: (ctx) =>
        ctx.locked
          ? {
              reason: 'locked',
              message: 'This service is locked (integral to the cloud provider): it can be protected but never disabled.',
            }
          : noChange(ctx, 'disabled'),
      apply: staged('disabled'),
    },
    {
      from: SETTLED,
      event: 'protect',
      to: 'protectedPending',
      when: { label: 'all accounts', test: (_ctx, ev) => (ev.accounts ?? 'all') === 'all' },
      guard: (ctx) => noChange(ctx, 'protected'),
      apply: (ctx) => ({
        context: ctx,
        notes: [
          ctx.accountCount > 1
            ? 'Protection is staged for each account beneath the scope (not inherited); the scope shows the aggregate.'
            : 'Protection is staged for the account.',
        ],
      }),
    },
    {
      from: SETTLED,
      event: 'protect',
      to: 'partiallyProtectedPending',
      when: { label: 'some accounts', test: (_ctx, ev) => ev.accounts === 'some' },
      guard: (ctx) =>
        ctx.accountCount < 2
          ? {
              reason: 'single-account',
              message: 'A single account is protected or not; Partially Protected needs a scope with several accounts.',
            }
          : null,
      apply: staged('partiallyProtected'),
    },
    {
      from: SETTLED,
      event: 'protect',
      to: 'unprotectedPending',
      when: { label: 'no controls', test: (_ctx, ev) => ev.accounts === 'none' },
      guard: (ctx) => noChange(ctx, 'unprotected'),
      apply: staged('unprotected'),
    },
    {
      from: SETTLED,
      event: 'unprotect',
      to: 'unprotectedPending',
      guard: (ctx) => noChange(ctx, 'unprotected'),
      apply: staged('unprotected'),
    },
    ...SETTLED.map((target) => ({
      from: [`${target}Pending` as ServiceState],
      event: 'deploy' as const,
      to: target as ServiceState,
      apply: (ctx: ServiceContext) => ({
        context: { ...ctx, deployed: target },
        notes: [`Deployed: the service is ${SERVICE_STATUS_LABELS[target]}.`],
      }),
    })),
  ],
  scenario: [SCOPE_PARAM, SERVICE_LOCKED_PARAM],
  createContext: (params, now = 0) => ({
    now,
    locked: scenarioValue(params, SERVICE_LOCKED_PARAM) === 'yes',
    accountCount: scenarioValue(params, SCOPE_PARAM) === 'ou' ? 3 : 1,
    deployed: 'unprotected',
  }),
};
