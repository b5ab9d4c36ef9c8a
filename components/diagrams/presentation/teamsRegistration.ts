import type { TeamsContext, TeamsEvent, TeamsEventType, TeamsState } from '@/lib/domain/teamsRegistration';
import type { MachinePresentation } from './types';

export const teamsRegistrationPresentation: MachinePresentation<TeamsState, TeamsEventType, TeamsContext, TeamsEvent> = {
  scenario: {
    authorizer: {
      label: 'Who finishes the authorization',
      values: { admin: 'A Bulwark administrator', notAdmin: 'A user who is not a Bulwark administrator' },
    },
    policies: { label: 'Permission policies', values: { right: 'Set right', wrong: 'Wrong' } },
  },
};
