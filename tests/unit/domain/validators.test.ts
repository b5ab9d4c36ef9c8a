// Input rules outside the machines: API token expiry, webhooks, the Slack registration e-mail, identity mapping fields.
import fc from 'fast-check';
import {
  identityMappingState,
  validateIdentityMappingKey,
  validateSlackEmail,
  validateTokenExpiry,
  validateWebhook,
  VALIDATION_RULES,
  type WebhookInput,
} from '@/lib/domain';

describe('API token expiry', () => {
  it('accepts 7200 to 2592000 whole seconds, as a number or its text', () => {
    expect(validateTokenExpiry(7200)).toEqual({ ok: true, seconds: 7200 });
    expect(validateTokenExpiry('2592000')).toEqual({ ok: true, seconds: 2592000 });
  });

  it('refuses values outside the range, fractions and text, with the rule and what the value means', () => {
    expect(validateTokenExpiry(7199)).toEqual({ ok: false, message: `${VALIDATION_RULES['token-min']} 7199 seconds is 1 h 59 min.` });
    expect(validateTokenExpiry(2592001)).toEqual({ ok: false, message: `${VALIDATION_RULES['token-max']} 2592001 seconds is 30 d.` });
    for (const junk of [7200.5, '2h', undefined, Number.NaN, '', null]) {
      expect(validateTokenExpiry(junk)).toEqual({ ok: false, message: VALIDATION_RULES['token-seconds'] });
    }
  });

  it('property: accepted exactly for whole seconds in range', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e7, max: 1e7 }), (n) => {
        expect(validateTokenExpiry(n).ok).toBe(n >= 7200 && n <= 2592000);
        expect(validateTokenExpiry(String(n)).ok).toBe(n >= 7200 && n <= 2592000);
      }),
    );
  });
});

describe('webhooks', () => {
  const good: WebhookInput = { url: 'https://hooks.example.com/in', method: 'POST', authed: false, filters: ['jit.*', 'pond.*'] };

  it('accepts a POST to an HTTPS url', () => {
    expect(validateWebhook(good)).toEqual({ ok: true, problems: [] });
  });

  it('refuses other methods and anything but HTTPS', () => {
    expect(validateWebhook({ ...good, method: 'GET' }).problems).toEqual([{ field: 'method', message: VALIDATION_RULES['webhook-post'] }]);
    for (const url of ['http://hooks.example.com', 'not a url', 42]) {
      expect(validateWebhook({ ...good, url }).problems).toEqual([{ field: 'url', message: VALIDATION_RULES['webhook-https'] }]);
    }
  });

  it('needs auth when authed is true: basic (username and password) or a bearer token', () => {
    expect(validateWebhook({ ...good, authed: true }).problems).toEqual([{ field: 'auth', message: VALIDATION_RULES['webhook-auth'] }]);
    expect(validateWebhook({ ...good, authed: true, auth: { basicAuth: { username: 'u', password: '' } } }).ok).toBe(false);
    expect(validateWebhook({ ...good, authed: true, auth: { basicAuth: { username: 'u', password: 'p' } } }).ok).toBe(true);
    expect(validateWebhook({ ...good, authed: true, auth: { bearerToken: { token: 't' } } }).ok).toBe(true);
  });

  it('allows one wildcard per filter', () => {
    expect(validateWebhook({ ...good, filters: ['jit.*', '*.*'] }).problems).toEqual([
      { field: 'filters[1]', message: `Filter 2: ${VALIDATION_RULES['webhook-wildcard']}` },
    ]);
  });

  it('never throws on junk', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), fc.anything(), (url, method, authed, filters) => {
        expect(typeof validateWebhook({ url, method, authed, filters }).ok).toBe('boolean');
      }),
    );
  });
});

describe('Slack registration e-mail', () => {
  it('must match the firewall login e-mail, case and spaces aside', () => {
    expect(validateSlackEmail(' Ann@Example.com', 'ann@example.com').ok).toBe(true);
    expect(validateSlackEmail('ann@other.com', 'ann@example.com').problems).toEqual([{ field: 'slackEmail', message: VALIDATION_RULES['slack-email'] }]);
  });
});

describe('identity mapping field', () => {
  const store = { existingFields: ['employeeNumber', 'costCenter'], usedFields: ['costCenter'] };

  it("is off for '0', on when the key names a field", () => {
    expect(identityMappingState('0')).toEqual({ on: false });
    expect(identityMappingState(' employeeNumber ')).toEqual({ on: true, field: 'employeeNumber' });
  });

  it('must be an existing, unused identity store user field', () => {
    expect(validateIdentityMappingKey('employeeNumber', store).ok).toBe(true);
    expect(validateIdentityMappingKey('0', store).ok).toBe(true);
    for (const field of ['costCenter', 'shoeSize']) {
      expect(validateIdentityMappingKey(field, store).problems).toEqual([{ field: 'value', message: `${field}: ${VALIDATION_RULES['mapping-field']}` }]);
    }
  });
});
