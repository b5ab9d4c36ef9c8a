import type { IdentityMappingContext, IdentityMappingEvent, IdentityMappingEventType, IdentityMappingState } from '@/lib/domain/identityMapping';
import { EXAMPLE, type MachinePresentation } from './types';

export const identityMappingPresentation: MachinePresentation<IdentityMappingState, IdentityMappingEventType, IdentityMappingContext, IdentityMappingEvent> = {
  buttons: {
    setField: [
      { label: `Name an existing, unused field ${EXAMPLE}`, payload: { field: 'existingUnused' } },
      { label: `Name a field already used ${EXAMPLE}`, payload: { field: 'existingUsed' } },
      { label: `Name something that is not a field ${EXAMPLE}`, payload: { field: 'notAField' } },
    ],
  },
};
