import { DAY_MS } from '@/lib/domain/constants';
import type { QuarantineContext, QuarantineEvent, QuarantineEventType, QuarantineState } from '@/lib/domain/quarantine';
import { formatDuration } from '@/lib/domain/runner';
import type { MachinePresentation } from './types';

export const quarantinePresentation: MachinePresentation<QuarantineState, QuarantineEventType, QuarantineContext, QuarantineEvent> = {
  edgeLabels: { use: 'Use', becomeZombie: 'Unused', act: 'Acts (blocked)', removeFromQuarantine: 'Remove (trash icon)' },
  scenario: {
    identity: { label: 'Identity', values: { human: 'A person', machine: 'A machine identity' } },
    exempt: { label: 'Zombie Detection exemption', values: { no: 'Not exempt', yes: 'Exempt from Zombie Detection' } },
  },
  details(state, ctx) {
    const rows = [{ label: 'Unused for', value: formatDuration(ctx.now - ctx.lastUsedAt) }];
    if (state === 'active') {
      rows.push({
        label: 'Zombie in',
        value: ctx.zombieDetectionExempt
          ? 'never (exempt from Zombie Detection)'
          : formatDuration(ctx.lastUsedAt + ctx.zombieDurationDays * DAY_MS - ctx.now),
      });
    }
    return rows;
  },
};
