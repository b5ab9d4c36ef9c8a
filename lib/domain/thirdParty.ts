// Third-party access control: six states (Blocked, Partially Blocked, Granted, each with "(Pending)"). Blocking and
// granting need Resource Control Policies enabled in the organization, ask for confirmation and need a redeploy.
// Locked rows (required entries such as the vendor's own access) cannot be blocked. A third party with no control
// is granted; Grant All New and Block All New decide what a newly seen third party gets.
import { SCOPE_PARAM, scenarioValue, type Clocked, type Machine, type ScenarioParam } from './machine';

export type SettledThirdPartyState = 'granted' | 'partiallyBlocked' | 'blocked';
export type ThirdPartyState = SettledThirdPartyState | `${SettledThirdPartyState}Pending`;
export type ThirdPartyEventType = 'block' | 'blockSome' | 'grant' | 'deploy';

export interface ThirdPartyEvent {
  type: ThirdPartyEventType;
  /** Answer in the confirmation dialog. */
  confirmed?: boolean;
}

export type NewThirdPartyMode = 'grantAllNew' | 'blockAllNew';

export interface ThirdPartyContext extends Clocked {
  rcpEnabled: boolean;
  locked: boolean;
  accountCount: number;
  deployed: SettledThirdPartyState;
}

export const THIRD_PARTY_STATE_LABELS: Record<ThirdPartyState, string> = {
  blocked: 'Blocked',
  blockedPending: 'Blocked (Pending)',
  partiallyBlocked: 'Partially Blocked',
  partiallyBlockedPending: 'Partially Blocked (Pending)',
  granted: 'Granted',
  grantedPending: 'Granted (Pending)',
};

/** What a newly seen third party gets under the Grant All New / Block All New toggle. Existing ones keep theirs. */
export function newThirdPartyState(mode: NewThirdPartyMode): {
  state: SettledThirdPartyState;
  explanation: string;
} {
  return mode === 'grantAllNew'
    ? { state: 'granted', explanation: 'Grant All New: the new third party has access straight away.' }
    : { state: 'blocked', explanation: 'Block All New: the new third party gets access only through PoD requests.' };
}


/** Whether Resource Control Policies are enabled in the organization. */
export const RCP_PARAM: ScenarioParam = { key: 'rcp', values: ['enabled', 'disabled'] };
/** Which third party: known with no control, a locked row, or newly seen under Grant All New or Block All New. */
export const PARTY_PARAM: ScenarioParam = { key: 'party', values: ['existing', 'locked', 'newGrant', 'newBlock'] };

const SETTLED: readonly SettledThirdPartyState[] = ['granted', 'partiallyBlocked', 'blocked'];

type Refusal = { reason: string; message: string } | null;

function rcpGuard(ctx: ThirdPartyContext): Refusal {
  return ctx.rcpEnabled
    ? null
    : {
        reason: 'rcp-disabled',
        message: 'Third-party access control needs Resource Control Policies enabled in the organization.',
      };
}

function lockedGuard(ctx: ThirdPartyContext): Refusal {
  return ctx.locked
    ? { reason: 'locked', message: 'This row is locked (required access such as the vendor’s own): it cannot be blocked.' }
    : null;
}

function confirmGuard(ev: ThirdPartyEvent): Refusal {
  return ev.confirmed === true
    ? null
    : { reason: 'needs-confirmation', message: 'The change needs confirmation in the dialog; nothing was staged.' };
}

function noChange(ctx: ThirdPartyContext, target: SettledThirdPartyState): Refusal {
  return ctx.deployed === target
    ? { reason: 'no-change', message: `The third party is already ${THIRD_PARTY_STATE_LABELS[target]}: nothing to stage.` }
    : null;
}

function first(...checks: Refusal[]): Refusal {
  return checks.find((c) => c !== null) ?? null;
}

const staged = (target: SettledThirdPartyState) => (ctx: ThirdPartyContext) => ({
  context: ctx,
  notes: [`${THIRD_PARTY_STATE_LABELS[target]} is staged; it needs a redeploy to take effect.`],
});

export const thirdPartyMachine: Machine<ThirdPartyState, ThirdPartyEventType, ThirdPartyContext, ThirdPartyEvent> = {
  id: 'thirdParty',
  title: 'Third-party access',
  subject: 'the third party',
  description:
    'Access of one third party (a vendor account) at a scope. Each change is pending until it is redeployed.',
  initial: 'granted',
  states: {
    granted: {
      label: 'Granted',
      description: 'The third party keeps its access. This is the state when no control applies.',
    },
    partiallyBlocked: {
      label: 'Partially Blocked',
      description: 'The third party is blocked in some accounts beneath the scope and keeps access in the others.',
    },
    blocked: {
      label: 'Blocked',
      description: 'The third party has no access at the scope.',
    },
    grantedPending: {
      label: 'Granted (Pending)',
      description: 'Granting access is staged and waits for a redeploy.',
      pending: true,
    },
    partiallyBlockedPending: {
      label: 'Partially Blocked (Pending)',
      description: 'Blocking in some accounts is staged and waits for a redeploy.',
      pending: true,
    },
    blockedPending: {
      label: 'Blocked (Pending)',
      description: 'Blocking is staged and waits for a redeploy.',
      pending: true,
    },
  },
  events: {
    block: {
      label: 'Block Access',
      description: 'Blocks the third party at the scope after confirmation. Not for locked rows.',
      notAllowedHint: 'Deploy the change that is already pending first.',
    },
    blockSome: {
      label: 'Block in some accounts',
      description: 'Blocks the third party in some of the accounts beneath the scope, after confirmation.',
      notAllowedHint: 'Deploy the change that is already pending first.',
    },
    grant: {
      label: 'Grant Access',
      description: 'Gives the third party access at the scope again, after confirmation.',
      notAllowedHint: 'Deploy the change that is already pending first.',
    },
    deploy: {
      label: 'Redeploy',
      description: 'The template is deployed again; the pending state becomes the state.',
      notAllowedHint: 'There is no pending change to deploy.',
    },
  },
  transitions: [
    {
      from: SETTLED,
      event: 'block',
      to: 'blockedPending',
      guard: (ctx, ev) => first(rcpGuard(ctx), lockedGuard(ctx), noChange(ctx, 'blocked'), confirmGuard(ev)),
      apply: staged('blocked'),
    },
    {
      from: SETTLED,
      event: 'blockSome',
      to: 'partiallyBlockedPending',
      guard: (ctx, ev) =>
        first(
          rcpGuard(ctx),
          lockedGuard(ctx),
          ctx.accountCount < 2
            ? {
                reason: 'single-account',
                message: 'A single account is blocked or not; Partially Blocked needs a scope with several accounts.',
              }
            : null,
          confirmGuard(ev),
        ),
      apply: staged('partiallyBlocked'),
    },
    {
      from: SETTLED,
      event: 'grant',
      to: 'grantedPending',
      guard: (ctx, ev) => first(rcpGuard(ctx), noChange(ctx, 'granted'), confirmGuard(ev)),
      apply: staged('granted'),
    },
    ...SETTLED.map((target) => ({
      from: [`${target}Pending` as ThirdPartyState],
      event: 'deploy' as const,
      to: target as ThirdPartyState,
      apply: (ctx: ThirdPartyContext) => ({
        context: { ...ctx, deployed: target },
        notes: [`Redeployed: the third party is ${THIRD_PARTY_STATE_LABELS[target]}.`],
      }),
    })),
  ],
  scenario: [RCP_PARAM, PARTY_PARAM, SCOPE_PARAM],
  createContext: (params, now = 0) => {
    const party = scenarioValue(params, PARTY_PARAM);
    return {
      now,
      rcpEnabled: scenarioValue(params, RCP_PARAM) === 'enabled',
      locked: party === 'locked',
      accountCount: scenarioValue(params, SCOPE_PARAM) === 'ou' ? 3 : 1,
      deployed: party === 'newBlock' ? newThirdPartyState('blockAllNew').state : 'granted',
    };
  },
  startState: (ctx) => ctx.deployed,
};
