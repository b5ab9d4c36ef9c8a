import type { CollectorStackContext, CollectorStackEvent, CollectorStackEventType, CollectorStackState } from '@/lib/domain/collectorStack';
import { INSTANCE_DELETION_SETTINGS } from '@/lib/domain/collectorStack';
import type { MachinePresentation } from './types';

export const collectorStackPresentation: MachinePresentation<CollectorStackState, CollectorStackEventType, CollectorStackContext, CollectorStackEvent> = {
  // The settings of the manual deletion, beside the step that needs them.
  details: (state) => (state === 'notEmpty' ? INSTANCE_DELETION_SETTINGS.map((line) => ({ label: line.split(': ')[0], value: line.split(': ')[1] })) : []),
};
