// Region control: Enabled -> Disabled (pending) after confirmation -> Disabled once deployed; locked core regions,
// regions disabled in the cloud console and new regions.
import { LOCKED_REGIONS, regionMachine as m, start, transition } from '@/lib/domain';
import { driver } from './helpers';

const { fire } = driver(m);

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

  it('a region disabled in the cloud console starts disabled, and the model states the console fact without an Enable step', () => {
    const s = start(m, { region: 'consoleDisabled' });
    expect(s.state).toBe('disabled');
    expect(m.states.disabled.description).toContain('cannot be enabled through the firewall; one enabled in the console may be kept or re-enabled');
    // The docs name no Enable button for a region: the model offers none.
    expect(Object.keys(m.events).sort()).toEqual(['deploy', 'disable']);
    expect(m.transitions.filter((t) => t.from.includes('disabled'))).toEqual([]);
  });

  it('a region the cloud provider adds starts disabled', () => {
    expect(start(m, { region: 'new' }).state).toBe('disabled');
  });

  it('draws Enabled (pending) as a status the card shows, with no step into it', () => {
    expect(m.transitions.filter((t) => t.to === 'enabledPending')).toEqual([]);
  });

  it('gives the partial statuses no steps: nothing leads into them or out of them', () => {
    for (const t of m.transitions) {
      expect(t.to).not.toMatch(/^partially/);
      for (const f of t.from) expect(f).not.toMatch(/^partially/);
    }
  });
});
