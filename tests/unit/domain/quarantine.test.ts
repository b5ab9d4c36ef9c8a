// Zombies and quarantine: 90 days unused makes a zombie; a quarantined zombie is blocked; removal from the list takes
// effect in about 30 seconds and an identity that stays unused is a zombie again.
import {
  advanceClock,
  DAY_MS,
  isZombie,
  quarantineMachine as m,
  start,
  transition,
  type QuarantineContext,
  type QuarantineEventType,
  type QuarantineState,
} from '@/lib/domain';

type Snap = { state: QuarantineState; context: QuarantineContext };
const go = (s: Snap, type: QuarantineEventType): Snap & { notes: string[] } => {
  const r = transition(m, s.state, { type }, s.context);
  if (!r.ok) throw new Error(r.message);
  return { state: r.state, context: r.context, notes: r.notes };
};
const zombie = (options: Record<string, string> = {}): Snap => {
  const s = start(m, options);
  const z = advanceClock(m, s.state, s.context, 90 * DAY_MS);
  return { state: z.state, context: z.context };
};

describe('zombies and quarantine', () => {
  it('an identity unused for 90 days or more is a zombie', () => {
    const s = start(m, {});
    expect(advanceClock(m, s.state, s.context, 90 * DAY_MS - 1).state).toBe('active');
    expect(zombie().state).toBe('zombie');
    expect(isZombie(0, 90 * DAY_MS)).toBe(true);
    expect(isZombie(0, 90 * DAY_MS - 1)).toBe(false);
    expect(isZombie(0, 30 * DAY_MS, 30)).toBe(true);
  });

  it('only a zombie is quarantined; then all its permissions are denied', () => {
    const s = start(m, {});
    expect(transition(m, s.state, { type: 'quarantine' }, s.context).ok).toBe(false);
    const q = go(zombie(), 'quarantine');
    expect(q.state).toBe('quarantined');
    expect(q.notes.join(' ')).toMatch(/All permissions/);
  });

  it("a quarantined person that acts is blocked and gets a justification request; a machine's request goes to the approvers", () => {
    const person = go(go(zombie(), 'quarantine'), 'act');
    expect(person.state).toBe('quarantined');
    expect(person.notes.join(' ')).toMatch(/blocked.*justification request/);
    const machine = go(go(zombie({ identity: 'machine' }), 'quarantine'), 'act');
    expect(machine.notes.join(' ')).toMatch(/goes to the approvers/);
  });

  it('removal from the Quarantine List takes effect in about 30 s; still unused, it is a zombie again', () => {
    const r = go(go(zombie(), 'quarantine'), 'removeFromQuarantine');
    expect(r.state).toBe('released');
    expect(r.notes.join(' ')).toMatch(/about 30 s/);
    expect(go(r, 'stayUnused').state).toBe('zombie');
  });
});
