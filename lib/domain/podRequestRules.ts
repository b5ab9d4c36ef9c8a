// The context of a Permissions on Demand request and the rules its transitions use: who skips the justification
// step, when no request is raised at all, how a request starts, how approvers are notified, and duplicate sends.
import { DUPLICATE_WINDOW_MS, TIMED_REVOCATION_MAX_MS } from './constants';
import { scenarioValue, type Clocked, type ScenarioParam } from './machine';
import { isPodSupportedRegion, POD_UNSUPPORTED_REGIONS } from './regionData';
import { formatDuration } from './runner';
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

/** The scenario switches of a request; the first value of each is the default. */
export const POD_SCENARIO = {
  identity: { key: 'identity', values: ['human', 'humanNoEmail', 'machine'] },
  chatOps: { key: 'chatOps', values: ['yes', 'no'] },
  requesterIsApprover: { key: 'requesterIsApprover', values: ['no', 'yes'] },
  requestUserJustification: { key: 'requestUserJustification', values: ['checked', 'unchecked'] },
  region: { key: 'region', values: ['supported', ...POD_UNSUPPORTED_REGIONS.map((r) => r.regionId)] },
  service: { key: 'service', values: ['protected', 'disabled'] },
} satisfies Record<string, ScenarioParam>;

/** A request before anyone has acted on it: no escalation, no decision, no justification. */
const NO_DECISION = {
  escalated: false,
  exempt: false,
  approvedAt: null,
  approvalDurationMs: null,
  deniedAt: null,
  justification: null,
  decisionMessage: null,
} satisfies Partial<PodContext>;

export function createPodContext(params?: Record<string, string>, now = 0): PodContext {
  const value = (param: ScenarioParam) => scenarioValue(params, param);
  const region = value(POD_SCENARIO.region);
  return {
    now,
    identity: value(POD_SCENARIO.identity) as IdentityKind,
    orgHasChatOps: value(POD_SCENARIO.chatOps) === 'yes',
    requesterIsApprover: value(POD_SCENARIO.requesterIsApprover) === 'yes',
    regionId: region === 'supported' ? 'us-east-1' : region,
    serviceDisabled: value(POD_SCENARIO.service) === 'disabled',
    requestUserJustification: value(POD_SCENARIO.requestUserJustification) === 'checked',
    ttlMs: DEFAULT_SETTINGS.ttlMs,
    escalationWindowMs: DEFAULT_SETTINGS.escalationWindowMs,
    denialSnoozeMs: DEFAULT_SETTINGS.requestDenialSnoozeMs,
    request: 0,
    firstRequestedAt: null,
    lastRequestedAt: null,
    timerStartedAt: null,
    ...NO_DECISION,
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

export function needsJustification(ctx: PodContext): boolean {
  return justificationSkipReason(ctx) === null;
}

export function hasText(message: unknown): message is string {
  return typeof message === 'string' && message.trim().length > 0;
}

/** Conditions under which a blocked action raises no request at all. */
export function noRequestGuard(ctx: PodContext): { reason: string; message: string } | null {
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

export function notify(ctx: PodContext, kind: NotificationKind, request = ctx.request): PodNotification[] {
  return [...ctx.notifications, { at: ctx.now, request, kind }];
}

/** A new request, or an expired one resubmitted: Requested, with its 24-hour timer started. */
export function startRequest(ctx: PodContext, resubmitted: boolean): { context: PodContext; notes: string[] } {
  const request = resubmitted ? ctx.request : ctx.request + 1;
  const base: PodContext = {
    ...ctx,
    request,
    firstRequestedAt: resubmitted ? ctx.firstRequestedAt : ctx.now,
    lastRequestedAt: ctx.now,
    timerStartedAt: ctx.now,
    ...NO_DECISION,
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
export function notifyApprovers(ctx: PodContext, justification: string | null): { context: PodContext; notes: string[] } {
  return {
    context: { ...ctx, justification, timerStartedAt: ctx.now, notifications: notify(ctx, 'approvalRequest') },
    notes: ['Approvers are notified; the expiry timer starts again.'],
  };
}

export function justificationStepGuard(ctx: PodContext): { reason: string; message: string } | null {
  const skip = justificationSkipReason(ctx);
  return skip ? { reason: 'no-justification-step', message: `There is no justification step here: ${skip}.` } : null;
}

/** A repeated attempt while the request is open: sent again only when the last send is 15 minutes old or more. */
export function repeatAttempt(ctx: PodContext, kind: NotificationKind): { context: PodContext; notes: string[] } {
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

export function describeDuration(ms: number | null): string {
  return ms === null ? 'forever (the default)' : formatDuration(ms);
}

/** Approve and deny both need a message giving the justification. */
export function decisionMessageGuard(verb: 'Approving' | 'Denying', ev: PodEvent): { reason: string; message: string } | null {
  return hasText(ev.message) ? null : { reason: 'needs-message', message: `${verb} needs a message that gives the justification.` };
}

/** The identity becomes exempt, forever unless the approver set a duration. */
export function approveRequest(ctx: PodContext, ev: PodEvent): { context: PodContext; notes: string[] } {
  const duration =
    typeof ev.durationMs === 'number' && Number.isFinite(ev.durationMs) && ev.durationMs > 0 ? ev.durationMs : null;
  return {
    context: { ...ctx, exempt: true, approvedAt: ctx.now, approvalDurationMs: duration, decisionMessage: (ev.message as string).trim() },
    notes: [
      `The identity becomes exempt for ${describeDuration(duration)}.`,
      ...(duration === null
        ? []
        : [`Access is revoked within ${formatDuration(TIMED_REVOCATION_MAX_MS)} after the approval ends.`]),
    ],
  };
}
