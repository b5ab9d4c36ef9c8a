import fc from 'fast-check';
import {
  checkSlackSubscription,
  validateApproverAssignment,
  validateSlackEmail,
  validateSsoEmail,
  validateTokenExpiry,
  validateWebhook,
  type SlackSubscribeInput,
} from '@/lib/domain';

describe('API token expiry', () => {
  it('accepts 7200 to 2592000 seconds', () => {
    expect(validateTokenExpiry(7200)).toMatchObject({ ok: true, seconds: 7200, duration: '2 h' });
    expect(validateTokenExpiry('2592000')).toMatchObject({ ok: true, duration: '30 d' });
    expect(validateTokenExpiry(7200, 1_000)).toMatchObject({ expireAt: 1_000 + 7_200_000 });
  });

  it('refuses values outside the range, fractions and text, with a reason', () => {
    expect(validateTokenExpiry(7199)).toMatchObject({ ok: false, message: expect.stringMatching(/at least 7200/) });
    expect(validateTokenExpiry(2592001)).toMatchObject({ ok: false, message: expect.stringMatching(/at most 2592000/) });
    expect(validateTokenExpiry(7200.5).ok).toBe(false);
    expect(validateTokenExpiry('2h').ok).toBe(false);
    expect(validateTokenExpiry(undefined).ok).toBe(false);
    expect(validateTokenExpiry(Number.NaN).ok).toBe(false);
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
  const good = { url: 'https://hooks.example.com/in', method: 'POST', authed: false, filters: ['jit.*', 'pond.*'] };

  it('accepts a POST to an HTTPS url', () => {
    expect(validateWebhook(good)).toEqual({ ok: true, problems: [], warnings: [] });
  });

  it('refuses other methods and plain http', () => {
    expect(validateWebhook({ ...good, method: 'GET' }).problems[0].field).toBe('method');
    expect(validateWebhook({ ...good, url: 'http://hooks.example.com' }).problems[0].message).toMatch(/HTTPS/);
    expect(validateWebhook({ ...good, url: 'not a url' }).problems[0].field).toBe('url');
  });

  it('needs auth when authed is true: basic (username and password) or bearer token', () => {
    expect(validateWebhook({ ...good, authed: true }).problems[0].field).toBe('auth');
    expect(validateWebhook({ ...good, authed: true, auth: { basicAuth: { username: 'u', password: '' } } }).ok).toBe(false);
    expect(validateWebhook({ ...good, authed: true, auth: { basicAuth: { username: 'u', password: 'p' } } }).ok).toBe(true);
    expect(validateWebhook({ ...good, authed: true, auth: { bearerToken: { token: 't' } } }).ok).toBe(true);
  });

  it('allows one wildcard per filter', () => {
    const r = validateWebhook({ ...good, filters: ['jit.*', '*.*'] });
    expect(r.problems).toEqual([{ field: 'filters[1]', message: expect.stringMatching(/one is allowed/) }]);
  });

  it('never throws on junk', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), fc.anything(), (url, method, authed, filters) => {
        const r = validateWebhook({ url, method, authed, filters } as never);
        expect(typeof r.ok).toBe('boolean');
      }),
    );
  });
});

describe('Slack', () => {
  it('the Slack e-mail must match the firewall login e-mail', () => {
    expect(validateSlackEmail('Ann@Example.com', 'ann@example.com').ok).toBe(true);
    expect(validateSlackEmail('ann@other.com', 'ann@example.com').problems[0].message).toMatch(/PoD/);
  });

  const base: SlackSubscribeInput = {
    command: 'subscribe',
    scope: 'aws/org/ou',
    approverScopes: ['aws/org/ou', 'aws/org/ou2'],
    knownScopes: [
      { scope: 'aws/org/ou', friendlyName: 'Production' },
      { scope: 'aws/org/ou2', friendlyName: 'Staging' },
      { scope: 'aws/org/ou3', friendlyName: 'Sandbox' },
    ],
    subscriptions: ['aws/org/ou2'],
    channel: { isPrivate: false, appAdded: false },
  };

  it('subscribes an approver at the scope', () => {
    expect(checkSlackSubscription(base)).toMatchObject({ ok: true, subscribe: ['aws/org/ou'] });
  });

  it('warns and lists approver scopes when the scope is missing or the user is not approver there', () => {
    expect(checkSlackSubscription({ ...base, scope: undefined })).toMatchObject({
      ok: false,
      level: 'warning',
      approverScopes: ['aws/org/ou', 'aws/org/ou2'],
    });
    expect(checkSlackSubscription({ ...base, scope: 'aws/org/ou3' })).toMatchObject({ ok: false, level: 'warning' });
  });

  it('wants the cloud scope identifier, not the friendly name', () => {
    const r = checkSlackSubscription({ ...base, scope: 'Production' });
    expect(r).toMatchObject({ ok: false, level: 'error', message: expect.stringMatching(/aws\/org\/ou/) });
  });

  it('refuses a scope that does not exist', () => {
    expect(checkSlackSubscription({ ...base, scope: 'aws/nope' })).toMatchObject({ ok: false, level: 'error' });
  });

  it('needs the app added to a private channel first', () => {
    const r = checkSlackSubscription({ ...base, channel: { isPrivate: true, appAdded: false } });
    expect(r).toMatchObject({ ok: false, message: expect.stringMatching(/add the app/) });
    expect(checkSlackSubscription({ ...base, channel: { isPrivate: true, appAdded: true } }).ok).toBe(true);
  });

  it('unsubscribe without a scope removes every scope where the user is approver', () => {
    const r = checkSlackSubscription({ ...base, command: 'unsubscribe', scope: '', subscriptions: ['aws/org/ou', 'aws/org/ou2', 'aws/org/ou3'] });
    expect(r).toMatchObject({ ok: true, unsubscribe: ['aws/org/ou', 'aws/org/ou2'] });
  });

  it('refuses to unsubscribe a subscription that does not exist', () => {
    expect(checkSlackSubscription({ ...base, command: 'unsubscribe' })).toMatchObject({ ok: false, level: 'error' });
    expect(checkSlackSubscription({ ...base, command: 'unsubscribe', scope: 'aws/org/ou2' })).toMatchObject({
      ok: true,
      unsubscribe: ['aws/org/ou2'],
    });
  });
});

describe('approvers, SSO and identity mapping', () => {
  it('assigning approvers needs the Administrator role', () => {
    const input = { scope: 'aws/org', emails: ['a@example.com'] };
    expect(validateApproverAssignment({ ...input, actorRoles: ['administrator'] }).ok).toBe(true);
    for (const role of ['approver', 'viewer'] as const) {
      expect(validateApproverAssignment({ ...input, actorRoles: [role] }).problems[0].message).toMatch(/Administrator/);
    }
    expect(validateApproverAssignment({ ...input, actorRoles: ['administrator'], emails: ['nope'] }).ok).toBe(false);
  });

  it('SSO needs a valid e-mail that matches the invitation', () => {
    expect(validateSsoEmail('a@example.com', 'A@example.com').ok).toBe(true);
    expect(validateSsoEmail('', 'a@example.com').ok).toBe(false);
    expect(validateSsoEmail('b@example.com', 'a@example.com').ok).toBe(false);
  });

});
