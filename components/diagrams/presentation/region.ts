import type { RegionContext, RegionEvent, RegionEventType, RegionState } from '@/lib/domain/region';
import { LOCKED_REGIONS } from '@/lib/domain/regionData';
import type { MachinePresentation } from './types';

export const regionPresentation: MachinePresentation<RegionState, RegionEventType, RegionContext, RegionEvent> = {
  confirm: ['disable'],
  scenario: {
    region: {
      label: 'Region',
      values: {
        ordinary: 'A region that is not locked',
        ...Object.fromEntries(LOCKED_REGIONS.map((r) => [r.regionId, `${r.regionName} (locked)`])),
        new: 'A region the cloud provider just added',
        consoleDisabled: 'A region disabled in the cloud console',
      },
    },
  },
  groups: [
    {
      id: 'also-shown',
      label: 'Also shown',
      states: ['enabledPending', 'partiallyEnabled', 'partiallyDisabled', 'partiallyEnabledPending', 'partiallyDisabledPending'],
    },
  ],
};
