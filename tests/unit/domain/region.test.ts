import fc from 'fast-check';
import {
  LOCKED_REGIONS,
  newRegionStatus,
  regionMachine as m,
  start,
  transition,
  type RegionContext,
  type RegionEvent,
  type RegionState,
} from '@/lib/domain';
import { arbCommand, arbOptions, run } from './helpers';

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
    const cancelled = transition(m, s.state, { type: 'disable', confirmed: false }, s.context);
    expect(!cancelled.ok && cancelled.reason).toBe('needs-confirmation');
    const unasked = transition(m, s.state, { type: 'disable' }, s.context);
    expect(unasked.ok).toBe(false);
    const p = fire(s, { type: 'disable', confirmed: true });
    expect(p.state).toBe('disabledPending');
    expect(fire(p, { type: 'deploy' }).state).toBe('disabled');
  });

  it.each(LOCKED_REGIONS.map((r) => [r.regionId, r.regionName]))('%s (%s) cannot be disabled', (id, name) => {
    const s = start(m, { region: id });
    for (const type of ['disable', 'disableSome'] as const) {
      const r = transition(m, s.state, { type, confirmed: true }, s.context);
      expect(!r.ok && r.reason).toBe('locked');
      expect(!r.ok && r.message).toContain(name);
    }
  });

  it('a region disabled in the cloud console cannot be enabled through the firewall', () => {
    const s = start(m, { console: 'disabled' });
    expect(s.state).toBe('disabled');
    for (const type of ['enable', 'enableSome'] as const) {
      const r = transition(m, s.state, { type }, s.context);
      expect(!r.ok && r.reason).toBe('disabled-in-console');
    }
  });

  it('a region enabled in the console may be enabled again through the firewall', () => {
    const d = fire(fire(start(m, {}), { type: 'disable', confirmed: true }), { type: 'deploy' });
    expect(fire(fire(d, { type: 'enable' }), { type: 'deploy' }).state).toBe('enabled');
  });

  it('new cloud regions start disabled', () => {
    expect(newRegionStatus()).toBe('disabled');
    expect(start(m, { region: 'new' }).state).toBe('disabled');
  });

  it('partial statuses need several accounts beneath the scope', () => {
    const s = start(m, { scope: 'account' });
    const r = transition(m, s.state, { type: 'disableSome', confirmed: true }, s.context);
    expect(!r.ok && r.reason).toBe('single-account');
    expect(fire(start(m, {}), { type: 'disableSome', confirmed: true }).state).toBe('partiallyDisabledPending');
  });

  it('property: a locked region is never disabled, in any way', () => {
    fc.assert(
      fc.property(
        arbOptions(m),
        fc.constantFrom(...LOCKED_REGIONS.map((r) => r.regionId)),
        fc.array(arbCommand(m), { maxLength: 40 }),
        (options, region, commands) => {
          const steps = run(m, { ...options, region }, commands);
          expect(start(m, { ...options, region }).state).toBe('enabled');
          for (const s of steps) expect(s.after).toMatch(/^enabled/);
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe('partial changes', () => {
  it('enabling some accounts needs some disabled ones, and the reverse', () => {
    const s = start(m, {});
    const r = transition(m, s.state, { type: 'enableSome' }, s.context);
    expect(!r.ok && r.reason).toBe('no-change');
    const d = start(m, { region: 'new' });
    const e = transition(m, d.state, { type: 'enableSome' }, d.context);
    expect(e.ok && e.state).toBe('partiallyEnabledPending');
    const again = transition(m, d.state, { type: 'disableSome', confirmed: true }, d.context);
    expect(!again.ok && again.reason).toBe('no-change');
  });
});
