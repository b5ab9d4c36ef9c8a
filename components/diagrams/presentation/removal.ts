import type { RemovalContext, RemovalEvent, RemovalEventType, RemovalState } from '@/lib/domain/removal';
import type { MachinePresentation } from './types';

export const removalPresentation: MachinePresentation<RemovalState, RemovalEventType, RemovalContext, RemovalEvent> = {
  scenario: {
    start: {
      label: 'Start',
      values: { controlsDeployed: 'With the controls deployed', afterEmergencyStop: 'After an emergency stop' },
    },
  },
};
