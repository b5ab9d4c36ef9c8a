// The spec's words behind the API token machine (apiToken.ts). Read by the sources check and the tests only.
import type { Sources } from './sourcesType';

const EXPIRY = 'API token expiry: 2 hours to 30 days ahead, given in seconds';
const DELETE = 'returns name, expireAt, token) - Delete{product}UserToken (srn)';
const AUTO = 'Tokens expire and are deleted automatically';

export const apiTokenSources: Sources = {
  apiToken: ['API token: name, srn, resourceId, createdDate, expireAt, token', AUTO],
  'apiToken.state.none': 'Generate{product}UserToken (expiresIn, name; returns name, expireAt, token)',
  'apiToken.state.active': ['Token value is shown only at creation', 'API token: name, srn, resourceId, createdDate, expireAt, token'],
  'apiToken.state.expired': AUTO,
  'apiToken.state.deleted': DELETE,
  'apiToken.event.generate': [
    'Generate{product}UserToken (expiresIn, name; returns name, expireAt, token)',
    'Token lifetime 2 hours to 30 days (example 7200 seconds)',
  ],
  'apiToken.event.expire': AUTO,
  'apiToken.event.delete': DELETE,
  'apiToken.generate:none,expired,deleted>active': [
    'Generate{product}UserToken (expiresIn, name; returns name, expireAt, token)',
    'Token value is shown only at creation',
  ],
  'apiToken.guard.expiry-range': EXPIRY,
  'apiToken.expire:active>expired': AUTO,
  'apiToken.delete:active>deleted': DELETE,
};
