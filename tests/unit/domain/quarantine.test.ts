import { advanceClock, DAY_MS, quarantineMachine as m, start, transition } from '@/lib/domain';

const go = (state: string, context: ReturnType<typeof start>['context'], type: string) => {
  const r = transition(m, state as never, { type } as never, context as never);
  if (!r.ok) throw new Error(r.message);
  return r;
};

describe('zombies and quarantine', () => {
  it('an identity unused for 90 days becomes a zombie', () => {
    const s = start(m, {});
    expect(advanceClock(m, s.state, s.context, 90 * DAY_MS - 1).state).toBe('active');
    expect(advanceClock(m, s.state, s.context, 90 * DAY_MS).state).toBe('zombie');
  });

  it('using the identity restarts the count', () => {
    const s = start(m, {});
    const later = advanceClock(m, s.state, s.context, 60 * DAY_MS);
    const used = go(later.state, later.context, 'use');
    expect(advanceClock(m, used.state, used.context, 60 * DAY_MS).state).toBe('active');
  });

  it('only a zombie is quarantined; a quarantined zombie that acts stays blocked', () => {
    const s = start(m, {});
    expect(transition(m, s.state, { type: 'quarantine' }, s.context).ok).toBe(false);
    const z = advanceClock(m, s.state, s.context, 90 * DAY_MS);
    const q = go(z.state, z.context, 'quarantine');
    expect(q.state).toBe('quarantined');
    const acted = go(q.state, q.context, 'act');
    expect(acted.state).toBe('quarantined');
    expect(acted.notes.join(' ')).toMatch(/justification request/);
  });

  it("a quarantined machine identity's request goes to the approvers", () => {
    const s = start(m, { identity: 'machine' });
    const z = advanceClock(m, s.state, s.context, 90 * DAY_MS);
    const q = go(z.state, z.context, 'quarantine');
    expect(go(q.state, q.context, 'act').notes.join(' ')).toMatch(/approvers/);
  });

  it('removal takes effect in about 30 s; still unused, it is a zombie again', () => {
    const s = start(m, {});
    const z = advanceClock(m, s.state, s.context, 90 * DAY_MS);
    const q = go(z.state, z.context, 'quarantine');
    const r = go(q.state, q.context, 'removeFromQuarantine');
    expect(r.state).toBe('released');
    expect(r.notes.join(' ')).toMatch(/30 s/);
    expect(go(r.state, r.context, 'stillUnused').state).toBe('zombie');
    expect(go(r.state, r.context, 'use').state).toBe('active');
  });

  it('an identity exempt from Zombie Detection never becomes a zombie', () => {
    const s = start(m, { exempt: 'yes' });
    expect(advanceClock(m, s.state, s.context, 1000 * DAY_MS).state).toBe('active');
  });
});
