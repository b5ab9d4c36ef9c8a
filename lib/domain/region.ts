// Region control at a scope: Enabled, Disabled, Partially Enabled, Partially Disabled, each with a "(pending)"
// variant until deployed. Disabling asks for confirmation; the locked core regions can never be disabled; a region
// disabled in the cloud console cannot be enabled through the firewall; a region the provider adds starts disabled.
import { SCOPE_PARAM, scenarioValue, type Clocked, type Machine, type ScenarioParam } from './machine';
import { isLockedRegion, LOCKED_REGIONS } from './regionData';

export type SettledRegionStatus = 'enabled' | 'disabled' | 'partiallyEnabled' | 'partiallyDisabled';
export type RegionState = SettledRegionStatus | `${SettledRegionStatus}Pending`;
export type RegionEventType = 'disable' | 'disableSome' | 'enable' | 'enableSome' | 'deploy';

export interface RegionEvent {
  type: RegionEventType;
  /** The answer in the confirmation dialog that disabling opens. */
  confirmed?: boolean;
}

export interface RegionContext extends Clocked {
  regionId: string | null;
  locked: boolean;
  disabledInConsole: boolean;
  /** Accounts beneath the scope. */
  accountCount: number;
  deployed: SettledRegionStatus;
}

export const REGION_STATUS_LABELS: Record<SettledRegionStatus, string> = {
  enabled: 'Enabled',
  disabled: 'Disabled',
  partiallyEnabled: 'Partially Enabled',
  partiallyDisabled: 'Partially Disabled',
};

/** Status of a region the cloud provider has just added: disabled by default. */
export function newRegionStatus(): SettledRegionStatus {
  return 'disabled';
}

/** Which region: an ordinary one, a locked core region, or one the cloud provider has just added. */
export const REGION_PARAM: ScenarioParam = {
  key: 'region',
  values: ['ordinary', ...LOCKED_REGIONS.map((r) => r.regionId), 'new'],
};
/** Its status in the cloud console. */
export const CONSOLE_PARAM: ScenarioParam = { key: 'console', values: ['enabled', 'disabled'] };

const SETTLED: readonly SettledRegionStatus[] = ['enabled', 'partiallyDisabled', 'partiallyEnabled', 'disabled'];

type Refusal = { reason: string; message: string } | null;

function lockedGuard(ctx: RegionContext): Refusal {
  if (!ctx.locked) return null;
  const info = LOCKED_REGIONS.find((r) => r.regionId === ctx.regionId);
  const name = info ? `${info.regionName} (${info.regionId})` : 'This region';
  return { reason: 'locked', message: `${name} is a locked core region: it cannot be disabled.` };
}

function confirmGuard(ev: RegionEvent): Refusal {
  return ev.confirmed === true
    ? null
    : {
        reason: 'needs-confirmation',
        message: 'Disabling a region needs confirmation in the dialog; nothing was staged.',
      };
}

function consoleGuard(ctx: RegionContext): Refusal {
  return ctx.disabledInConsole
    ? {
        reason: 'disabled-in-console',
        message: 'This region is disabled in the cloud console, so it cannot be enabled through the firewall.',
      }
    : null;
}

function partialGuard(ctx: RegionContext): Refusal {
  return ctx.accountCount < 2
    ? {
        reason: 'single-account',
        message: 'A single account has the region enabled or disabled; partial statuses need several accounts.',
      }
    : null;
}

function noChange(ctx: RegionContext, target: SettledRegionStatus): Refusal {
  return ctx.deployed === target
    ? { reason: 'no-change', message: `The region is already ${REGION_STATUS_LABELS[target]}: nothing to stage.` }
    : null;
}

/** Changing "some accounts" needs some accounts in the other status. */
function allAlready(ctx: RegionContext, target: 'enabled' | 'disabled'): Refusal {
  return ctx.deployed === target
    ? {
        reason: 'no-change',
        message: `The region is already ${REGION_STATUS_LABELS[target]} in every account beneath the scope.`,
      }
    : null;
}

function first(...checks: Refusal[]): Refusal {
  return checks.find((c) => c !== null) ?? null;
}

const staged = (target: SettledRegionStatus) => (ctx: RegionContext) => ({
  context: ctx,
  notes: [`${REGION_STATUS_LABELS[target]} is staged as a pending change until it is deployed.`],
});

export const regionMachine: Machine<RegionState, RegionEventType, RegionContext, RegionEvent> = {
  id: 'region',
  title: 'Region control',
  subject: 'the region',
  description:
    'The status of one region at a scope. Changes are staged as "(pending)" until the template is deployed.',
  initial: 'enabled',
  states: {
    enabled: {
      label: 'Enabled',
      description: 'The region can be used in every account beneath the scope.',
    },
    partiallyDisabled: {
      label: 'Partially Disabled',
      description: 'The region is disabled in some accounts beneath the scope and enabled in the others.',
    },
    partiallyEnabled: {
      label: 'Partially Enabled',
      description: 'The region is enabled in some accounts beneath the scope and disabled in the others.',
    },
    disabled: {
      label: 'Disabled',
      description:
        'The region is blocked in every account beneath the scope; exemptions do not apply inside a disabled region.',
    },
    enabledPending: {
      label: 'Enabled (pending)',
      description: 'Enabling is staged and waits for deployment.',
      pending: true,
    },
    partiallyDisabledPending: {
      label: 'Partially Disabled (pending)',
      description: 'Disabling in some accounts is staged and waits for deployment.',
      pending: true,
    },
    partiallyEnabledPending: {
      label: 'Partially Enabled (pending)',
      description: 'Enabling in some accounts is staged and waits for deployment.',
      pending: true,
    },
    disabledPending: {
      label: 'Disabled (pending)',
      description: 'Disabling is confirmed and staged; it waits for deployment.',
      pending: true,
    },
  },
  events: {
    disable: {
      label: 'Disable',
      description: 'Disables the region in every account beneath the scope, after confirmation. Not for locked regions.',
      notAllowedHint: 'Deploy the change that is already pending first.',
    },
    disableSome: {
      label: 'Disable in some accounts',
      description: 'Disables the region in some of the accounts beneath the scope, after confirmation.',
      notAllowedHint: 'Deploy the change that is already pending first.',
    },
    enable: {
      label: 'Enable',
      description: 'Enables the region in every account beneath the scope, unless it is disabled in the cloud console.',
      notAllowedHint: 'Deploy the change that is already pending first.',
    },
    enableSome: {
      label: 'Enable in some accounts',
      description: 'Enables the region in some of the accounts beneath the scope.',
      notAllowedHint: 'Deploy the change that is already pending first.',
    },
    deploy: {
      label: 'Deploy',
      description: 'An org admin deploys the template; the pending status becomes the status.',
      notAllowedHint: 'There is no pending change to deploy.',
    },
  },
  transitions: [
    {
      from: SETTLED,
      event: 'disable',
      to: 'disabledPending',
      guard: (ctx, ev) => first(lockedGuard(ctx), noChange(ctx, 'disabled'), confirmGuard(ev)),
      apply: staged('disabled'),
    },
    {
      from: SETTLED,
      event: 'disableSome',
      to: 'partiallyDisabledPending',
      guard: (ctx, ev) =>
        first(lockedGuard(ctx), partialGuard(ctx), allAlready(ctx, 'disabled'), confirmGuard(ev)),
      apply: staged('partiallyDisabled'),
    },
    {
      from: SETTLED,
      event: 'enable',
      to: 'enabledPending',
      guard: (ctx) => first(consoleGuard(ctx), noChange(ctx, 'enabled')),
      apply: staged('enabled'),
    },
    {
      from: SETTLED,
      event: 'enableSome',
      to: 'partiallyEnabledPending',
      guard: (ctx) => first(consoleGuard(ctx), partialGuard(ctx), allAlready(ctx, 'enabled')),
      apply: staged('partiallyEnabled'),
    },
    ...SETTLED.map((target) => ({
      from: [`${target}Pending` as RegionState],
      event: 'deploy' as const,
      to: target as RegionState,
      apply: (ctx: RegionContext) => ({
        context: { ...ctx, deployed: target },
        notes: [`Deployed: the region is ${REGION_STATUS_LABELS[target]}.`],
      }),
    })),
  ],
  scenario: [REGION_PARAM, CONSOLE_PARAM, SCOPE_PARAM],
  createContext: (params, now = 0) => {
    const region = scenarioValue(params, REGION_PARAM);
    const regionId = region === 'ordinary' || region === 'new' ? null : region;
    const locked = regionId !== null && isLockedRegion(regionId);
    // A locked core region is never disabled, so the console switch does not apply to it.
    const disabledInConsole = !locked && scenarioValue(params, CONSOLE_PARAM) === 'disabled';
    return {
      now,
      regionId,
      locked,
      disabledInConsole,
      accountCount: scenarioValue(params, SCOPE_PARAM) === 'ou' ? 3 : 1,
      deployed: region === 'new' || disabledInConsole ? newRegionStatus() : 'enabled',
    };
  },
  startState: (ctx) => ctx.deployed,
};
