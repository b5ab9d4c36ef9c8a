// Third-party access control: six states (Blocked, Partially Blocked, Granted, each with "(Pending)"). Block Access and
// Grant Access need Resource Control Policies enabled in the organization, ask for confirmation and need a redeploy.
// Locked rows (required entries such as the vendor's own access) cannot be blocked. With no control, access is granted.
import { guard, scenarioValue, type Clocked, type Machine, type ScenarioParam } from './machine';
import { confirmationGuard, deployTransitions, type Confirmable, type WithPending } from './staged';

export type SettledThirdPartyState = 'granted' | 'partiallyBlocked' | 'blocked';
export type ThirdPartyState = WithPending<SettledThirdPartyState>;
export type ThirdPartyEventType = 'block' | 'grant' | 'deploy';

export interface ThirdPartyEvent extends Confirmable {
  type: ThirdPartyEventType;
}

export interface ThirdPartyContext extends Clocked {
  rcpEnabled: boolean;
  locked: boolean;
}

export const THIRD_PARTY_STATE_LABELS: Record<ThirdPartyState, string> = {
  blocked: 'Blocked',
  blockedPending: 'Blocked (Pending)',
  partiallyBlocked: 'Partially Blocked',
  partiallyBlockedPending: 'Partially Blocked (Pending)',
  granted: 'Granted',
  grantedPending: 'Granted (Pending)',
};

/** Whether Resource Control Policies are enabled in the organization. */
export const RCP_PARAM: ScenarioParam = { key: 'rcp', values: ['enabled', 'disabled'] };
/** Which row: an ordinary third party, or a locked one. */
export const PARTY_PARAM: ScenarioParam = { key: 'party', values: ['ordinary', 'locked'] };

const rcpGuard = guard<ThirdPartyContext, ThirdPartyEvent>(
  'rcp-disabled',
  (ctx) => !ctx.rcpEnabled,
  'Third-party access control needs Resource Control Policies enabled in the organization.',
);

const lockedGuard = guard<ThirdPartyContext, ThirdPartyEvent>(
  'locked',
  (ctx) => ctx.locked,
  'This row is locked (a required entry such as the vendor’s own access): it cannot be blocked.',
);

const staged = (state: SettledThirdPartyState) => (ctx: ThirdPartyContext) => ({
  context: ctx,
  notes: [`${THIRD_PARTY_STATE_LABELS[`${state}Pending`]} is staged; the change needs a redeploy.`],
});

export const thirdPartyMachine: Machine<ThirdPartyState, ThirdPartyEventType, ThirdPartyContext, ThirdPartyEvent> = {
  id: 'thirdParty',
  title: 'Third-party access',
  subject: 'the third party',
  description: 'Access of one third party at a scope. Each change stays "(Pending)" until it is redeployed.',
  initial: 'granted',
  states: {
    granted: { label: 'Granted', description: 'The third party has access. With no control applied, access is granted.' },
    partiallyBlocked: { label: 'Partially Blocked', description: 'One of the six states the Third Party table shows.' },
    blocked: { label: 'Blocked', description: 'The third party’s access is blocked.' },
    grantedPending: { label: 'Granted (Pending)', description: 'Granting access is staged and needs a redeploy.', pending: true },
    partiallyBlockedPending: { label: 'Partially Blocked (Pending)', description: 'A staged change needs a redeploy.', pending: true },
    blockedPending: { label: 'Blocked (Pending)', description: 'Blocking is staged and needs a redeploy.', pending: true },
  },
  events: {
    block: { label: 'Block Access', description: 'Blocks the third party, after confirmation. Not for locked rows.' },
    grant: { label: 'Grant Access', description: 'Grants the third party access, after confirmation.' },
    deploy: { label: 'Redeploy', description: 'The template is deployed again; the pending state becomes the state.' },
  },
  transitions: [
    { from: ['granted'], event: 'block', to: 'blockedPending', guards: [rcpGuard, lockedGuard, confirmationGuard()], apply: staged('blocked') },
    { from: ['blocked'], event: 'grant', to: 'grantedPending', guards: [rcpGuard, confirmationGuard()], apply: staged('granted') },
    ...deployTransitions<SettledThirdPartyState, 'deploy', ThirdPartyContext>(
      ['granted', 'blocked'],
      'deploy',
      (s) => `Redeployed: the third party is ${THIRD_PARTY_STATE_LABELS[s]}.`,
    ),
  ],
  scenario: [RCP_PARAM, PARTY_PARAM],
  createContext: (params, now = 0) => ({
    now,
    rcpEnabled: scenarioValue(params, RCP_PARAM) === 'enabled',
    locked: scenarioValue(params, PARTY_PARAM) === 'locked',
  }),
};
