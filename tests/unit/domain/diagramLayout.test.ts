// The SVG layout of the state diagrams (ELK, at build time): deterministic, complete, labels of 12 px or more, each
// transition's words said once per target state, and nothing a reader trips on (layoutChecks.ts): no line through a
// label or a state it does not belong to, no label over an arrowhead, no more crossings than before, short lines.
import type { Table } from 'mdast';
import { graphFit } from '@/components/diagrams/fit';
import { arrowsOf, FONT, isCandidate, labelLines, layoutChosen, layoutMachine, wrapLabel, type DiagramLayout, type Rect } from '@/components/diagrams/layout';
import { arrowheadBox, diagramProblems, geometryOf, lineCrossings, longestLine, repeatedLabels, segmentCrossesRect } from '@/components/diagrams/layoutChecks';
import { presentations } from '@/components/diagrams/presentation';
import { MACHINE_IDS, machines } from '@/lib/domain';
import { transitionText } from '@/lib/domain/wording';
import { machineText } from '@/lib/mdx/components/machineText';
import { readChoices } from '../../../scripts/content/choices';
import { crossingLimit, MAX_LINE_SEGMENTS, PHONE_COLUMN_BEFORE } from '../../diagramBaseline';

const same = (p: { x: number; y: number }, q: { x: number; y: number }) => Math.abs(p.x - q.x) < 1.5 && Math.abs(p.y - q.y) < 1.5;

/** How long two orthogonal polylines run along each other (more than a pixel's touch). */
function sharedLength(a: { x: number; y: number }[], b: { x: number; y: number }[]): number {
  let total = 0;
  for (let i = 1; i < a.length; i += 1) {
    for (let j = 1; j < b.length; j += 1) {
      const [p, q, r, s] = [a[i - 1], a[i], b[j - 1], b[j]];
      const span = (u: number, v: number, w: number, z: number) =>
        Math.max(0, Math.min(Math.max(u, v), Math.max(w, z)) - Math.max(Math.min(u, v), Math.min(w, z)));
      if (p.y === q.y && r.y === s.y && Math.abs(p.y - r.y) < 0.5) total += span(p.x, q.x, r.x, s.x);
      if (p.x === q.x && r.x === s.x && Math.abs(p.x - r.x) < 0.5) total += span(p.y, q.y, r.y, s.y);
    }
  }
  return total > 1 ? Math.round(total) : 0;
}

const overlap = (a: Rect, b: Rect) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe.each(MACHINE_IDS.map((id) => [id]))('%s diagram layout', (id) => {
  const m = machines[id];
  const p = presentations[id];
  let layout: DiagramLayout;
  // Laying a machine out tries every candidate (up to 54 ELK runs for a machine with three bundles): a few seconds.
  beforeAll(async () => {
    layout = await layoutMachine(m, p);
  }, 60_000);

  it('is deterministic', async () => {
    const { layoutMachine: again } = await import('@/components/diagrams/layout');
    expect(JSON.stringify(await again(m, p))).toBe(JSON.stringify(layout));
  });

  it("is laid out from the machine's recorded choice as the search lays it out, in one run", async () => {
    const chosen = readChoices(process.cwd()).get(id)?.candidate;
    expect(isCandidate(m, p, chosen)).toBe(true);
    const fromChoice = await layoutChosen(m, p, chosen);
    expect(fromChoice.searched).toBe(false);
    expect(JSON.stringify(fromChoice.layout)).toBe(JSON.stringify(layout));
  });

  it('draws every state once and every transition on an arrow, with a line from each state it leaves', () => {
    expect(layout.nodes.map((n) => n.id).sort()).toEqual(Object.keys(m.states).sort());
    for (const t of m.transitions) {
      for (const from of t.from) {
        const edge = layout.edges.find((e) => e.to === t.to && e.from.includes(from) && e.label.split('; ').includes(transitionText(m, t)));
        expect(edge).toBeDefined();
        expect(edge?.points.length).toBeGreaterThanOrEqual(2);
        if (edge && edge.branches.length > 0) expect(edge.branches.find((b) => b.from.includes(from))?.points.length).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it("says each transition's words once per target state: transitions that share them share one arrow", () => {
    expect(repeatedLabels(layout)).toEqual([]);
    // A bundle's branches all end on its trunk, where a dot marks them unless one carries straight on.
    for (const e of layout.edges.filter((x) => x.branches.length > 0)) {
      for (const b of e.branches) {
        const end = b.points[b.points.length - 1];
        const onTrunk = e.points.slice(1).some((q, i) => {
          const pt = e.points[i];
          return Math.min(pt.x, q.x) - 1 <= end.x && end.x <= Math.max(pt.x, q.x) + 1 && Math.min(pt.y, q.y) - 1 <= end.y && end.y <= Math.max(pt.y, q.y) + 1;
        });
        expect({ edge: e.id, end, onTrunk }).toEqual({ edge: e.id, end, onTrunk: true });
      }
      expect(e.junctions.length).toBeGreaterThanOrEqual(1);
      // No branch is drawn back over its trunk, and the trunk starts where a branch meets it (it does not dangle).
      const along = e.branches.map((b) => sharedLength(b.points, e.points));
      expect({ edge: e.id, along }).toEqual({ edge: e.id, along: along.map(() => 0) });
      const start = e.points[0];
      expect(e.branches.some((b) => same(b.points[b.points.length - 1], start))).toBe(true);
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
    expect(diagramProblems(geometryOf(layout))).toEqual([]);
  });

  it('crosses lines no more than before, and draws no line of more than 5 segments', () => {
    const g = geometryOf(layout);
    expect(lineCrossings(g).length).toBeLessThanOrEqual(crossingLimit(id));
    expect(longestLine(g)).toBeLessThanOrEqual(MAX_LINE_SEGMENTS);
  });

  it("is still drawn in a 390 px phone's column if it was before", () => {
    if (PHONE_COLUMN_BEFORE.includes(id)) expect(graphFit(layout)).toBe(320);
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

  it('bundles transitions with the same words into a state, and keeps apart those from different sources', () => {
    const changes = arrowsOf(machines.changes, presentations.changes).map((a) => [a.sources.map((s) => s.key).join('+'), a.to, a.texts.join('; ')]);
    expect(changes).toEqual([
      ['clean+pending+submitted+deployed', 'pending', 'Stage a change'],
      ['pending+submitted', 'pending', 'Trash icon on one of several entries'],
      ['pending+submitted', 'clean', 'Trash icon on the last entry; Delete all x changes'],
      ['pending', 'submitted', 'Submit all # Changes'],
      ['submitted', 'deployed', 'Deploy in the cloud'],
    ]);
  });

  it('finds an arrowhead where a line ends, pointing along its last segment', () => {
    expect(
      arrowheadBox([
        { x: 0, y: 0 },
        { x: 0, y: 50 },
      ]),
    ).toEqual({ x: -4.5, y: 41, w: 9, h: 10 });
    expect(
      arrowheadBox([
        { x: 50, y: 0 },
        { x: 0, y: 0 },
      ]),
    ).toEqual({ x: -1, y: -4.5, w: 10, h: 9 });
  });

  it('finds crossing lines, not lines that meet at an end or run side by side', () => {
    const line = (id: string, points: [number, number][]) => ({ id, bundle: id, own: [], arrow: false, points: points.map(([x, y]) => ({ x, y })) });
    const geometry = (...lines: ReturnType<typeof line>[]) => ({ lines, labels: [], states: [], dots: [] });
    expect(
      lineCrossings(
        geometry(
          line('a', [
            [0, 10],
            [40, 10],
          ]),
          line('b', [
            [20, 0],
            [20, 30],
          ]),
        ),
      ),
    ).toHaveLength(1);
    expect(
      lineCrossings(
        geometry(
          line('a', [
            [0, 10],
            [40, 10],
          ]),
          line('b', [
            [40, 10],
            [40, 30],
          ]),
        ),
      ),
    ).toHaveLength(0);
    expect(
      lineCrossings(
        geometry(
          line('a', [
            [0, 10],
            [40, 10],
          ]),
          line('b', [
            [0, 14],
            [40, 14],
          ]),
        ),
      ),
    ).toHaveLength(0);
    expect(
      diagramProblems(
        geometry(
          line('a', [
            [0, 10],
            [40, 10],
          ]),
          line('b', [
            [10, 10],
            [30, 10],
          ]),
        ),
      ),
    ).toEqual(['a and b run along each other']);
  });

  it('finds a segment through a rectangle, not one beside it', () => {
    const r = { x: 10, y: 10, w: 20, h: 10 };
    expect(segmentCrossesRect({ x: 0, y: 15 }, { x: 40, y: 15 }, r)).toBe(true);
    expect(segmentCrossesRect({ x: 0, y: 5 }, { x: 40, y: 5 }, r)).toBe(false);
    expect(segmentCrossesRect({ x: 10, y: 0 }, { x: 10, y: 30 }, r)).toBe(false);
  });
});
