// Permissions on Demand (PoD, also just-in-time): the life of one request, from a blocked sensitive action to an
// approval, a denial, an expiry or an abandoned justification. Every request starts as Requested (its 24-hour timer
// starts) and reaches Pending when the approvers are notified: after the justification, or at once for requesters
// who skip that step. Timers: escalation after the Escalation Window (1 h), expiry after the TTL (24 h), duplicate
// suppression (15 min), and revocation of a timed approval within 5 minutes after it ends.
import { DUPLICATE_WINDOW_MS, HOUR_MS, TIMED_REVOCATION_MAX_MS } from './constants';
import { formatDuration, optionValue, type Clocked, type Machine, type OptionDef } from './machine';
import { isPodSupportedRegion, POD_UNSUPPORTED_REGIONS } from './regionData';
import { DEFAULT_SETTINGS } from './settings';

export type PodState =
  | 'none'
  | 'requested'
  | 'pending'
  | 'approved'
  | 'denied'
  | 'expired'
  | 'abandoned'
  | 'abandonedExpired';

export type PodEventType =
  | 'attempt'
  | 'justify'
  | 'declineJustification'
  | 'approve'
  | 'deny'
  | 'escalate'
  | 'expire'
  | 'justificationTimeout'
  | 'notifyApprovers'
  | 'approvalEnds';

export interface PodEvent {
  type: PodEventType;
  /** Justification text (justify) or the approver's message (approve, deny). */
  message?: string;
  /** Approval duration chosen by the approver; absent means forever (the default). */
  durationMs?: number;
}

export type IdentityKind = 'human' | 'humanNoEmail' | 'machine';

export type NotificationKind = 'justificationRequest' | 'approvalRequest' | 'escalation';

export interface PodNotification {
  at: number;
  /** Which request (1, 2, ...) it belongs to. */
  request: number;
  kind: NotificationKind;
}

export interface PodContext extends Clocked {
  identity: IdentityKind;
  orgHasChatOps: boolean;
  requesterIsApprover: boolean;
  regionId: string;
  serviceDisabled: boolean;
  /** The Request User Justification setting. */
  requestUserJustification: boolean;
  ttlMs: number;
  escalationWindowMs: number;
  denialSnoozeMs: number;
  /** Number of the current request (0 before the first). */
  request: number;
  firstRequestedAt: number | null;
  lastRequestedAt: number | null;
  /** When the current expiry timer started (creation, then reset when approvers are notified). */
  timerStartedAt: number | null;
  escalated: boolean;
  exempt: boolean;
  approvedAt: number | null;
  /** null: forever. */
  approvalDurationMs: number | null;
  deniedAt: number | null;
  justification: string | null;
  decisionMessage: string | null;
  notifications: PodNotification[];
}

export const POD_OPTIONS: OptionDef[] = [
  {
    key: 'identity',
    label: 'Who is blocked',
    choices: [
      { value: 'human', label: 'A person with an e-mail address' },
      { value: 'humanNoEmail', label: 'A person without an e-mail address' },
      { value: 'machine', label: 'A machine identity' },
    ],
  },
  {
    key: 'chatOps',
    label: 'ChatOps',
    choices: [
      { value: 'yes', label: 'The organization uses ChatOps' },
      { value: 'no', label: 'The organization has no ChatOps' },
    ],
  },
  {
    key: 'requesterIsApprover',
    label: 'Requester',
    choices: [
      { value: 'no', label: 'The requester is not an approver' },
      { value: 'yes', label: 'The requester is also an approver' },
    ],
  },
  {
    key: 'requestUserJustification',
    label: 'Request User Justification setting',
    choices: [
      { value: 'checked', label: 'Checked (default)' },
      { value: 'unchecked', label: 'Unchecked' },
    ],
  },
  {
    key: 'region',
    label: 'Region of the action',
    choices: [
      { value: 'supported', label: 'A supported region' },
      ...POD_UNSUPPORTED_REGIONS.map((r) => ({ value: r.regionId, label: r.regionId })),
    ],
  },
  {
    key: 'service',
    label: 'Service',
    choices: [
      { value: 'protected', label: 'A protected service' },
      { value: 'disabled', label: 'A disabled service' },
    ],
  },
];

function opt(options: Record<string, string> | undefined, key: string): string {
  return optionValue(options, POD_OPTIONS.find((o) => o.key === key) as OptionDef);
}

export function createPodContext(options?: Record<string, string>, now = 0): PodContext {
  const region = opt(options, 'region');
  return {
    now,
    identity: opt(options, 'identity') as IdentityKind,
    orgHasChatOps: opt(options, 'chatOps') === 'yes',
    requesterIsApprover: opt(options, 'requesterIsApprover') === 'yes',
    regionId: region === 'supported' ? 'us-east-1' : region,
    serviceDisabled: opt(options, 'service') === 'disabled',
    requestUserJustification: opt(options, 'requestUserJustification') === 'checked',
    ttlMs: DEFAULT_SETTINGS.ttlMs,
    escalationWindowMs: DEFAULT_SETTINGS.escalationWindowMs,
    denialSnoozeMs: DEFAULT_SETTINGS.requestDenialSnoozeMs,
    request: 0,
    firstRequestedAt: null,
    lastRequestedAt: null,
    timerStartedAt: null,
    escalated: false,
    exempt: false,
    approvedAt: null,
    approvalDurationMs: null,
    deniedAt: null,
    justification: null,
    decisionMessage: null,
    notifications: [],
  };
}

/** Why the justification step is skipped for this requester, or null when they must justify. */
export function justificationSkipReason(ctx: PodContext): string | null {
  if (ctx.identity === 'machine') return 'machine identities skip the justification step';
  if (ctx.identity === 'humanNoEmail') return 'identities without an e-mail address skip the justification step';
  if (!ctx.orgHasChatOps) return 'organizations without ChatOps skip the justification step';
  if (ctx.requesterIsApprover) return 'a requester who is also an approver sees only the approval request';
  if (!ctx.requestUserJustification) return 'the Request User Justification setting is unchecked';
  return null;
}

function needsJustification(ctx: PodContext): boolean {
  return justificationSkipReason(ctx) === null;
}

function hasText(message: unknown): message is string {
  return typeof message === 'string' && message.trim().length > 0;
}

/** Conditions under which a blocked action raises no request at all. */
function noRequestGuard(ctx: PodContext): { reason: string; message: string } | null {
  if (ctx.serviceDisabled) {
    return {
      reason: 'service-disabled',
      message:
        'A disabled service creates no request: the user gets the cloud console error and, if reachable, a ChatOps message.',
    };
  }
  if (!isPodSupportedRegion(ctx.regionId)) {
    return {
      reason: 'unsupported-region',
      message: `Permissions on Demand does not trigger in ${ctx.regionId}: exempt the identity (all regions) or retry from a supported region.`,
    };
  }
  return null;
}

function notify(ctx: PodContext, kind: NotificationKind, request = ctx.request): PodNotification[] {
  return [...ctx.notifications, { at: ctx.now, request, kind }];
}

/** A new request, or an expired one resubmitted: Requested, with its 24-hour timer started. */
function startRequest(ctx: PodContext, resubmitted: boolean): { context: PodContext; notes: string[] } {
  const request = resubmitted ? ctx.request : ctx.request + 1;
  const base: PodContext = {
    ...ctx,
    request,
    firstRequestedAt: resubmitted ? ctx.firstRequestedAt : ctx.now,
    lastRequestedAt: ctx.now,
    timerStartedAt: ctx.now,
    escalated: false,
    exempt: false,
    approvedAt: null,
    approvalDurationMs: null,
    deniedAt: null,
    justification: null,
    decisionMessage: null,
  };
  const ttl = formatDuration(ctx.ttlMs);
  const opening = resubmitted
    ? `The expired request is resubmitted; its ${ttl} timer starts again.`
    : `Request created; its ${ttl} timer starts.`;
  if (needsJustification(ctx)) {
    return {
      context: { ...base, notifications: notify(base, 'justificationRequest', request) },
      notes: [opening, 'The requester is asked for a justification in ChatOps.'],
    };
  }
  return { context: base, notes: [opening, `No justification step: ${justificationSkipReason(ctx)}.`] };
}

/** The approvers hear of the request; the expiry timer starts again. */
function notifyApprovers(ctx: PodContext, justification: string | null): { context: PodContext; notes: string[] } {
  return {
    context: { ...ctx, justification, timerStartedAt: ctx.now, notifications: notify(ctx, 'approvalRequest') },
    notes: ['Approvers are notified; the expiry timer starts again.'],
  };
}

function justificationStepGuard(ctx: PodContext): { reason: string; message: string } | null {
  const skip = justificationSkipReason(ctx);
  return skip ? { reason: 'no-justification-step', message: `There is no justification step here: ${skip}.` } : null;
}

/** A repeated attempt while the request is open: sent again only when the last send is 15 minutes old or more. */
function repeatAttempt(ctx: PodContext, kind: NotificationKind): { context: PodContext; notes: string[] } {
  const last = [...ctx.notifications].reverse().find((n) => n.request === ctx.request && n.kind === kind);
  if (last && ctx.now - last.at < DUPLICATE_WINDOW_MS) {
    return {
      context: { ...ctx, lastRequestedAt: ctx.now },
      notes: [
        `Same request again within ${formatDuration(DUPLICATE_WINDOW_MS)} of the last one: not sent again.`,
      ],
    };
  }
  const who = kind === 'justificationRequest' ? 'the requester (justification)' : 'the approvers';
  return {
    context: { ...ctx, lastRequestedAt: ctx.now, notifications: notify(ctx, kind) },
    notes: [`The request is sent again to ${who}.`],
  };
}

function describeDuration(ms: number | null): string {
  return ms === null ? 'forever (the default)' : formatDuration(ms);
}

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
        'The identity is not exempt and no request is open: none was raised yet, the last denial’s snooze is over, or a timed approval ended. A simulation state; the app keeps past requests with their final status.',
      virtual: true,
      layout: { col: 1, row: 0 },
    },
    requested: {
      label: 'Requested',
      description:
        'The request exists and its 24-hour timer has started. A person who must justify the request is asked for a justification first; for everyone else the approvers are notified at once.',
      layout: { col: 1, row: 1 },
    },
    pending: {
      label: 'Pending',
      description:
        'Approvers have been notified and have not acted yet. The expiry timer starts again when the request reaches this status.',
      layout: { col: 2, row: 1 },
    },
    approved: {
      label: 'Approved',
      description:
        'An approver approved the request with a message. The identity is exempt, forever unless the approver set a duration.',
      terminal: true,
      layout: { col: 2, row: 0 },
    },
    denied: {
      label: 'Denied',
      description:
        'An approver denied the request with a message. The identity stays non-exempt. The Request Denial Snooze Time setting (15 minutes by default) applies after a denial.',
      terminal: true,
      layout: { col: 3, row: 0 },
    },
    expired: {
      label: 'Expired',
      description:
        'Nobody acted on the request within 24 hours. It is resubmitted the next time the user attempts the action.',
      layout: { col: 3, row: 1 },
    },
    abandoned: {
      label: 'Abandoned',
      description: 'The user answered No when ChatOps asked for a justification.',
      terminal: true,
      layout: { col: 0, row: 0 },
    },
    abandonedExpired: {
      label: 'Abandoned (expired)',
      description: 'The user gave no justification within 24 hours.',
      terminal: true,
      layout: { col: 0, row: 1 },
    },
  },
  events: {
    attempt: {
      label: 'Attempt the action',
      short: 'Attempt',
      description:
        'The identity attempts a sensitive action of a protected service. It raises a request, unless the service is disabled or the region is unsupported. Repeats within 15 minutes are not sent again.',
    },
    justify: {
      label: 'Give justification',
      short: 'Justify',
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
      variants: [
        { label: 'Approve (duration forever)', payload: {} },
        { label: 'Approve for 1 h (example override)', payload: { durationMs: HOUR_MS } },
      ],
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
      short: 'No justification',
      description: 'The requester gave no justification within 24 hours.',
      timer: true,
    },
    approvalEnds: {
      label: 'Timed approval ends',
      short: 'Approval ends',
      description:
        'A timed approval reached its end; access is revoked within 5 minutes after it, and the next attempt meets an access-denied error.',
      timer: true,
    },
    notifyApprovers: {
      label: 'Notify approvers',
      short: 'Notify approvers',
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
      guard: (_ctx, ev) =>
        hasText(ev.message)
          ? null
          : { reason: 'needs-message', message: 'Approving needs a message that gives the justification.' },
      apply: (ctx, ev) => {
        const duration =
          typeof ev.durationMs === 'number' && Number.isFinite(ev.durationMs) && ev.durationMs > 0
            ? ev.durationMs
            : null;
        return {
          context: {
            ...ctx,
            exempt: true,
            approvedAt: ctx.now,
            approvalDurationMs: duration,
            decisionMessage: (ev.message as string).trim(),
          },
          notes: [
            `The identity becomes exempt for ${describeDuration(duration)}.`,
            ...(duration === null
              ? []
              : [`Access is revoked within ${formatDuration(TIMED_REVOCATION_MAX_MS)} after the approval ends.`]),
          ],
        };
      },
    },
    {
      from: ['pending'],
      event: 'deny',
      to: 'denied',
      guard: (_ctx, ev) =>
        hasText(ev.message)
          ? null
          : { reason: 'needs-message', message: 'Denying needs a message that gives the justification.' },
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
      edgeLabel: 'timed approval',
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
  options: POD_OPTIONS,
  createContext: createPodContext,
  describe: (state, ctx) => {
    const rows: { label: string; value: string }[] = [];
    rows.push({
      label: 'Justification step',
      value: justificationSkipReason(ctx) ? `skipped: ${justificationSkipReason(ctx)}` : 'required',
    });
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
    if (state === 'denied') {
      rows.push({ label: 'Request Denial Snooze Time', value: formatDuration(ctx.denialSnoozeMs) });
    }
    rows.push({ label: 'Notifications sent', value: String(ctx.notifications.length) });
    return rows;
  },
};
