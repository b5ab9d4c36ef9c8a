import fc from 'fast-check';
import {
  aggregateServiceStatus,
  serviceMachine as m,
  start,
  transition,
  type ServiceEvent,
  type ServiceState,
  type ServiceContext,
} from '@/lib/domain';
import { arbCommand, arbOptions, run } from './helpers';

type Snap = { state: ServiceState; context: ServiceContext };
const fire = (s: Snap, e: ServiceEvent): Snap => {
  const r = transition(m, s.state, e, s.context);
  if (!r.ok) throw new Error(r.message);
  return { state: r.state, context: r.context };
};

describe('service status', () => {
  it('has the four statuses, each with a (pending) variant', () => {
    expect(Object.values(m.states).map((s) => s.label).sort()).toEqual(
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
  });

  it('disable stages Disabled (pending); deploy makes it Disabled', () => {
    const d = fire(start(m, {}), { type: 'disable' });
    expect(d.state).toBe('disabledPending');
    expect(d.context.deployed).toBe('unprotected');
    expect(fire(d, { type: 'deploy' }).state).toBe('disabled');
  });

  it('protect with chosen controls: all, some, none (none means Unprotected)', () => {
    expect(fire(start(m, {}), { type: 'protect', accounts: 'all' }).state).toBe('protectedPending');
    expect(fire(start(m, {}), { type: 'protect', accounts: 'some' }).state).toBe('partiallyProtectedPending');
    const p = fire(fire(start(m, {}), { type: 'protect', accounts: 'all' }), { type: 'deploy' });
    expect(fire(p, { type: 'protect', accounts: 'none' }).state).toBe('unprotectedPending');
    const none = transition(m, 'unprotected', { type: 'protect', accounts: 'none' }, start(m, {}).context);
    expect(!none.ok && none.reason).toBe('no-change');
  });

  it('unprotect removes every control', () => {
    const p = fire(fire(start(m, {}), { type: 'protect', accounts: 'all' }), { type: 'deploy' });
    const u = fire(fire(p, { type: 'unprotect' }), { type: 'deploy' });
    expect(u.state).toBe('unprotected');
  });

  it('a locked service can be protected but not disabled', () => {
    const s = start(m, { locked: 'yes' });
    const r = transition(m, s.state, { type: 'disable' }, s.context);
    expect(!r.ok && r.reason).toBe('locked');
    expect(fire(s, { type: 'protect', accounts: 'all' }).state).toBe('protectedPending');
  });

  it('Partially Protected needs several accounts beneath the scope', () => {
    const s = start(m, { scope: 'account' });
    const r = transition(m, s.state, { type: 'protect', accounts: 'some' }, s.context);
    expect(!r.ok && r.reason).toBe('single-account');
  });

  it('stages one change at a time: a pending service only deploys', () => {
    const d = fire(start(m, {}), { type: 'disable' });
    const r = transition(m, d.state, { type: 'protect', accounts: 'all' }, d.context);
    expect(!r.ok && r.reason).toBe('not-allowed');
  });

  it('property: a locked service is never Disabled or Disabled (pending)', () => {
    fc.assert(
      fc.property(
        arbOptions(m).map((o) => ({ ...o, locked: 'yes' })),
        fc.array(arbCommand(m), { maxLength: 40 }),
        (options, commands) => {
          for (const s of run(m, options, commands)) expect(['disabled', 'disabledPending']).not.toContain(s.after);
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe('protection at an OU', () => {
  it('applies to each account beneath it; the OU shows the aggregate', () => {
    const accounts = [
      { status: 'unprotected' as const, pending: false },
      { status: 'protected' as const, pending: false },
      { status: 'unprotected' as const, pending: false },
    ];
    expect(aggregateServiceStatus(accounts)).toBe('partiallyProtected');
    const staged = accounts.map((a) => (a.status === 'protected' ? a : { status: 'protected' as const, pending: true }));
    expect(aggregateServiceStatus(staged)).toBe('protectedPending');
    expect(aggregateServiceStatus(staged.map((a) => ({ ...a, pending: false })))).toBe('protected');
  });

  it('aggregates: none protected is Unprotected, all disabled is Disabled, empty is null', () => {
    expect(aggregateServiceStatus([{ status: 'unprotected', pending: false }])).toBe('unprotected');
    expect(aggregateServiceStatus([{ status: 'disabled', pending: false }, { status: 'disabled', pending: true }])).toBe(
      'disabledPending',
    );
    expect(aggregateServiceStatus([])).toBeNull();
  });
});
