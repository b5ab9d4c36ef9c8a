import {
  REGION_STATUS_LABELS,
  type RegionContext,
  type RegionEvent,
  type RegionEventType,
  type RegionState,
} from '@/lib/domain/region';
import { LOCKED_REGIONS } from '@/lib/domain/regionData';
import { CONFIRM_BUTTONS, SCOPE_WORDING, type MachinePresentation } from './types';

export const regionPresentation: MachinePresentation<RegionState, RegionEventType, RegionContext, RegionEvent> = {
  buttons: { disable: CONFIRM_BUTTONS('Disable'), disableSome: CONFIRM_BUTTONS('Disable in some accounts') },
  scenario: {
    region: {
      label: 'Region',
      values: {
        ordinary: 'A region that is not locked',
        ...Object.fromEntries(LOCKED_REGIONS.map((r) => [r.regionId, `${r.regionId}, ${r.regionName} (locked)`])),
        new: 'A region the cloud provider has just added',
      },
    },
    console: {
      label: 'In the cloud console',
      values: { enabled: 'Enabled in the cloud console', disabled: 'Disabled in the cloud console' },
    },
    scope: SCOPE_WORDING,
  },
  direction: 'RIGHT',
  groups: [{ id: 'deployed', label: 'Deployed', states: ['enabled', 'partiallyDisabled', 'partiallyEnabled', 'disabled'] }],
  details: (_state, ctx) => [
    { label: 'Deployed status', value: REGION_STATUS_LABELS[ctx.deployed] },
    { label: 'Locked core region', value: ctx.locked ? 'yes: never disabled' : 'no' },
    { label: 'Cloud console', value: ctx.disabledInConsole ? 'disabled there' : 'enabled there' },
  ],
};
