import { describeChange } from '@/lib/domain/changeSet';
import type { ChangesContext, ChangesEvent, ChangesEventType, ChangesState } from '@/lib/domain/changes';
import { EXAMPLE, type MachinePresentation } from './types';

const SCOPE = 'aws/example-org';

export const changesPresentation: MachinePresentation<ChangesState, ChangesEventType, ChangesContext, ChangesEvent> = {
  buttons: {
    stage: [
      { label: `Stage a service block ${EXAMPLE}`, payload: { change: { kind: 'serviceBlock', service: 's3', scope: SCOPE } } },
      { label: `Stage a service protection ${EXAMPLE}`, payload: { change: { kind: 'serviceProtection', service: 'iam', scope: SCOPE } } },
      { label: `Stage an identity exemption ${EXAMPLE}`, payload: { change: { kind: 'identityExemption', arnPattern: 'arn:aws:iam::*:root', scope: SCOPE } } },
    ],
  },
  // The entries of the Pending Changes page; what the page lists once the template is deployed is not shown.
  details: (state, ctx) => (state === 'deployed' ? [] : ctx.pending.map((p, i) => ({ label: `Entry ${i + 1}`, value: describeChange(p) }))),
};
