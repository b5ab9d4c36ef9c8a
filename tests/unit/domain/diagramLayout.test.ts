// The SVG layout of the state diagrams (ELK, at build time): deterministic, complete, labels of 12 px or more, and
// no edge through a label or a state it does not belong to.
import type { Table } from 'mdast';
import { graphFit } from '@/components/diagrams/fit';
import { FONT, labelLines, layoutMachine, wrapLabel, type DiagramLayout, type Rect } from '@/components/diagrams/layout';
import { edgeCrossings, segmentCrossesRect } from '@/components/diagrams/layoutChecks';
import { presentations } from '@/components/diagrams/presentation';
import { MACHINE_IDS, machines } from '@/lib/domain';
import { transitionText } from '@/lib/domain/wording';
import { machineText } from '@/lib/mdx/components/machineText';

const overlap = (a: Rect, b: Rect) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe.each(MACHINE_IDS.map((id) => [id]))('%s diagram layout', (id) => {
  const m = machines[id];
  const p = presentations[id];
  let layout: DiagramLayout;
  beforeAll(async () => {
    layout = await layoutMachine(m, p);
  });

  it('is deterministic', async () => {
    const { layoutMachine: again } = await import('@/components/diagrams/layout');
    expect(JSON.stringify(await again(m, p))).toBe(JSON.stringify(layout));
  });

  it('draws every state once and every transition on an edge', () => {
    expect(layout.nodes.map((n) => n.id).sort()).toEqual(Object.keys(m.states).sort());
    for (const t of m.transitions) {
      for (const from of t.from) {
        const edge = layout.edges.find((e) => e.to === t.to && e.from.includes(from) && e.events.includes(t.event));
        expect(edge).toBeDefined();
        expect(edge?.points.length).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('keeps states, groups and labels inside the view box', () => {
    for (const r of [...layout.nodes, ...layout.groups, ...layout.edges.map((e) => e.labelBox)]) {
      expect(r.x).toBeGreaterThanOrEqual(0);
      expect(r.y).toBeGreaterThanOrEqual(0);
      expect(r.x + r.w).toBeLessThanOrEqual(layout.width);
      expect(r.y + r.h).toBeLessThanOrEqual(layout.height);
    }
  });

  it('starts the flow at the start state', () => {
    const along = (r: Rect) => ((p.direction ?? 'DOWN') === 'DOWN' ? r.y : r.x);
    const initial = layout.nodes.find((n) => n.id === m.initial) as Rect;
    for (const n of layout.nodes) expect(along(initial)).toBeLessThanOrEqual(along(n));
  });

  it('lets no label cover a state or another label, and no edge run through a label or a foreign state', () => {
    const labels = layout.edges.map((e) => e.labelBox);
    for (const [i, label] of labels.entries()) {
      for (const n of layout.nodes) expect(overlap(label, n)).toBe(false);
      for (const other of labels.slice(i + 1)) expect(overlap(label, other)).toBe(false);
    }
    expect(edgeCrossings(layout)).toEqual([]);
  });

  it('fits the content column of a 1024 px window (630 px) with every label at 12 px or more', () => {
    // The figure's column is 630-646 px wide at 1024-1280 px windows; the stylesheet shows the graph from graphFit up.
    expect(graphFit(layout)).toBeLessThanOrEqual(600);
  });

  it('lists each transition in words for the text alternative', () => {
    const [, steps] = machineText(m).filter((n): n is Table => n.type === 'table');
    // A header row, then one row per transition.
    expect(steps.children).toHaveLength(m.transitions.length + 1);
    for (const t of m.transitions) expect(transitionText(m, t)).toContain(m.events[t.event].label);
  });
});

describe('diagram text', () => {
  it('is 12 px or more in the SVG units the drawing never shrinks below', () => {
    for (const size of Object.values(FONT)) expect(size).toBeGreaterThanOrEqual(12);
  });

  it('puts "(pending)" on a second line and wraps long labels', () => {
    expect(wrapLabel('Partially Protected (pending)')).toEqual(['Partially Protected', '(pending)']);
    expect(wrapLabel('Blocked (Pending)')).toEqual(['Blocked', '(Pending)']);
    expect(wrapLabel('Pending')).toEqual(['Pending']);
    expect(wrapLabel('Removed from quarantine')).toEqual(['Removed from', 'quarantine']);
  });

  it('keeps what the docs add in parentheses on one line of an arrow label', () => {
    expect(labelLines(['Expire (after 24 h)'])).toEqual(['Expire', '(after 24 h)']);
    expect(labelLines(['Attempt the action (resubmitted)'])).toEqual(['Attempt the', 'action', '(resubmitted)']);
  });

  it('finds a segment through a rectangle, not one beside it', () => {
    const r = { x: 10, y: 10, w: 20, h: 10 };
    expect(segmentCrossesRect({ x: 0, y: 15 }, { x: 40, y: 15 }, r)).toBe(true);
    expect(segmentCrossesRect({ x: 0, y: 5 }, { x: 40, y: 5 }, r)).toBe(false);
    expect(segmentCrossesRect({ x: 10, y: 0 }, { x: 10, y: 30 }, r)).toBe(false);
  });
});
