// Geometry checks of a laid-out diagram: which edges run through a label or a state they do not belong to. The
// layout picks the candidate with the fewest such crossings, and the tests assert there are none.
import type { DiagramLayout, Rect } from './layoutTypes';

type Point = { x: number; y: number };

/** True when the segment a-b passes through the inside of r (touching its border does not count). */
export function segmentCrossesRect(a: Point, b: Point, r: Rect, inset = 1): boolean {
  const x1 = r.x + inset;
  const y1 = r.y + inset;
  const x2 = r.x + r.w - inset;
  const y2 = r.y + r.h - inset;
  if (x2 <= x1 || y2 <= y1) return false;
  // Liang-Barsky clipping of the segment against the rectangle.
  let t0 = 0;
  let t1 = 1;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const edges: [number, number][] = [
    [-dx, a.x - x1],
    [dx, x2 - a.x],
    [-dy, a.y - y1],
    [dy, y2 - a.y],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q <= 0) return false;
      continue;
    }
    const t = q / p;
    if (p < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 >= t1) return false;
  }
  return true;
}

export interface Crossing {
  edge: string;
  /** The label (edge id + '#label') or state it runs through. */
  through: string;
}

/** Every place where an edge runs through another edge's label or through a state it neither leaves nor enters. */
export function edgeCrossings(layout: DiagramLayout): Crossing[] {
  const crossings: Crossing[] = [];
  const groupOf = new Map(layout.groups.flatMap((g) => g.states.map((s) => [s, g.id] as const)));
  for (const e of layout.edges) {
    const own = new Set([...e.from, e.to]);
    const segments = e.points.slice(1).map((p, i) => [e.points[i], p] as const);
    for (const other of layout.edges) {
      if (other.id === e.id) continue;
      if (segments.some(([a, b]) => segmentCrossesRect(a, b, other.labelBox))) {
        crossings.push({ edge: e.id, through: `${other.id}#label` });
      }
    }
    for (const n of layout.nodes) {
      if (own.has(n.id)) continue;
      // An edge from a group leaves the box that holds its own states.
      if (e.fromGroup && groupOf.get(n.id) === e.fromGroup) continue;
      if (segments.some(([a, b]) => segmentCrossesRect(a, b, n))) crossings.push({ edge: e.id, through: n.id });
    }
  }
  return crossings;
}
