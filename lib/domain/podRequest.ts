// Permissions on Demand (PoD, also just-in-time): the life of one request, from a blocked sensitive action to an
// approval, a denial, an expiry or an abandoned justification. Every request starts as Requested (its 24-hour timer
// starts) and reaches Pending when the approvers are notified: after the justification, or at once for requesters
// who skip that step. Timers: escalation after the Escalation Window (1 h), expiry after the TTL (24 h), duplicate
// suppression (15 min), and revocation of a timed approval within 5 minutes after it ends.
import { TIMED_REVOCATION_MAX_MS } from './constants';
import type { Machine } from './machine';
import {
  approveRequest,
  createPodContext,
  decisionMessageGuard,
  hasText,
  justificationStepGuard,
  needsJustification,
  noRequestGuard,
  notify,
  notifyApprovers,
  POD_SCENARIO,
  repeatAttempt,
  startRequest,
  type PodContext,
  type PodEvent,
  type PodEventType,
  type PodState,
} from './podRequestRules';
import { formatDuration } from './runner';

export const podRequestMachine: Machine<PodState, PodEventType, PodContext, PodEvent> = {
  id: 'podRequest',
  title: 'Permissions on Demand request',
  subject: 'the request',
  description:
    'A non-exempt identity attempts a sensitive action of a protected service; a request is raised, approvers are notified, and they approve or deny it.',
  initial: 'none',
  states: {
    none: {
      label: 'No open request',
      description:
        'The identity is not exempt and no request is open: none was raised yet, or a timed approval ended. A simulation state; the app keeps past requests with their final status.',
      virtual: true,
    },
    requested: {
      label: 'Requested',
      description:
        'The request exists and its 24-hour timer has started. A person who must justify the request is asked for a justification first; for everyone else the approvers are notified at once.',
    },
    pending: {
      label: 'Pending',
      description:
        'Approvers have been notified and have not acted yet. The expiry timer starts again when the request reaches this status.',
    },
    approved: {
      label: 'Approved',
      description:
        'An approver approved the request with a message. The identity is exempt, forever unless the approver set a duration.',
      terminal: true,
    },
    denied: {
      label: 'Denied',
      description:
        'An approver denied the request with a message. The identity stays non-exempt. The Request Denial Snooze Time setting (15 minutes by default) applies after a denial.',
      terminal: true,
    },
    expired: {
      label: 'Expired',
      description:
        'Nobody acted on the request within 24 hours. It is resubmitted the next time the user attempts the action.',
    },
    abandoned: {
      label: 'Abandoned',
      description: 'The user answered No when ChatOps asked for a justification.',
      terminal: true,
    },
    abandonedExpired: {
      label: 'Abandoned (expired)',
      description: 'The user gave no justification within 24 hours.',
      terminal: true,
    },
  },
  events: {
    attempt: {
      label: 'Attempt the action',
      description:
        'The identity attempts a sensitive action of a protected service. It raises a request, unless the service is disabled or the region is unsupported. Repeats within 15 minutes are not sent again.',
    },
    justify: {
      label: 'Give justification',
      description: 'The requester explains why they need the access; the approvers are then notified.',
      message: { label: 'Justification' },
    },
    declineJustification: {
      label: 'Answer No',
      description: 'The requester answers No when asked for a justification in ChatOps.',
    },
    approve: {
      label: 'Approve',
      description:
        'An approver approves with a message giving the justification, optionally overriding the duration (default forever).',
      message: { label: 'Approver message' },
    },
    deny: {
      label: 'Deny',
      description: 'An approver denies with a message giving the justification.',
      message: { label: 'Approver message' },
    },
    escalate: {
      label: 'Escalate',
      description:
        'No approver acted within the Escalation Window (1 hour): the request goes to the next approver level up.',
      timer: true,
    },
    expire: {
      label: 'Expire',
      description: 'No approver acted within the TTL (24 hours).',
      timer: true,
    },
    justificationTimeout: {
      label: 'Justification times out',
      description: 'The requester gave no justification within 24 hours.',
      timer: true,
    },
    approvalEnds: {
      label: 'Timed approval ends',
      description:
        'A timed approval reached its end; access is revoked within 5 minutes after it, and the next attempt meets an access-denied error.',
      timer: true,
    },
    notifyApprovers: {
      label: 'Notify approvers',
      description:
        'Without a justification step (machine identities, identities without an e-mail, organizations without ChatOps, a requester who is also an approver, or Request User Justification unchecked) the approvers are notified as soon as the request exists.',
      timer: true,
    },
  },
  transitions: [
    {
      from: ['none'],
      event: 'attempt',
      to: 'requested',
      guard: noRequestGuard,
      apply: (ctx) => startRequest(ctx, false),
    },
    {
      from: ['requested'],
      event: 'attempt',
      to: 'requested',
      guard: noRequestGuard,
      apply: (ctx) => repeatAttempt(ctx, 'justificationRequest'),
    },
    {
      from: ['pending'],
      event: 'attempt',
      to: 'pending',
      guard: noRequestGuard,
      apply: (ctx) => repeatAttempt(ctx, 'approvalRequest'),
    },
    {
      from: ['expired'],
      event: 'attempt',
      to: 'requested',
      edgeLabel: 'resubmitted',
      guard: noRequestGuard,
      apply: (ctx) => startRequest(ctx, true),
    },
    {
      from: ['requested'],
      event: 'notifyApprovers',
      to: 'pending',
      due: (ctx) => (needsJustification(ctx) || ctx.timerStartedAt === null ? null : ctx.timerStartedAt),
      apply: (ctx) => notifyApprovers(ctx, null),
    },
    {
      from: ['requested'],
      event: 'justify',
      to: 'pending',
      guard: (ctx, ev) =>
        justificationStepGuard(ctx) ??
        (hasText(ev.message)
          ? null
          : { reason: 'needs-message', message: 'A justification needs some text explaining why the access is needed.' }),
      apply: (ctx, ev) => notifyApprovers(ctx, (ev.message as string).trim()),
    },
    {
      from: ['requested'],
      event: 'declineJustification',
      to: 'abandoned',
      guard: justificationStepGuard,
      apply: () => ({ notes: ['The requester declined to justify the request.'] }),
    },
    {
      from: ['requested'],
      event: 'justificationTimeout',
      to: 'abandonedExpired',
      edgeLabel: 'after 24 h',
      due: (ctx) => (!needsJustification(ctx) || ctx.timerStartedAt === null ? null : ctx.timerStartedAt + ctx.ttlMs),
    },
    {
      from: ['pending'],
      event: 'approve',
      to: 'approved',
      guard: (_ctx, ev) => decisionMessageGuard('Approving', ev),
      apply: approveRequest,
    },
    {
      from: ['pending'],
      event: 'deny',
      to: 'denied',
      guard: (_ctx, ev) => decisionMessageGuard('Denying', ev),
      apply: (ctx, ev) => ({
        context: { ...ctx, deniedAt: ctx.now, decisionMessage: (ev.message as string).trim() },
        notes: [
          'The identity stays non-exempt.',
          `The Request Denial Snooze Time (${formatDuration(ctx.denialSnoozeMs)}) applies after a denial.`,
        ],
      }),
    },
    {
      from: ['pending'],
      event: 'escalate',
      to: 'pending',
      edgeLabel: 'after 1 h',
      due: (ctx) => (ctx.escalated || ctx.timerStartedAt === null ? null : ctx.timerStartedAt + ctx.escalationWindowMs),
      apply: (ctx) => ({
        context: { ...ctx, escalated: true, notifications: notify(ctx, 'escalation') },
        notes: [
          `No action within ${formatDuration(ctx.escalationWindowMs)}: the request goes to the next approver level up.`,
        ],
      }),
    },
    {
      from: ['pending'],
      event: 'expire',
      to: 'expired',
      edgeLabel: 'after 24 h',
      due: (ctx) => (ctx.timerStartedAt === null ? null : ctx.timerStartedAt + ctx.ttlMs),
      apply: () => ({ notes: ['Nobody acted in time; the next attempt resubmits the request.'] }),
    },
    {
      from: ['approved'],
      event: 'approvalEnds',
      to: 'none',
      due: (ctx) =>
        ctx.exempt && ctx.approvedAt !== null && ctx.approvalDurationMs !== null
          ? ctx.approvedAt + ctx.approvalDurationMs + TIMED_REVOCATION_MAX_MS
          : null,
      apply: (ctx) => ({
        context: { ...ctx, exempt: false },
        notes: ['The timed approval ended and access is revoked; the next attempt meets an access-denied error.'],
      }),
    },
  ],
  refusals: [
    {
      from: ['denied'],
      event: 'attempt',
      reason: 'denied',
      summary: 'the request stays Denied',
      message: (ctx) =>
        `The request stays Denied and the identity stays non-exempt. The Request Denial Snooze Time (${formatDuration(
          ctx.denialSnoozeMs,
        )}) applies after a denial. Reset to start again.`,
    },
    {
      from: ['approved'],
      event: 'attempt',
      reason: 'exempt',
      summary: 'the identity is exempt, so the action is allowed',
      message: () => 'The identity is exempt, so the action is allowed and no request is created.',
    },
    {
      from: ['abandoned', 'abandonedExpired'],
      event: 'attempt',
      reason: 'closed',
      summary: 'the request stays closed',
      message: () => 'This request is closed. Reset to start again.',
    },
  ],
  leavesBy: {
    approved: ['approvalEnds'],
    denied: [],
    abandoned: [],
    abandonedExpired: [],
  },
  scenario: Object.values(POD_SCENARIO),
  createContext: createPodContext,
};
