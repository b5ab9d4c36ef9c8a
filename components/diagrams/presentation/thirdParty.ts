import {
  THIRD_PARTY_STATE_LABELS,
  type ThirdPartyContext,
  type ThirdPartyEvent,
  type ThirdPartyEventType,
  type ThirdPartyState,
} from '@/lib/domain/thirdParty';
import { CONFIRM_BUTTONS, SCOPE_WORDING, type MachinePresentation } from './types';

export const thirdPartyPresentation: MachinePresentation<ThirdPartyState, ThirdPartyEventType, ThirdPartyContext, ThirdPartyEvent> = {
  buttons: {
    block: CONFIRM_BUTTONS('Block Access'),
    blockSome: CONFIRM_BUTTONS('Block in some accounts'),
    grant: CONFIRM_BUTTONS('Grant Access'),
  },
  scenario: {
    rcp: { label: 'Resource Control Policies', values: { enabled: 'Enabled in the organization', disabled: 'Not enabled' } },
    party: {
      label: 'Third party',
      values: {
        existing: 'Known, no control yet',
        locked: 'A locked row (required access)',
        newGrant: 'Newly seen, with Grant All New',
        newBlock: 'Newly seen, with Block All New',
      },
    },
    scope: SCOPE_WORDING,
  },
  direction: 'RIGHT',
  groups: [{ id: 'deployed', label: 'Deployed', states: ['granted', 'partiallyBlocked', 'blocked'] }],
  details: (_state, ctx) => [
    { label: 'Deployed state', value: THIRD_PARTY_STATE_LABELS[ctx.deployed] },
    { label: 'Resource Control Policies', value: ctx.rcpEnabled ? 'enabled' : 'not enabled' },
    { label: 'Locked row', value: ctx.locked ? 'yes: cannot be blocked' : 'no' },
  ],
};
