import { DAY_MS } from '@/lib/domain/constants';
import type {
  ExemptionRevocationContext,
  ExemptionRevocationEvent,
  ExemptionRevocationEventType,
  ExemptionRevocationState,
} from '@/lib/domain/exemptionRevocation';
import { formatDuration } from '@/lib/domain/runner';
import type { MachinePresentation } from './types';

export const exemptionRevocationPresentation: MachinePresentation<
  ExemptionRevocationState,
  ExemptionRevocationEventType,
  ExemptionRevocationContext,
  ExemptionRevocationEvent
> = {
  scenario: {
    exemption: { label: 'Exemption', values: { belowRoot: 'An exemption below the root scope', rootGlobal: 'A global exemption at the root scope' } },
  },
  clock: [
    { label: '+30 days', ms: 30 * DAY_MS },
    { label: '+90 days', ms: 90 * DAY_MS },
  ],
  details: (state, ctx) =>
    state === 'active' || state === 'unused'
      ? [
          { label: 'Unused for', value: formatDuration(ctx.now - ctx.lastUsedAt) },
          {
            label: 'Automatic revocation',
            value: ctx.rootGlobal ? 'never: a global exemption at the root scope' : `after ${ctx.thresholdDays} days unused, then the nightly check`,
          },
        ]
      : [],
};
