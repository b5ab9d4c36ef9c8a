// Where each page starts a machine: every view reaches its start by the model's own steps and offers only events and
// switches its machine has (the text version's account of it: tests/unit/mdx/viewText.test.ts).
import { MACHINE_IDS, machines, startView, VIEW_NAMES, viewOf, viewPart, viewSwitches, VIEWS, type MachineId } from '@/lib/domain';

const all = MACHINE_IDS.flatMap((id) => Object.entries(VIEWS[id] ?? {}).map(([name, view]) => [id, name, view] as const));

describe.each(all)('%s view "%s"', (id, name, view) => {
  const m = machines[id];

  it('reaches its start by the machine’s own steps', () => {
    expect(() => startView(m, view)).not.toThrow();
  });

  it('is a part of its machine: fewer transitions than the whole, and only among the states it reaches', () => {
    const part = viewPart(m, view);
    expect(part.states).toContain(startView(m, view).state);
    expect(part.transitions.length).toBeLessThan(m.transitions.length);
    for (const t of part.transitions) {
      expect(part.states).toContain(t.to);
      expect((view.steps ?? []).includes(t.event) || m.events[t.event].timer).toBe(true);
    }
  });

  it('offers only events and switches the machine has', () => {
    for (const e of view.steps ?? []) expect(Object.keys(m.events)).toContain(e);
    for (const k of viewSwitches(m, view)) expect((m.scenario ?? []).map((p) => p.key)).toContain(k);
    expect(viewOf(id, name)).toBe(view);
    expect(VIEW_NAMES).toContain(name);
  });
});

describe('the views pages need', () => {
  const startOf = (id: MachineId, name: string) => startView(machines[id], viewOf(id, name)).state;

  it('start the approver at Pending, the deployer with changes staged, the justification step before the attempt', () => {
    expect(startOf('podRequest', 'approver')).toBe('pending');
    expect(startOf('changes', 'deploy')).toBe('pending');
    expect(startView(machines.changes, viewOf('changes', 'deploy')).context).toMatchObject({
      pending: [{ kind: 'serviceBlock' }, { kind: 'serviceProtection' }],
    });
    expect(startOf('podRequest', 'justification')).toBe('notExempt');
    expect(viewSwitches(machines.podRequest, viewOf('podRequest', 'approver'))).toEqual([]);
    expect(viewSwitches(machines.podRequest, viewOf('podRequest', 'justification'))).toEqual(['identity', 'chatOps']);
  });

  it('show the part of the machine each task reaches', () => {
    const states = (id: MachineId, name: string) => viewPart(machines[id], viewOf(id, name)!).states;
    expect(states('service', 'disable')).toEqual(['unprotected', 'disabled', 'disabledPending']);
    expect(states('podRequest', 'approver')).toEqual(['pending', 'approved', 'denied', 'expired']);
    expect(states('changes', 'deploy')).toEqual(['pending', 'submitted', 'deployed']);
    // The justification view's switches start some scenarios elsewhere; the part covers every one of them.
    expect(states('podRequest', 'justification')).toEqual(expect.arrayContaining(['notExempt', 'requested', 'abandoned', 'abandonedExpired']));
  });

  it('knows no view of another machine', () => {
    expect(viewOf('region', 'approver')).toBeUndefined();
    expect(viewOf('podRequest', 'toString')).toBeUndefined();
  });
});
