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
  // "Submit all # Changes" and "Delete all x changes" name the number of entries; the graph keeps the product's names.
  label: (label, ctx) => label.replace(/(?<=^(?:Submit|Delete) all )[#x](?= )/, String(ctx.pending.length)),
  // The entries of the Pending Changes page (sample changes); what the page lists once deployed is not shown.
  details: (state, ctx) => (state === 'deployed' ? [] : ctx.pending.map((p, i) => ({ label: `Entry ${i + 1}`, value: `${describeChange(p)} ${EXAMPLE}` }))),
};
