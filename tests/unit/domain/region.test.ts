// Region control: Enabled -> Disabled (pending) after confirmation -> Disabled once deployed; locked core regions,
// regions disabled in the cloud console and new regions.
import { LOCKED_REGIONS, regionMachine as m, start, transition, type RegionContext, type RegionEvent, type RegionState } from '@/lib/domain';

type Snap = { state: RegionState; context: RegionContext };
const fire = (s: Snap, e: RegionEvent): Snap => {
  const r = transition(m, s.state, e, s.context);
  if (!r.ok) throw new Error(r.message);
  return { state: r.state, context: r.context };
};

describe('region control', () => {
  it('has Enabled, Disabled, Partially Enabled, Partially Disabled, each with (pending)', () => {
    const labels = Object.values(m.states).map((s) => s.label);
    for (const base of ['Enabled', 'Disabled', 'Partially Enabled', 'Partially Disabled']) {
      expect(labels).toContain(base);
      expect(labels).toContain(`${base} (pending)`);
    }
    expect(labels).toHaveLength(8);
  });

  it('Enabled -> Disabled (pending) after confirmation -> Disabled once deployed', () => {
    const s = start(m, {});
    expect(s.state).toBe('enabled');
    for (const confirmed of [false, undefined]) {
      const r = transition(m, s.state, { type: 'disable', confirmed }, s.context);
      expect(!r.ok && r.reason).toBe('needs-confirmation');
    }
    const p = fire(s, { type: 'disable', confirmed: true });
    expect(p.state).toBe('disabledPending');
    expect(fire(p, { type: 'deploy' }).state).toBe('disabled');
  });

  it.each(LOCKED_REGIONS.map((r) => [r.regionId, r.regionName]))('%s (%s) cannot be disabled', (id, name) => {
    const s = start(m, { region: id });
    expect(s.state).toBe('enabled');
    const r = transition(m, s.state, { type: 'disable', confirmed: true }, s.context);
    expect(!r.ok && r.reason).toBe('locked');
    expect(!r.ok && r.message).toContain(name);
  });

  it('a region disabled in the cloud console starts disabled and cannot be enabled through the firewall', () => {
    const s = start(m, { region: 'consoleDisabled' });
    expect(s.state).toBe('disabled');
    const r = transition(m, s.state, { type: 'enable' }, s.context);
    expect(!r.ok && r.reason).toBe('disabled-in-console');
  });

  it('a region disabled through the firewall may be enabled again', () => {
    const d = fire(fire(start(m, {}), { type: 'disable', confirmed: true }), { type: 'deploy' });
    const e = fire(d, { type: 'enable' });
    expect(e.state).toBe('enabledPending');
    expect(fire(e, { type: 'deploy' }).state).toBe('enabled');
  });

  it('a region the cloud provider adds starts disabled', () => {
    const s = start(m, { region: 'new' });
    expect(s.state).toBe('disabled');
    expect(fire(s, { type: 'enable' }).state).toBe('enabledPending');
  });

  it('gives the partial statuses no steps: nothing leads into them or out of them', () => {
    for (const t of m.transitions) {
      expect(t.to).not.toMatch(/^partially/);
      for (const f of t.from) expect(f).not.toMatch(/^partially/);
    }
  });
});
