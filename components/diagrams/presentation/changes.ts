import type { ChangesContext, ChangesEvent, ChangesEventType, ChangesState } from '@/lib/domain/changes';
import type { MachinePresentation } from './types';

const EXAMPLE_SCOPE = 'aws/example-org';

export const changesPresentation: MachinePresentation<ChangesState, ChangesEventType, ChangesContext, ChangesEvent> = {
  edgeLabels: {
    stage: 'Stage',
    delete: 'Delete',
    deleteAll: 'Delete all',
    submit: 'Submit all',
    removeFirewall: 'Remove firewall',
    resubmitExisting: 'Resubmit existing',
  },
  buttons: {
    stage: [
      { label: 'Stage a service block (example: s3)', payload: { change: { kind: 'serviceBlock', service: 's3', scope: EXAMPLE_SCOPE } } },
      {
        label: 'Stage a protection (example: iam)',
        payload: { change: { kind: 'serviceProtection', service: 'iam', scope: EXAMPLE_SCOPE } },
      },
      {
        label: 'Stage an exemption (example: root users)',
        payload: {
          change: { kind: 'identityExemption', arnPattern: 'arn:aws:iam::*:root', scope: EXAMPLE_SCOPE, types: ['protectedServices'] },
        },
      },
    ],
  },
  details: (_state, ctx) => [
    { label: 'Pending entries', value: String(ctx.pending.length) },
    { label: 'Controls deployed', value: String(ctx.deployed.length) },
  ],
};
