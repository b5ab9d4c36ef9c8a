// An API token: GenerateBulwarkUserToken creates it with an expiry 2 hours to 30 days ahead, given in seconds; its
// value is shown only at creation; it expires and is deleted automatically, or DeleteBulwarkUserToken deletes it.
import { SECOND_MS } from './constants';
import { guard, type Clocked, type Machine } from './machine';
import { formatDuration } from './runner';
import { validateTokenExpiry } from './validators';

export type ApiTokenState = 'none' | 'active' | 'expired' | 'deleted';
export type ApiTokenEventType = 'generate' | 'expire' | 'delete';

export interface ApiTokenEvent {
  type: ApiTokenEventType;
  /** generate: expiresIn, in seconds. */
  expiresIn?: number;
}

export interface ApiTokenContext extends Clocked {
  expireAt: number | null;
}

const expiryInRange = guard<ApiTokenContext, ApiTokenEvent>(
  'expiry-range',
  (_ctx, ev) => !validateTokenExpiry(ev.expiresIn).ok,
  (_ctx, ev) => {
    const check = validateTokenExpiry(ev.expiresIn);
    return check.ok ? '' : check.message;
  },
);

const generated = (ctx: ApiTokenContext, ev: ApiTokenEvent) => {
  const seconds = Number(ev.expiresIn);
  return {
    context: { ...ctx, expireAt: ctx.now + seconds * SECOND_MS },
    notes: [`Token generated; it expires in ${formatDuration(seconds * SECOND_MS)}.`, 'Its value is shown only now, at creation: store it.'],
  };
};

export const apiTokenMachine: Machine<ApiTokenState, ApiTokenEventType, ApiTokenContext, ApiTokenEvent> = {
  id: 'apiToken',
  title: 'API token',
  subject: 'the token',
  description: 'A token for the GraphQL API, from GenerateBulwarkUserToken to its expiry or deletion.',
  initial: 'none',
  states: {
    none: { label: 'No token', description: 'No token is generated yet.' },
    active: { label: 'Active', description: 'The token works until it expires. Its value was shown only at creation.' },
    expired: { label: 'Expired and deleted', description: 'The token expired and was deleted automatically.' },
    deleted: { label: 'Deleted', description: 'DeleteBulwarkUserToken deleted the token.' },
  },
  events: {
    generate: { label: 'Generate', description: 'GenerateBulwarkUserToken creates a token with expiresIn 7200 (2 hours) to 2592000 (30 days) seconds.' },
    expire: { label: 'Expires', description: 'At expireAt the token expires and is deleted automatically.', timer: true },
    delete: { label: 'Delete', description: 'DeleteBulwarkUserToken deletes the token by its srn.' },
  },
  transitions: [
    { from: ['none', 'expired', 'deleted'], event: 'generate', to: 'active', guards: [expiryInRange], apply: generated },
    { from: ['active'], event: 'expire', to: 'expired', due: (ctx) => ctx.expireAt, apply: (ctx) => ({ context: { ...ctx, expireAt: null } }) },
    { from: ['active'], event: 'delete', to: 'deleted', apply: (ctx) => ({ context: { ...ctx, expireAt: null } }) },
  ],
  createContext: (_params, now = 0) => ({ now, expireAt: null }),
};
