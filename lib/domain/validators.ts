// Input rules of the firewall that are not part of a machine: API token expiry, webhooks, the Slack registration
// e-mail and identity mapping fields. Each returns a value with messages for people; none throws on bad input.
// Every message is a rule of VALIDATION_RULES, with its quote in reference.sources.ts.
import { IDENTITY_MAPPING_OFF, TOKEN_MAX_EXPIRY_SECONDS, TOKEN_MIN_EXPIRY_SECONDS } from './constants';
import { SECOND_MS } from './time';
import { formatDuration } from './runner';

export interface FieldProblem {
  field: string;
  message: string;
}

export interface CheckResult {
  ok: boolean;
  problems: FieldProblem[];
}

export const VALIDATION_RULES = {
  'token-seconds': 'expiresIn is a whole number of seconds, for example 7200 for 2 hours.',
  'token-min': `A token lives at least ${TOKEN_MIN_EXPIRY_SECONDS} seconds (2 hours).`,
  'token-max': `A token lives at most ${TOKEN_MAX_EXPIRY_SECONDS} seconds (30 days).`,
  'webhook-post': 'Only POST is supported as the webhook method.',
  'webhook-https': 'The url must use HTTPS.',
  'webhook-auth': 'authed is true, so auth is required: basicAuth with username and password, or bearerToken with token.',
  'webhook-wildcard': 'A filter may contain one wildcard.',
  'slack-email': 'Your Slack e-mail differs from the e-mail you log in to Bulwark with: the install and receiving Permissions on Demand requests fail.',
  'mapping-field': 'The field must be an existing, unused identity store user field.',
} as const;

function result(problems: FieldProblem[]): CheckResult {
  return { ok: problems.length === 0, problems };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: unknown): value is string {
  return typeof value === 'string' && EMAIL.test(value.trim());
}

export type TokenExpiryResult = { ok: true; seconds: number } | { ok: false; message: string };

/** expiresIn is a whole number of seconds, 7200 (2 hours) to 2592000 (30 days). */
export function validateTokenExpiry(input: unknown): TokenExpiryResult {
  const seconds = typeof input === 'number' ? input : typeof input === 'string' && input.trim() !== '' ? Number(input) : NaN;
  if (!Number.isInteger(seconds)) return { ok: false, message: VALIDATION_RULES['token-seconds'] };
  const said = `${seconds} seconds is ${formatDuration(Math.max(0, seconds) * SECOND_MS)}.`;
  if (seconds < TOKEN_MIN_EXPIRY_SECONDS) return { ok: false, message: `${VALIDATION_RULES['token-min']} ${said}` };
  if (seconds > TOKEN_MAX_EXPIRY_SECONDS) return { ok: false, message: `${VALIDATION_RULES['token-max']} ${said}` };
  return { ok: true, seconds };
}

export interface WebhookInput {
  url?: unknown;
  method?: unknown;
  authed?: unknown;
  auth?: { basicAuth?: { username?: unknown; password?: unknown } | null; bearerToken?: { token?: unknown } | null } | null;
  filters?: unknown;
}

function nonEmpty(v: unknown): boolean {
  return typeof v === 'string' && v.trim() !== '';
}

function isHttps(url: unknown): boolean {
  if (typeof url !== 'string') return false;
  try {
    return new URL(url.trim()).protocol === 'https:';
  } catch {
    return false;
  }
}

/** POST only; an HTTPS url; authed needs basic or bearer auth; each filter holds at most one wildcard. */
export function validateWebhook(input: WebhookInput): CheckResult {
  const problems: FieldProblem[] = [];
  if (input.method !== 'POST') problems.push({ field: 'method', message: VALIDATION_RULES['webhook-post'] });
  if (!isHttps(input.url)) problems.push({ field: 'url', message: VALIDATION_RULES['webhook-https'] });
  if (input.authed === true) {
    const basic = input.auth?.basicAuth;
    const bearer = input.auth?.bearerToken;
    if (!(basic && nonEmpty(basic.username) && nonEmpty(basic.password)) && !(bearer && nonEmpty(bearer.token))) {
      problems.push({ field: 'auth', message: VALIDATION_RULES['webhook-auth'] });
    }
  }
  if (Array.isArray(input.filters)) {
    input.filters.forEach((f, i) => {
      if (typeof f === 'string' && (f.match(/\*/g) ?? []).length > 1) {
        problems.push({ field: `filters[${i}]`, message: `Filter ${i + 1}: ${VALIDATION_RULES['webhook-wildcard']}` });
      }
    });
  }
  return result(problems);
}

/** The Slack e-mail must be the one used to log in to the firewall, or the install and PoD receipt fail. */
export function validateSlackEmail(slackEmail: string, loginEmail: string): CheckResult {
  const same = slackEmail.trim().toLowerCase() === loginEmail.trim().toLowerCase();
  return result(same ? [] : [{ field: 'slackEmail', message: VALIDATION_RULES['slack-email'] }]);
}

/** pond_upn_replace_key: '0' turns identity mapping off; any other value names the user field it maps from. */
export function identityMappingState(value: string): { on: false } | { on: true; field: string } {
  const v = value.trim();
  return v === IDENTITY_MAPPING_OFF || v === '' ? { on: false } : { on: true, field: v };
}

/** A new identity mapping field must be an existing, unused identity store user field. */
export function validateIdentityMappingKey(value: string, store: { existingFields: readonly string[]; usedFields: readonly string[] }): CheckResult {
  const state = identityMappingState(value);
  if (!state.on || (store.existingFields.includes(state.field) && !store.usedFields.includes(state.field))) return result([]);
  return result([{ field: 'value', message: `${state.field}: ${VALIDATION_RULES['mapping-field']}` }]);
}
