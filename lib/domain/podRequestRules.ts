// The context of a Permissions on Demand request and the rules its transitions use: who skips the justification
// step, when no request is raised at all, how a request starts, how approvers are notified, and duplicate sends.
import { DUPLICATE_WINDOW_MS, TIMED_REVOCATION_MAX_MS } from './constants';
import { guard, scenarioValue, type Clocked, type Guard, type ScenarioParam } from './machine';
import { isPodSupportedRegion, POD_UNSUPPORTED_REGIONS } from './regionData';
import { formatDuration } from './runner';
import { DEFAULT_SETTINGS } from './settings';

export type PodState = 'notExempt' | 'requested' | 'pending' | 'approved' | 'denied' | 'expired' | 'abandoned' | 'abandonedExpired';

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
  kind: NotificationKind;
}

export interface PodContext extends Clocked {
  identity: IdentityKind;
  orgHasChatOps: boolean;
  requesterIsApprover: boolean;
  regionId: string;
  serviceDisabled: boolean;
  ttlMs: number;
  escalationWindowMs: number;
  denialSnoozeMs: number;
  /** When the current expiry timer started (creation, then reset when approvers are notified). */
  timerStartedAt: number | null;
  escalated: boolean;
  exempt: boolean;
  approvedAt: number | null;
  /** null: forever. */
  approvalDurationMs: number | null;
  notifications: PodNotification[];
}

/** The scenario switches of a request; the first value of each is the default. */
export const POD_SCENARIO = {
  identity: { key: 'identity', values: ['human', 'humanNoEmail', 'machine'] },
  chatOps: { key: 'chatOps', values: ['yes', 'no'] },
  requesterIsApprover: { key: 'requesterIsApprover', values: ['no', 'yes'] },
  region: { key: 'region', values: ['supported', ...POD_UNSUPPORTED_REGIONS.map((r) => r.regionId)] },
  service: { key: 'service', values: ['protected', 'disabled'] },
} satisfies Record<string, ScenarioParam>;

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
    ttlMs: DEFAULT_SETTINGS.ttlMs,
    escalationWindowMs: DEFAULT_SETTINGS.escalationWindowMs,
    denialSnoozeMs: DEFAULT_SETTINGS.requestDenialSnoozeMs,
    timerStartedAt: null,
    escalated: false,
    exempt: false,
    approvedAt: null,
    approvalDurationMs: null,
    notifications: [],
  };
}

/** Why the justification step is skipped for this requester, or null when they give one first. */
export function justificationSkipReason(ctx: PodContext): string | null {
  if (ctx.identity === 'machine') return 'machine identities skip the justification step';
  if (ctx.identity === 'humanNoEmail') return 'identities without an e-mail address skip the justification step';
  if (!ctx.orgHasChatOps) return 'organizations without ChatOps skip the justification step';
  if (ctx.requesterIsApprover) return 'a requester who is also an approver sees only the approval request';
  return null;
}

export function needsJustification(ctx: PodContext): boolean {
  return justificationSkipReason(ctx) === null;
}

export function hasText(message: unknown): message is string {
  return typeof message === 'string' && message.trim().length > 0;
}

type PodGuard = Guard<PodContext, PodEvent>;

/** A disabled service raises no request. */
export const serviceDisabledGuard: PodGuard = guard(
  'service-disabled',
  (ctx) => ctx.serviceDisabled,
  'A disabled service creates no request: the user gets the cloud console error and, if reachable, a ChatOps message.',
);

/** No request in the regions where Permissions on Demand does not trigger. */
export const unsupportedRegionGuard: PodGuard = guard(
  'unsupported-region',
  (ctx) => !isPodSupportedRegion(ctx.regionId),
  (ctx) => `Permissions on Demand does not trigger in ${ctx.regionId}: exempt the identity (all regions) or retry from a supported region.`,
);

export const noRequestGuards: readonly PodGuard[] = [serviceDisabledGuard, unsupportedRegionGuard];

/** Only a requester who gets the justification step can give or decline one. */
export const justificationStepGuard: PodGuard = guard(
  'no-justification-step',
  (ctx) => !needsJustification(ctx),
  (ctx) => `There is no justification step here: ${justificationSkipReason(ctx)}.`,
);

export const justificationTextGuard: PodGuard = guard(
  'justification-needs-text',
  (_ctx, ev) => !hasText(ev.message),
  'The justification is mandatory: write why the access is needed.',
);

/** Approve and deny both need a message with the justification. */
export const decisionMessageGuard: PodGuard = guard(
  'decision-needs-message',
  (_ctx, ev) => !hasText(ev.message),
  (_ctx, ev) => `${ev.type === 'deny' ? 'Denying' : 'Approving'} needs a message with the justification.`,
);

export function notify(ctx: PodContext, kind: NotificationKind): PodNotification[] {
  return [...ctx.notifications, { at: ctx.now, kind }];
}

/** A new request, or an expired one resubmitted: Requested, with its 24-hour timer started. */
export function startRequest(ctx: PodContext, resubmitted: boolean): { context: PodContext; notes: string[] } {
  const base: PodContext = { ...ctx, timerStartedAt: ctx.now, escalated: false, exempt: false, approvedAt: null, approvalDurationMs: null };
  const ttl = formatDuration(ctx.ttlMs);
  const opening = resubmitted ? `The expired request is resubmitted; its ${ttl} timer starts again.` : `Request generated; its ${ttl} timer starts.`;
  if (needsJustification(ctx)) {
    return {
      context: { ...base, notifications: notify(base, 'justificationRequest') },
      notes: [opening, 'The requester is asked for a justification in ChatOps first.'],
    };
  }
  return { context: base, notes: [opening, `No justification step: ${justificationSkipReason(ctx)}.`] };
}

/** True when the same kind of notification went out less than 15 minutes ago: it is not sent again. */
function sentWithinWindow(ctx: PodContext, kind: NotificationKind): boolean {
  const last = [...ctx.notifications].reverse().find((n) => n.kind === kind);
  return last !== undefined && ctx.now - last.at < DUPLICATE_WINDOW_MS;
}

const NOT_AGAIN = `A duplicate request within ${formatDuration(DUPLICATE_WINDOW_MS)} is not sent again.`;

/** The approvers are notified (unless they had the same request within 15 minutes); the expiry timer starts again. */
export function notifyApprovers(ctx: PodContext): { context: PodContext; notes: string[] } {
  if (sentWithinWindow(ctx, 'approvalRequest')) {
    return { context: { ...ctx, timerStartedAt: ctx.now }, notes: [NOT_AGAIN, 'The expiry timer is reset.'] };
  }
  return {
    context: { ...ctx, timerStartedAt: ctx.now, notifications: notify(ctx, 'approvalRequest') },
    notes: ['Approvers are notified; the expiry timer is reset.'],
  };
}

/** A repeated attempt while the request is open: a duplicate within 15 minutes of the last send is not sent again. */
export function repeatAttempt(ctx: PodContext, kind: NotificationKind): { context: PodContext; notes: string[] } {
  // A requester who skips the justification step is never asked for one; the approvers are being notified.
  if (kind === 'justificationRequest' && !needsJustification(ctx)) {
    return { context: ctx, notes: [`No justification step: ${justificationSkipReason(ctx)}.`] };
  }
  // What happens to a repeat after the window is not given: the request simply stays open.
  return { context: ctx, notes: sentWithinWindow(ctx, kind) ? [NOT_AGAIN] : [] };
}

export function describeDuration(ms: number | null): string {
  return ms === null ? 'forever (the default)' : formatDuration(ms);
}

/** The identity becomes exempt, forever unless the approver set a duration. */
export function approveRequest(ctx: PodContext, ev: PodEvent): { context: PodContext; notes: string[] } {
  const duration = typeof ev.durationMs === 'number' && Number.isFinite(ev.durationMs) && ev.durationMs > 0 ? ev.durationMs : null;
  return {
    context: { ...ctx, exempt: true, approvedAt: ctx.now, approvalDurationMs: duration },
    notes: [
      `The user becomes exempt for ${describeDuration(duration)}.`,
      ...(duration === null ? [] : [`Access is revoked within ${formatDuration(TIMED_REVOCATION_MAX_MS)} after the approval ends.`]),
    ],
  };
}
