import { DAY_MS } from '@/lib/domain/constants';
import type { QuarantineContext, QuarantineEvent, QuarantineEventType, QuarantineState } from '@/lib/domain/quarantine';
import { formatDuration } from '@/lib/domain/runner';
import type { MachinePresentation } from './types';

export const quarantinePresentation: MachinePresentation<QuarantineState, QuarantineEventType, QuarantineContext, QuarantineEvent> = {
  scenario: { identity: { label: 'Identity', values: { human: 'A person', machine: 'A machine identity' } } },
  clock: [{ label: '+30 days', ms: 30 * DAY_MS }],
  details: (state, ctx) => (state === 'active' ? [{ label: 'Unused for', value: formatDuration(ctx.now - ctx.lastUsedAt) }] : []),
};
