// Service status at a scope: Disable, Protect (with or without controls), Unprotect, each staged "(pending)" until the
// template is deployed; locked services can be protected but not disabled.
import { serviceMachine as m, start, transition } from '@/lib/domain';
import { driver } from './helpers';

const { fire } = driver(m);
const protectedService = () => fire(fire(start(m, {}), { type: 'protect', controls: 'some' }), { type: 'deploy' });

describe('service status', () => {
  it('has the four statuses, each with a (pending) variant', () => {
    expect(
      Object.values(m.states)
        .map((s) => s.label)
        .sort(),
    ).toEqual(
      [
        'Disabled',
        'Disabled (pending)',
        'Partially Protected',
        'Partially Protected (pending)',
        'Protected',
        'Protected (pending)',
        'Unprotected',
        'Unprotected (pending)',
      ].sort(),
    );
    for (const [id, s] of Object.entries(m.states)) expect(s.pending ?? false).toBe(id.endsWith('Pending'));
    expect(start(m, {}).state).toBe('unprotected');
  });

  it('Disable stages Disabled (pending); deploy makes it Disabled', () => {
    const d = fire(start(m, {}), { type: 'disable' });
    expect(d.state).toBe('disabledPending');
    expect(fire(d, { type: 'deploy' }).state).toBe('disabled');
    expect(fire(protectedService(), { type: 'disable' }).state).toBe('disabledPending');
  });

  it('Protect with controls stages Protected (pending); with none it means Unprotected', () => {
    expect(fire(start(m, {}), { type: 'protect', controls: 'some' }).state).toBe('protectedPending');
    expect(fire(start(m, {}), { type: 'protect' }).state).toBe('protectedPending');
    expect(fire(protectedService(), { type: 'protect', controls: 'none' }).state).toBe('unprotectedPending');
  });

  it('Unprotect removes every control of a protected service', () => {
    const u = fire(protectedService(), { type: 'unprotect' });
    expect(u.state).toBe('unprotectedPending');
    expect(fire(u, { type: 'deploy' }).state).toBe('unprotected');
    const r = transition(m, 'unprotected', { type: 'unprotect' }, start(m, {}).context);
    expect(!r.ok && r.reason).toBe('not-allowed');
  });

  it('a locked service can be protected but not disabled', () => {
    const s = start(m, { locked: 'yes' });
    const r = transition(m, s.state, { type: 'disable' }, s.context);
    expect(!r.ok && r.reason).toBe('locked');
    expect(!r.ok && r.message).toMatch(/can be protected but not disabled/);
    expect(fire(s, { type: 'protect', controls: 'some' }).state).toBe('protectedPending');
  });

  it('stages one change at a time: a pending service only deploys', () => {
    const d = fire(start(m, {}), { type: 'disable' });
    for (const e of [{ type: 'protect' }, { type: 'unprotect' }, { type: 'disable' }] as const) {
      const r = transition(m, d.state, e, d.context);
      expect(!r.ok && r.reason).toBe('not-allowed');
    }
  });

  it('a disabled service has no step back in the docs', () => {
    const d = fire(fire(start(m, {}), { type: 'disable' }), { type: 'deploy' });
    for (const type of ['protect', 'unprotect', 'disable', 'deploy'] as const) expect(transition(m, d.state, { type }, d.context).ok).toBe(false);
  });

  it('at an OU the change applies to each account beneath it rather than being inherited', () => {
    const ou = transition(m, 'unprotected', { type: 'protect', controls: 'some' }, start(m, { scope: 'ou' }).context);
    expect(ou.ok && ou.notes.join(' ')).toMatch(/each account beneath it rather than being inherited/);
    const account = transition(m, 'unprotected', { type: 'protect', controls: 'some' }, start(m, { scope: 'account' }).context);
    expect(account.ok && account.notes.join(' ')).not.toMatch(/beneath/);
  });

  it('gives Partially Protected no steps: nothing leads into it or out of it', () => {
    const partial: string[] = ['partiallyProtected', 'partiallyProtectedPending'];
    for (const t of m.transitions) {
      expect(partial).not.toContain(t.to);
      for (const f of t.from) expect(partial).not.toContain(f);
    }
  });
});
