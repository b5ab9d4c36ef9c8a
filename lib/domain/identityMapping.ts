// Identity mapping, set by the firewall config entry pond_upn_replace_key: off while the key is '0' (the default), on
// when it names a user field; the field must be an existing, unused identity store user field. Changes are picked up
// within 24 hours.
import { IDENTITY_MAPPING_KEY, IDENTITY_MAPPING_OFF } from './constants';
import { guard, type Clocked, type Machine } from './machine';

export type IdentityMappingState = 'off' | 'on';
export type IdentityMappingEventType = 'setField' | 'setOff';

/** Which field the reader sets: an existing unused one, one already used, or a name that is not a field. */
export type FieldChoice = 'existingUnused' | 'existingUsed' | 'notAField';

export interface IdentityMappingEvent {
  type: IdentityMappingEventType;
  field?: FieldChoice;
}

export type IdentityMappingContext = Clocked;

const PICKED_UP = 'The change is picked up within 24 hours.';

const notAField = guard<IdentityMappingContext, IdentityMappingEvent>(
  'not-a-field',
  // Anything but one of the existing fields (no field named at all included) is not a field.
  (_ctx, ev) => ev.field !== 'existingUnused' && ev.field !== 'existingUsed',
  'The field must be an existing identity store user field.',
);
const fieldUsed = guard<IdentityMappingContext, IdentityMappingEvent>(
  'field-used',
  (_ctx, ev) => ev.field === 'existingUsed',
  'The field must be an unused identity store user field.',
);

export const identityMappingMachine: Machine<IdentityMappingState, IdentityMappingEventType, IdentityMappingContext, IdentityMappingEvent> = {
  id: 'identityMapping',
  title: 'Identity mapping',
  subject: 'identity mapping',
  description: `Identity mapping follows the firewall config entry ${IDENTITY_MAPPING_KEY}.`,
  initial: 'off',
  states: {
    off: { label: 'Off', description: `${IDENTITY_MAPPING_KEY} is '${IDENTITY_MAPPING_OFF}' (the default).` },
    on: { label: 'On', description: `${IDENTITY_MAPPING_KEY} names a user field.` },
  },
  events: {
    setField: { label: 'Name a field', description: `Set ${IDENTITY_MAPPING_KEY} to the path of a user field (CreateCPFConfig).` },
    setOff: { label: `Set '${IDENTITY_MAPPING_OFF}'`, description: `Set ${IDENTITY_MAPPING_KEY} back to '${IDENTITY_MAPPING_OFF}'.` },
  },
  transitions: [
    { from: ['off', 'on'], event: 'setField', to: 'on', guards: [notAField, fieldUsed], apply: () => ({ notes: [PICKED_UP] }) },
    { from: ['on'], event: 'setOff', to: 'off', apply: () => ({ notes: [PICKED_UP] }) },
  ],
  createContext: (_params, now = 0) => ({ now }),
};
