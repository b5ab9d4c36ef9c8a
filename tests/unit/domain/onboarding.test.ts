// Onboarding an organization, and registering the Teams app.
import fc from 'fast-check';
import {
  advanceClock,
  DISCOVERY_MIN_MS,
  MINUTE_MS,
  onboardingMachine as onboarding,
  start,
  teamsRegistrationMachine as teams,
  transition,
  type OnboardingEventType,
} from '@/lib/domain';
import { arbCommand, arbOptions, run } from './helpers';

describe('onboarding', () => {
  const steps: OnboardingEventType[] = ['createRole', 'validateArn', 'deployStackSet', 'done'];
  const walk = (events: OnboardingEventType[]) =>
    events.reduce((snap, type) => {
      const r = transition(onboarding, snap.state, { type }, snap.context);
      if (!r.ok) throw new Error(r.message);
      return { state: r.state, context: r.context };
    }, start(onboarding));

  it('goes role, Validate ARN, StackSet, Done, then discovery, in that order only', () => {
    expect(walk(steps).state).toBe('discovering');
    const s = start(onboarding);
    for (const type of ['validateArn', 'deployStackSet', 'done', 'discoveryFinishes'] as const) {
      expect(transition(onboarding, s.state, { type }, s.context).ok).toBe(false);
    }
  });

  it('cannot finish discovery before 10 minutes after Done', () => {
    expect(DISCOVERY_MIN_MS).toBe(10 * MINUTE_MS);
    const running = walk(steps);
    const early = advanceClock(onboarding, running.state, running.context, 10 * MINUTE_MS - 1);
    const r = transition(onboarding, early.state, { type: 'discoveryFinishes' }, early.context);
    expect(!r.ok && r.reason).toBe('discovery-takes-time');
    expect(!r.ok && r.message).toMatch(/10 minutes to about 24 hours/);
    const later = advanceClock(onboarding, running.state, running.context, 10 * MINUTE_MS);
    const done = transition(onboarding, later.state, { type: 'discoveryFinishes' }, later.context);
    expect(done.ok && done.state).toBe('discovered');
  });

  it('counts the 10 minutes from Done, not from the start of the wizard', () => {
    const waited = advanceClock(onboarding, 'wizard', start(onboarding).context, 60 * MINUTE_MS);
    const running = steps.reduce(
      (snap, type) => {
        const r = transition(onboarding, snap.state, { type }, snap.context);
        if (!r.ok) throw new Error(r.message);
        return { state: r.state, context: r.context };
      },
      { state: waited.state, context: waited.context },
    );
    const r = transition(onboarding, running.state, { type: 'discoveryFinishes' }, running.context);
    expect(!r.ok && r.reason).toBe('discovery-takes-time');
  });

  it('property: discovery never finishes sooner than 10 minutes after Done', () => {
    fc.assert(
      fc.property(fc.array(arbCommand(onboarding), { maxLength: 30 }), (commands) => {
        let doneAt: number | null = null;
        for (const s of run(onboarding, {}, commands)) {
          for (const move of s.moves) {
            if (move.event === 'done') doneAt = s.context.doneAt;
            if (move.to === 'discovered') expect(s.context.now - (doneAt ?? Infinity)).toBeGreaterThanOrEqual(DISCOVERY_MIN_MS);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('Teams registration', () => {
  it('completes when a Bulwark administrator finishes the authorization; unregister undoes it', () => {
    const s = start(teams);
    const c = transition(teams, s.state, { type: 'configure' }, s.context);
    expect(c.ok && c.state).toBe('awaitingAuthorization');
    if (!c.ok) return;
    const a = transition(teams, c.state, { type: 'authorize' }, c.context);
    expect(a.ok && a.state).toBe('registered');
    if (!a.ok) return;
    const u = transition(teams, a.state, { type: 'unregister' }, a.context);
    expect(u.ok && u.state).toBe('notRegistered');
  });

  it('fails the authorization with not-admin when the user finishing it is not an administrator', () => {
    const s = start(teams, { authorizer: 'notAdmin' });
    const c = transition(teams, s.state, { type: 'configure' }, s.context);
    if (!c.ok) throw new Error(c.message);
    const a = transition(teams, c.state, { type: 'authorize' }, c.context);
    expect(!a.ok && a.reason).toBe('not-admin');
    expect(!a.ok && a.message).toMatch(/not a Bulwark administrator/);
  });

  it('refuses configure with bot-disabled when the permission policies are wrong', () => {
    const s = start(teams, { policies: 'wrong' });
    const c = transition(teams, s.state, { type: 'configure' }, s.context);
    expect(!c.ok && c.reason).toBe('bot-disabled');
    expect(!c.ok && c.message).toMatch(/shown disabled/);
  });

  it('property: registered only ever after an administrator authorized, with the policies right', () => {
    fc.assert(
      fc.property(arbOptions(teams), fc.array(arbCommand(teams), { maxLength: 20 }), (options, commands) => {
        for (const s of run(teams, options, commands)) {
          if (s.after === 'registered') expect(options).toEqual({ authorizer: 'admin', policies: 'right' });
          for (const move of s.moves) if (move.to === 'registered') expect(move.event).toBe('authorize');
        }
      }),
      { numRuns: 300 },
    );
  });
});
