import {
  newThirdPartyState,
  start,
  thirdPartyMachine as m,
  transition,
} from '@/lib/domain';

describe('third-party access', () => {
  it('has the six states', () => {
    expect(Object.values(m.states).map((s) => s.label).sort()).toEqual(
      ['Blocked', 'Blocked (Pending)', 'Granted', 'Granted (Pending)', 'Partially Blocked', 'Partially Blocked (Pending)'].sort(),
    );
    expect(Object.keys(m.states)).toHaveLength(6);
  });

  it('is Granted when no control applies', () => {
    expect(start(m, {}).state).toBe('granted');
  });

  it('blocking needs Resource Control Policies enabled', () => {
    const s = start(m, { rcp: 'disabled' });
    const r = transition(m, s.state, { type: 'block', confirmed: true }, s.context);
    expect(!r.ok && r.reason).toBe('rcp-disabled');
  });

  it('block and grant ask for confirmation and need a redeploy', () => {
    const s = start(m, {});
    const c = transition(m, s.state, { type: 'block', confirmed: false }, s.context);
    expect(!c.ok && c.reason).toBe('needs-confirmation');
    const b = transition(m, s.state, { type: 'block', confirmed: true }, s.context);
    expect(b.ok && b.state).toBe('blockedPending');
    if (!b.ok) return;
    const d = transition(m, b.state, { type: 'deploy' }, b.context);
    expect(d.ok && d.state).toBe('blocked');
    if (!d.ok) return;
    const g = transition(m, d.state, { type: 'grant', confirmed: true }, d.context);
    expect(g.ok && g.state).toBe('grantedPending');
  });

  it('a locked row cannot be blocked, in full or in part', () => {
    const s = start(m, { party: 'locked' });
    for (const type of ['block', 'blockSome'] as const) {
      const r = transition(m, s.state, { type, confirmed: true }, s.context);
      expect(!r.ok && r.reason).toBe('locked');
    }
  });

  it('Grant All New gives new third parties access; Block All New leaves them PoD only', () => {
    expect(newThirdPartyState('grantAllNew').state).toBe('granted');
    expect(newThirdPartyState('blockAllNew')).toEqual({ state: 'blocked', explanation: expect.stringMatching(/PoD/) });
    expect(start(m, { party: 'newGrant' }).state).toBe('granted');
    expect(start(m, { party: 'newBlock' }).state).toBe('blocked');
  });
});
