// Input rules of spec section 5 that are not part of a machine: API token expiry, webhooks, Slack registration and
// subscriptions, approver assignment, SSO e-mail matching and the identity mapping key. Each returns a value with
// messages for people; none throws on bad input.
import { IDENTITY_MAPPING_OFF, TOKEN_MAX_EXPIRY_SECONDS, TOKEN_MIN_EXPIRY_SECONDS } from './constants';
import { formatDuration } from './machine';
import { can, type RoleId } from './roles';
import { parseScope } from './scope';

export interface FieldProblem {
  field: string;
  message: string;
}

export interface CheckResult {
  ok: boolean;
  problems: FieldProblem[];
  warnings: string[];
}

function result(problems: FieldProblem[], warnings: string[] = []): CheckResult {
  return { ok: problems.length === 0, problems, warnings };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: unknown): value is string {
  return typeof value === 'string' && EMAIL.test(value.trim());
}

function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

// ---------------------------------------------------------------------------------------------------------------
// API tokens (GenerateBulwarkUserToken expiresIn)

export type TokenExpiryResult =
  | { ok: true; seconds: number; duration: string; expireAt: number | null }
  | { ok: false; message: string };

/** expiresIn is a whole number of seconds, 7200 (2 hours) to 2592000 (30 days). */
export function validateTokenExpiry(input: unknown, now?: number): TokenExpiryResult {
  let seconds: number;
  if (typeof input === 'number') seconds = input;
  else if (typeof input === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(input)) seconds = Number(input);
  else {
    return { ok: false, message: 'expiresIn is a number of seconds, for example 7200 for 2 hours.' };
  }
  if (!Number.isFinite(seconds) || !Number.isInteger(seconds)) {
    return { ok: false, message: 'expiresIn must be a whole number of seconds.' };
  }
  if (seconds < TOKEN_MIN_EXPIRY_SECONDS) {
    return {
      ok: false,
      message: `Too short: a token lives at least ${TOKEN_MIN_EXPIRY_SECONDS} seconds (2 hours); ${seconds} seconds is ${formatDuration(
        Math.max(0, seconds) * 1000,
      )}.`,
    };
  }
  if (seconds > TOKEN_MAX_EXPIRY_SECONDS) {
    return {
      ok: false,
      message: `Too long: a token lives at most ${TOKEN_MAX_EXPIRY_SECONDS} seconds (30 days); ${seconds} seconds is ${formatDuration(
        seconds * 1000,
      )}.`,
    };
  }
  return {
    ok: true,
    seconds,
    duration: formatDuration(seconds * 1000),
    expireAt: typeof now === 'number' && Number.isFinite(now) ? now + seconds * 1000 : null,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Webhooks (BulwarkWebhookCreate input)

export interface WebhookInput {
  url?: unknown;
  method?: unknown;
  authed?: unknown;
  auth?: {
    basicAuth?: { username?: unknown; password?: unknown } | null;
    bearerToken?: { token?: unknown } | null;
  } | null;
  filters?: unknown;
}

function nonEmpty(v: unknown): boolean {
  return typeof v === 'string' && v.trim() !== '';
}

/** POST only; an HTTPS url; authed needs basic or bearer auth; each filter holds at most one wildcard. */
export function validateWebhook(input: WebhookInput): CheckResult {
  const problems: FieldProblem[] = [];
  const warnings: string[] = [];
  if (input.method !== 'POST') {
    problems.push({ field: 'method', message: 'Only POST is supported as the webhook method.' });
  }
  if (typeof input.url !== 'string' || input.url.trim() === '') {
    problems.push({ field: 'url', message: 'Enter the url that receives the webhook.' });
  } else {
    let parsed: URL | null = null;
    try {
      parsed = new URL(input.url.trim());
    } catch {
      parsed = null;
    }
    if (!parsed) problems.push({ field: 'url', message: 'The url is not a valid address.' });
    else if (parsed.protocol !== 'https:') problems.push({ field: 'url', message: 'The url must use HTTPS.' });
  }
  if (typeof input.authed !== 'boolean') {
    problems.push({ field: 'authed', message: 'authed is true or false.' });
  } else if (input.authed) {
    const basic = input.auth?.basicAuth;
    const bearer = input.auth?.bearerToken;
    const basicOk = !!basic && nonEmpty(basic.username) && nonEmpty(basic.password);
    const bearerOk = !!bearer && nonEmpty(bearer.token);
    if (!basicOk && !bearerOk) {
      problems.push({
        field: 'auth',
        message: 'authed is true, so auth is required: basicAuth with username and password, or bearerToken with token.',
      });
    }
    if (basicOk && bearerOk) warnings.push('Both basicAuth and bearerToken are given: auth takes one or the other.');
  }
  if (input.filters !== undefined && input.filters !== null) {
    if (!Array.isArray(input.filters)) {
      problems.push({ field: 'filters', message: 'filters is a list of event names.' });
    } else {
      input.filters.forEach((f, i) => {
        if (typeof f !== 'string' || f.trim() === '') {
          problems.push({ field: `filters[${i}]`, message: `Filter ${i + 1} is empty.` });
        } else if ((f.match(/\*/g) ?? []).length > 1) {
          problems.push({ field: `filters[${i}]`, message: `Filter ${i + 1} has more than one wildcard; one is allowed.` });
        }
      });
    }
  }
  return result(problems, warnings);
}

// ---------------------------------------------------------------------------------------------------------------
// Slack

/** The Slack e-mail must be the one used to log in to the firewall, or install and PoD receipt fail. */
export function validateSlackEmail(slackEmail: string, loginEmail: string): CheckResult {
  if (!isEmail(slackEmail)) return result([{ field: 'slackEmail', message: 'Enter the e-mail address of the Slack user.' }]);
  return sameEmail(slackEmail, loginEmail)
    ? result([])
    : result([
        {
          field: 'slackEmail',
          message:
            'The Slack e-mail differs from the one used to log in to the firewall: install and PoD request receipt will fail.',
        },
      ]);
}

export interface SlackSubscribeInput {
  command: 'subscribe' | 'unsubscribe';
  /** The scope argument; omitted or empty when none is given. */
  scope?: string;
  /** Scopes where the user is an approver. */
  approverScopes: readonly string[];
  /** Scopes that exist, with their friendly names. */
  knownScopes: readonly { scope: string; friendlyName: string }[];
  /** Scopes the channel is subscribed to. */
  subscriptions: readonly string[];
  channel: { isPrivate: boolean; appAdded: boolean };
}

export type SlackSubscribeResult =
  | { ok: true; subscribe?: string[]; unsubscribe?: string[]; message: string }
  | { ok: false; level: 'warning' | 'error'; message: string; approverScopes?: string[] };

function listScopes(scopes: readonly string[]): string {
  return scopes.length ? scopes.join(', ') : 'none';
}

/**
 * /bulwark subscribe [scope] and /bulwark unsubscribe [scope]. The exact wording of the Slack errors is not in the
 * docs; these messages say what went wrong in our words.
 */
export function checkSlackSubscription(input: SlackSubscribeInput): SlackSubscribeResult {
  if (input.channel.isPrivate && !input.channel.appAdded) {
    return { ok: false, level: 'error', message: 'This is a private channel: add the app to it first.' };
  }
  const scope = input.scope?.trim() ?? '';
  if (input.command === 'unsubscribe' && scope === '') {
    const removed = input.subscriptions.filter((s) => input.approverScopes.includes(s));
    return {
      ok: true,
      unsubscribe: removed,
      message: `Unsubscribed from every scope where you are an approver: ${listScopes(removed)}.`,
    };
  }
  if (scope === '') {
    return {
      ok: false,
      level: 'warning',
      message: `Give a scope. You are an approver at: ${listScopes(input.approverScopes)}.`,
      approverScopes: [...input.approverScopes],
    };
  }
  const byName = input.knownScopes.find((k) => k.friendlyName === scope && k.scope !== scope);
  if (byName) {
    return {
      ok: false,
      level: 'error',
      message: `Use the cloud scope identifier, not the friendly name: ${byName.scope}.`,
    };
  }
  if (!parseScope(scope).ok || !input.knownScopes.some((k) => k.scope === scope)) {
    return { ok: false, level: 'error', message: `The scope ${scope} does not exist.` };
  }
  if (!input.approverScopes.includes(scope)) {
    return {
      ok: false,
      level: 'warning',
      message: `Only approvers at a scope can ${input.command} to it. You are an approver at: ${listScopes(input.approverScopes)}.`,
      approverScopes: [...input.approverScopes],
    };
  }
  if (input.command === 'unsubscribe') {
    if (!input.subscriptions.includes(scope)) {
      return { ok: false, level: 'error', message: `This channel has no subscription for ${scope}.` };
    }
    return { ok: true, unsubscribe: [scope], message: `Unsubscribed from ${scope}.` };
  }
  return { ok: true, subscribe: [scope], message: `Subscribed to ${scope}.` };
}

// ---------------------------------------------------------------------------------------------------------------
// Approvers, SSO, identity mapping

/** Assign Approvers: only an Administrator may assign or remove approvers. */
export function validateApproverAssignment(input: {
  actorRoles: readonly RoleId[];
  scope: string;
  emails: readonly string[];
}): CheckResult {
  const problems: FieldProblem[] = [];
  if (!can(input.actorRoles, 'assignApprovers')) {
    problems.push({ field: 'actor', message: 'Assigning approvers needs the Administrator role.' });
  }
  const scope = parseScope(input.scope);
  if (!scope.ok) problems.push({ field: 'scope', message: scope.message });
  input.emails.forEach((email, i) => {
    if (!isEmail(email)) problems.push({ field: `emails[${i}]`, message: `"${email}" is not an e-mail address.` });
  });
  return result(problems);
}

/** SSO login: the identity provider sends a valid e-mail that matches the invited one. */
export function validateSsoEmail(ssoEmail: unknown, invitedEmail: string): CheckResult {
  if (!isEmail(ssoEmail)) {
    return result([{ field: 'email', message: 'SSO needs a valid e-mail field from the identity provider.' }]);
  }
  return sameEmail(ssoEmail, invitedEmail)
    ? result([])
    : result([{ field: 'email', message: 'The SSO e-mail must match the e-mail address the user was invited with.' }]);
}

/** pond_upn_replace_key: '0' turns identity mapping off; any other value names the user field it maps from. */
export function identityMappingState(value: string): { on: false } | { on: true; field: string } {
  const v = value.trim();
  return v === IDENTITY_MAPPING_OFF || v === '' ? { on: false } : { on: true, field: v };
}

/** A new identity mapping field must exist in the identity store and not be used by another mapping. */
export function validateIdentityMappingKey(
  value: string,
  store: { existingFields: readonly string[]; usedFields: readonly string[] },
): CheckResult {
  const state = identityMappingState(value);
  if (!state.on) return result([]);
  if (!store.existingFields.includes(state.field)) {
    return result([{ field: 'value', message: `${state.field} is not a field of the identity store users.` }]);
  }
  if (store.usedFields.includes(state.field)) {
    return result([{ field: 'value', message: `${state.field} is already used; choose an unused field.` }]);
  }
  return result([], ['Identity mapping changes are picked up within 24 hours.']);
}
