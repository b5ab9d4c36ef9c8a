// Third-party access: six states, Block Access and Grant Access after confirmation, a redeploy for each change, Resource
// Control Policies required, locked rows never blocked.
import fc from 'fast-check';
import { start, thirdPartyMachine as m, transition } from '@/lib/domain';
import { arbCommand, run } from './helpers';

describe('third-party access', () => {
  it('has the six states', () => {
    expect(
      Object.values(m.states)
        .map((s) => s.label)
        .sort(),
    ).toEqual(['Blocked', 'Blocked (Pending)', 'Granted', 'Granted (Pending)', 'Partially Blocked', 'Partially Blocked (Pending)'].sort());
  });

  it('is Granted when no control applies', () => {
    expect(start(m, {}).state).toBe('granted');
  });

  it('blocking and granting need Resource Control Policies enabled', () => {
    const s = start(m, { rcp: 'disabled' });
    const r = transition(m, s.state, { type: 'block', confirmed: true }, s.context);
    expect(!r.ok && r.reason).toBe('rcp-disabled');
    const g = transition(m, 'blocked', { type: 'grant', confirmed: true }, s.context);
    expect(!g.ok && g.reason).toBe('rcp-disabled');
  });

  it('block and grant ask for confirmation and need a redeploy', () => {
    const s = start(m, {});
    const c = transition(m, s.state, { type: 'block', confirmed: false }, s.context);
    expect(!c.ok && c.reason).toBe('needs-confirmation');
    const b = transition(m, s.state, { type: 'block', confirmed: true }, s.context);
    expect(b.ok && b.state).toBe('blockedPending');
    if (!b.ok) return;
    expect(b.notes.join(' ')).toMatch(/needs a redeploy/);
    const d = transition(m, b.state, { type: 'deploy' }, b.context);
    expect(d.ok && d.state).toBe('blocked');
    if (!d.ok) return;
    expect(transition(m, d.state, { type: 'grant' }, d.context)).toMatchObject({ ok: false, reason: 'needs-confirmation' });
    const g = transition(m, d.state, { type: 'grant', confirmed: true }, d.context);
    expect(g.ok && g.state).toBe('grantedPending');
  });

  it('a locked row cannot be blocked', () => {
    const s = start(m, { party: 'locked' });
    const r = transition(m, s.state, { type: 'block', confirmed: true }, s.context);
    expect(!r.ok && r.reason).toBe('locked');
  });

  it('property: a locked row stays Granted; without Resource Control Policies nothing changes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<Record<string, string>>({ party: 'locked' }, { rcp: 'disabled' }),
        fc.array(arbCommand(m), { maxLength: 30 }),
        (options, commands) => {
          for (const s of run(m, options, commands)) expect(s.after).toBe('granted');
        },
      ),
      { numRuns: 200 },
    );
  });
});
