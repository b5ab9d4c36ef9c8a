import { HOUR_MS } from '@/lib/domain/constants';
import { POD_UNSUPPORTED_REGIONS } from '@/lib/domain/regionData';
import {
  describeDuration,
  justificationSkipReason,
  type PodContext,
  type PodEvent,
  type PodEventType,
  type PodState,
} from '@/lib/domain/podRequestRules';
import { formatDuration } from '@/lib/domain/runner';
import type { MachinePresentation } from './types';

export const podRequestPresentation: MachinePresentation<PodState, PodEventType, PodContext, PodEvent> = {
  edgeLabels: {
    attempt: 'Attempt',
    justify: 'Justify',
    justificationTimeout: 'No justification',
    approvalEnds: 'Timed approval ends',
  },
  buttons: {
    approve: [
      { label: 'Approve (duration forever)', payload: {} },
      { label: 'Approve for 1 h (example override)', payload: { durationMs: HOUR_MS } },
    ],
  },
  scenario: {
    identity: {
      label: 'Who is blocked',
      values: {
        human: 'A person with an e-mail address',
        humanNoEmail: 'A person without an e-mail address',
        machine: 'A machine identity',
      },
    },
    chatOps: { label: 'ChatOps', values: { yes: 'The organization uses ChatOps', no: 'The organization has no ChatOps' } },
    requesterIsApprover: {
      label: 'Requester',
      values: { no: 'The requester is not an approver', yes: 'The requester is also an approver' },
    },
    requestUserJustification: {
      label: 'Request User Justification setting',
      values: { checked: 'Checked (default)', unchecked: 'Unchecked' },
    },
    region: {
      label: 'Region of the action',
      values: {
        supported: 'A supported region',
        ...Object.fromEntries(POD_UNSUPPORTED_REGIONS.map((r) => [r.regionId, r.regionId])),
      },
    },
    service: { label: 'Service', values: { protected: 'A protected service', disabled: 'A disabled service' } },
  },
  details(state, ctx) {
    const skip = justificationSkipReason(ctx);
    const rows = [{ label: 'Justification step', value: skip ? `skipped: ${skip}` : 'required' }];
    if (ctx.request > 0) rows.push({ label: 'Request number', value: String(ctx.request) });
    rows.push({ label: 'Identity exempt', value: ctx.exempt ? 'yes' : 'no' });
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
