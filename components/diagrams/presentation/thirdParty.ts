import type { ThirdPartyContext, ThirdPartyEvent, ThirdPartyEventType, ThirdPartyState } from '@/lib/domain/thirdParty';
import type { MachinePresentation } from './types';

export const thirdPartyPresentation: MachinePresentation<ThirdPartyState, ThirdPartyEventType, ThirdPartyContext, ThirdPartyEvent> = {
  confirm: ['block', 'grant'],
  scenario: {
    rcp: { label: 'Resource Control Policies', values: { enabled: 'Enabled in the organization', disabled: 'Not enabled' } },
    party: { label: 'Third party', values: { ordinary: 'An ordinary row', locked: 'A locked row (required access)' } },
  },
  groups: [{ id: 'also-shown', label: 'Also shown', states: ['partiallyBlocked', 'partiallyBlockedPending'] }],
};
