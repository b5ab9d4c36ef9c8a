// Permissions on Demand (PoD, also just-in-time): one request, from a non-exempt user's attempt at a sensitive action
// to an approval, a denial, an expiry or an abandoned justification. Timers: escalation after the Escalation Window
// (1 h), expiry after the TTL (24 h), duplicate suppression (15 min), revocation of a timed approval within 5 minutes.
import { DUPLICATE_WINDOW_MS, TIMED_REVOCATION_MAX_MS } from './constants';
import type { Machine } from './machine';
import {
  approveRequest,
  createPodContext,
  decisionMessageGuard,
  justificationStepGuard,
  justificationTextGuard,
  needsJustification,
  noRequestGuards,
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
    'A non-exempt user attempts a sensitive action of a protected service; a request is generated, approvers are notified, and they approve or deny it.',
  initial: 'notExempt',
  states: {
    notExempt: {
      label: 'Not exempt',
      description: 'Protection is enabled and the user is not exempt: a sensitive action is denied.',
    },
    requested: {
      label: 'Requested',
      description: 'The request exists and its 24-hour timer has started.',
    },
    pending: {
      label: 'Pending',
      description: 'Approvers have not acted yet. The expiry timer was reset.',
    },
    approved: {
      label: 'Approved',
      description: 'The user becomes exempt, forever unless the approver set a duration.',
      terminal: true,
    },
    denied: {
      label: 'Denied',
      description: 'The user stays non-exempt. The Request Denial Snooze Time setting is 15 minutes by default.',
      terminal: true,
    },
    expired: {
      label: 'Expired',
      description: "Not actioned in 24 hours. It is resubmitted on the user's next attempt.",
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
      description: `The user attempts a sensitive action. A duplicate request within ${formatDuration(DUPLICATE_WINDOW_MS)} is not sent again.`,
    },
    justify: {
      label: 'Give justification',
      description: 'The requester says why they need the access.',
      message: { label: 'Justification' },
    },
    declineJustification: {
      label: 'Answer No',
      description: 'The requester answers No when ChatOps asks for a justification.',
    },
    approve: {
      label: 'Approve',
      description: 'An approver approves with a justification message, optionally overriding the duration (default forever).',
      message: { label: 'Approver message' },
    },
    deny: {
      label: 'Deny',
      description: 'An approver denies with a justification message.',
      message: { label: 'Approver message' },
    },
    escalate: {
      label: 'Escalate',
      description: 'Not actioned within 1 hour (the Escalation Window): the request goes to the next approver level up.',
      timer: true,
    },
    expire: {
      label: 'Expire',
      description: 'Not actioned in 24 hours (the TTL).',
      timer: true,
    },
    justificationTimeout: {
      label: 'No justification in 24 hours',
      description: 'The requester gave no justification within 24 hours.',
      timer: true,
    },
    notifyApprovers: {
      label: 'Notify approvers',
      description: 'Without a justification step the approvers are notified as soon as the request exists.',
      timer: true,
    },
    approvalEnds: {
      label: 'Timed approval ends',
      description: `A timed approval is revoked within ${formatDuration(TIMED_REVOCATION_MAX_MS)} after it ends.`,
      timer: true,
    },
  },
  transitions: [
    { from: ['notExempt'], event: 'attempt', to: 'requested', guards: noRequestGuards, apply: (ctx) => startRequest(ctx, false) },
    { from: ['requested'], event: 'attempt', to: 'requested', guards: noRequestGuards, apply: (ctx) => repeatAttempt(ctx, 'justificationRequest') },
    { from: ['pending'], event: 'attempt', to: 'pending', guards: noRequestGuards, apply: (ctx) => repeatAttempt(ctx, 'approvalRequest') },
    { from: ['expired'], event: 'attempt', to: 'requested', edgeLabel: 'resubmitted', guards: noRequestGuards, apply: (ctx) => startRequest(ctx, true) },
    {
      from: ['requested'],
      event: 'notifyApprovers',
      to: 'pending',
      due: (ctx) => (needsJustification(ctx) || ctx.timerStartedAt === null ? null : ctx.timerStartedAt),
      apply: (ctx) => notifyApprovers(ctx),
    },
    { from: ['requested'], event: 'justify', to: 'pending', guards: [justificationStepGuard, justificationTextGuard], apply: (ctx) => notifyApprovers(ctx) },
    {
      from: ['requested'],
      event: 'declineJustification',
      to: 'abandoned',
      guards: [justificationStepGuard],
      apply: () => ({ notes: ['The requester declined to justify the request.'] }),
    },
    {
      from: ['requested'],
      event: 'justificationTimeout',
      to: 'abandonedExpired',
      due: (ctx) => (!needsJustification(ctx) || ctx.timerStartedAt === null ? null : ctx.timerStartedAt + ctx.ttlMs),
    },
    { from: ['pending'], event: 'approve', to: 'approved', guards: [decisionMessageGuard], apply: approveRequest },
    {
      from: ['pending'],
      event: 'deny',
      to: 'denied',
      guards: [decisionMessageGuard],
      apply: (ctx) => ({
        notes: ['The user stays non-exempt.', `Request Denial Snooze Time (a setting): ${formatDuration(ctx.denialSnoozeMs)} by default.`],
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
        notes: [`Not actioned within ${formatDuration(ctx.escalationWindowMs)}: the request goes to the next approver level up.`],
      }),
    },
    {
      from: ['pending'],
      event: 'expire',
      to: 'expired',
      edgeLabel: 'after 24 h',
      due: (ctx) => (ctx.timerStartedAt === null ? null : ctx.timerStartedAt + ctx.ttlMs),
      apply: () => ({ notes: ["The request is resubmitted on the user's next attempt."] }),
    },
    {
      from: ['approved'],
      event: 'approvalEnds',
      to: 'approved',
      edgeLabel: 'within 5 min',
      due: (ctx) =>
        ctx.exempt && ctx.approvedAt !== null && ctx.approvalDurationMs !== null ? ctx.approvedAt + ctx.approvalDurationMs + TIMED_REVOCATION_MAX_MS : null,
      apply: (ctx) => ({
        context: { ...ctx, exempt: false },
        notes: ['The timed approval ended and access is revoked: the next attempt meets an access-denied style error.'],
      }),
    },
  ],
  refusals: [
    {
      id: 'approved-attempt',
      from: ['approved'],
      event: 'attempt',
      summary: 'an exempt user is allowed; after a timed approval ends, an access-denied style error',
      message: (ctx) =>
        ctx.exempt ? 'The user is exempt, so the action is allowed.' : 'The timed approval has ended: the action meets an access-denied style error.',
    },
  ],
  leavesBy: { approved: ['approvalEnds'], denied: [], abandoned: [], abandonedExpired: [] },
  scenario: Object.values(POD_SCENARIO),
  createContext: createPodContext,
};
