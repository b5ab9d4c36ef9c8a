import { HOUR_MS, MINUTE_MS } from '@/lib/domain/constants';
import { describeDuration, justificationSkipReason, type PodContext, type PodEvent, type PodEventType, type PodState } from '@/lib/domain/podRequestRules';
import { POD_UNSUPPORTED_REGIONS } from '@/lib/domain/regionData';
import { formatDuration } from '@/lib/domain/runner';
import { EXAMPLE, type MachinePresentation } from './types';

export const podRequestPresentation: MachinePresentation<PodState, PodEventType, PodContext, PodEvent> = {
  buttons: {
    approve: [
      { label: 'Approve', payload: {} },
      { label: `Approve for 1 hour ${EXAMPLE}`, payload: { durationMs: HOUR_MS } },
    ],
  },
  scenario: {
    identity: {
      label: 'Who is blocked',
      values: { human: 'A person with an e-mail address', humanNoEmail: 'A person without an e-mail address', machine: 'A machine identity' },
    },
    chatOps: { label: 'ChatOps', values: { yes: 'The organization uses ChatOps', no: 'The organization has no ChatOps' } },
    requesterIsApprover: { label: 'Requester', values: { no: 'Not an approver', yes: 'Also an approver' } },
    region: {
      label: 'Region of the action',
      values: { supported: 'A supported region', ...Object.fromEntries(POD_UNSUPPORTED_REGIONS.map((r) => [r.regionId, r.regionId])) },
    },
    service: { label: 'Service', values: { protected: 'A protected service', disabled: 'A disabled service' } },
  },
  clock: [
    { label: '+15 min', ms: 15 * MINUTE_MS },
    { label: '+1 h', ms: HOUR_MS },
    { label: '+24 h', ms: 24 * HOUR_MS },
  ],
  details(state, ctx) {
    const skip = justificationSkipReason(ctx);
    const rows = [{ label: 'Justification step', value: skip ? `skipped: ${skip}` : 'first, in ChatOps' }];
    if ((state === 'requested' || state === 'pending') && ctx.timerStartedAt !== null) {
      rows.push({ label: 'Expires in', value: formatDuration(ctx.timerStartedAt + ctx.ttlMs - ctx.now) });
    }
    if (state === 'pending') {
      rows.push({
        label: 'Escalation',
        value: ctx.escalated
          ? 'sent to the next approver level up'
          : `in ${formatDuration((ctx.timerStartedAt ?? ctx.now) + ctx.escalationWindowMs - ctx.now)}`,
      });
    }
    if (state === 'approved') rows.push({ label: 'Duration', value: describeDuration(ctx.approvalDurationMs) });
    if (state === 'denied') rows.push({ label: 'Request Denial Snooze Time', value: formatDuration(ctx.denialSnoozeMs) });
    rows.push({ label: 'Notifications sent', value: String(ctx.notifications.length) });
    return rows;
  },
};
