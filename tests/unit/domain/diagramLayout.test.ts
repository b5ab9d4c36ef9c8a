// The SVG layout of the state diagrams: deterministic, complete, and free of overlaps.
import { layoutMachine, listTransitions, wrapLabel, type Rect } from '@/components/diagrams/layout';
import { MACHINE_IDS, machines } from '@/lib/domain';

const overlap = (a: Rect, b: Rect) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe.each(MACHINE_IDS.map((id) => [id]))('%s diagram layout', (id) => {
  const m = machines[id];
  const layout = layoutMachine(m);

  it('is deterministic', () => {
    expect(layoutMachine(m)).toEqual(layout);
  });

  it('draws every state once and every transition on an edge', () => {
    expect(layout.nodes.map((n) => n.id).sort()).toEqual(Object.keys(m.states).sort());
    for (const t of m.transitions) {
      for (const from of t.from) {
        const edge = layout.edges.find((e) => e.to === t.to && e.from.includes(from) && e.events.includes(t.event));
        expect(edge).toBeDefined();
      }
    }
  });

  it('keeps states, labels and the start marker inside the view box', () => {
    for (const r of [...layout.nodes, ...layout.groups, ...layout.edges.map((e) => e.labelBox)]) {
      expect(r.x).toBeGreaterThanOrEqual(0);
      expect(r.y).toBeGreaterThanOrEqual(0);
      expect(r.x + r.w).toBeLessThanOrEqual(layout.width);
      expect(r.y + r.h).toBeLessThanOrEqual(layout.height);
    }
    expect(layout.start.x).toBeGreaterThan(0);
  });

  it('fits the 760-pixel content column without shrinking text below 90 %', () => {
    expect(layout.width).toBeLessThanOrEqual(Math.ceil(760 / 0.9));
  });

  it('lets no label cover a state or another label', () => {
    const labels = layout.edges.map((e) => e.labelBox);
    for (const [i, label] of labels.entries()) {
      for (const n of layout.nodes) expect(overlap(label, n)).toBe(false);
      for (const other of labels.slice(i + 1)) expect(overlap(label, other)).toBe(false);
    }
  });

  it('lists each transition in words for the text alternative', () => {
    expect(listTransitions(m)).toHaveLength(m.transitions.length);
  });
});

describe('state labels', () => {
  it('put "(pending)" on a second line and wrap long labels', () => {
    expect(wrapLabel('Partially Protected (pending)')).toEqual(['Partially Protected', '(pending)']);
    expect(wrapLabel('Blocked (Pending)')).toEqual(['Blocked', '(Pending)']);
    expect(wrapLabel('Pending')).toEqual(['Pending']);
    expect(wrapLabel('Removed from quarantine')).toEqual(['Removed from', 'quarantine']);
  });
});
