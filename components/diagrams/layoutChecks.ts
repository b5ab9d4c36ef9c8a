// Geometry checks of a drawn diagram, on what the reader sees: every line (an arrow, a bundle's branch, the start
// path), every label box, state, junction dot and arrowhead. The layout (layout.ts) scores its candidates with them,
// and the tests assert them: on the layout (tests/unit/domain/diagramLayout.test.ts) and on the SVG the export
// serves, read back from the page (tests/browser/diagram-rules.test.ts). Pure geometry, no DOM and no ELK.
import { ARROW, JUNCTION_RADIUS, type DiagramLayout, type Point, type Rect } from './layoutTypes';

/** A line as drawn: its arrow (`bundle`: the arrow's id, shared by a bundle's branches and trunk). */
export interface DrawnLine {
  id: string;
  bundle: string;
  /** States the line may touch: those it leaves and enters (a group's states for a line leaving the group). */
  own: string[];
  points: Point[];
  /** Whether an arrowhead is drawn at its end. */
  arrow: boolean;
  /** The arrowhead's size where it is not ARROW (read from a drawing whose marker scales with the stroke). */
  head?: ArrowSize;
}

export interface ArrowSize {
  length: number;
  halfWidth: number;
  tip: number;
}

export interface DiagramGeometry {
  lines: DrawnLine[];
  labels: { bundle: string; box: Rect }[];
  states: { id: string; box: Rect }[];
  /** Junction dots and the start dot. */
  dots: { bundle: string; box: Rect }[];
}

const START = '__start';
/** How much of an arrow's last segment shows behind its arrowhead, at least. */
const STEM = 4;
/** How far a label keeps from any arrowhead, at least. */
const CLEARANCE = 2;

/** The lines, labels, states and dots of a laid-out diagram. */
export function geometryOf(layout: DiagramLayout): DiagramGeometry {
  const groupStates = new Map(layout.groups.map((g) => [g.id, g.states]));
  const lines: DrawnLine[] = [];
  const dots: DiagramGeometry['dots'] = [];
  for (const e of layout.edges) {
    const from = e.fromGroup ? (groupStates.get(e.fromGroup) ?? e.from) : e.from;
    if (e.branches.length === 0) {
      lines.push({ id: e.id, bundle: e.id, own: [...from, e.to], points: e.points, arrow: true });
      continue;
    }
    lines.push({ id: `${e.id}#trunk`, bundle: e.id, own: [e.to], points: e.points, arrow: true });
    for (const [i, b] of e.branches.entries()) {
      const leaves = b.fromGroup ? (groupStates.get(b.fromGroup) ?? b.from) : b.from;
      lines.push({ id: `${e.id}#${i}`, bundle: e.id, own: leaves, points: b.points, arrow: false });
    }
    for (const j of e.junctions) dots.push({ bundle: e.id, box: dotBox(j, JUNCTION_RADIUS) });
  }
  const initial = layout.start.points[layout.start.points.length - 1];
  const target = layout.nodes.find((n) => initial && onBorder(initial, n));
  lines.push({ id: START, bundle: START, own: target ? [target.id] : [], points: layout.start.points, arrow: true });
  dots.push({ bundle: START, box: dotBox(layout.start, 5) });
  return {
    lines,
    labels: layout.edges.map((e) => ({ bundle: e.id, box: e.labelBox })),
    states: layout.nodes.map((n) => ({ id: n.id, box: { x: n.x, y: n.y, w: n.w, h: n.h } })),
    dots,
  };
}

const inflate = (r: Rect, by: number): Rect => ({ x: r.x - by, y: r.y - by, w: r.w + 2 * by, h: r.h + 2 * by });
const dotBox = (c: Point, r: number): Rect => ({ x: c.x - r, y: c.y - r, w: 2 * r, h: 2 * r });
const onBorder = (p: Point, r: Rect) => p.x >= r.x - 2 && p.x <= r.x + r.w + 2 && p.y >= r.y - 2 && p.y <= r.y + r.h + 2;

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

/** True when two rectangles share some area (touching does not count). */
export function rectsOverlap(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

const segmentsOf = (points: Point[]) => points.slice(1).map((p, i) => [points[i], p] as const);

/** The box an arrowhead covers at the end of a line (a line's last segment is horizontal or vertical). */
export function arrowheadBox(points: Point[], head: ArrowSize = ARROW): Rect | null {
  if (points.length < 2) return null;
  const end = points[points.length - 1];
  const before = points[points.length - 2];
  const len = Math.hypot(end.x - before.x, end.y - before.y);
  if (len === 0) return null;
  const ux = (end.x - before.x) / len;
  const uy = (end.y - before.y) / len;
  const tip = { x: end.x + ux * head.tip, y: end.y + uy * head.tip };
  const back = { x: tip.x - ux * head.length, y: tip.y - uy * head.length };
  const corners = [-1, 1].flatMap((side) => [tip, back].map((p) => ({ x: p.x - uy * head.halfWidth * side, y: p.y + ux * head.halfWidth * side })));
  const xs = corners.map((p) => p.x);
  const ys = corners.map((p) => p.y);
  return { x: Math.min(...xs), y: Math.min(...ys), w: Math.max(...xs) - Math.min(...xs), h: Math.max(...ys) - Math.min(...ys) };
}

/** Whether segments a-b and c-d cross at a point inside both (touching at an end or running along each other does not). */
function segmentsCross(a: Point, b: Point, c: Point, d: Point): Point | null {
  const side = (p: Point, q: Point, r: Point) => Math.sign((q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x));
  if (side(a, b, c) * side(a, b, d) >= 0 || side(c, d, a) * side(c, d, b) >= 0) return null;
  const t = ((c.x - a.x) * (d.y - c.y) - (c.y - a.y) * (d.x - c.x)) / ((b.x - a.x) * (d.y - c.y) - (b.y - a.y) * (d.x - c.x));
  return { x: Math.round(a.x + t * (b.x - a.x)), y: Math.round(a.y + t * (b.y - a.y)) };
}

/** How long segments a-b and c-d run along each other on one line (0 when they are not on one line). */
function sharedLength(a: Point, b: Point, c: Point, d: Point): number {
  const horizontal = (p: Point, q: Point) => Math.abs(p.y - q.y) < 0.5;
  const vertical = (p: Point, q: Point) => Math.abs(p.x - q.x) < 0.5;
  const overlap = (p1: number, p2: number, q1: number, q2: number) =>
    Math.max(0, Math.min(Math.max(p1, p2), Math.max(q1, q2)) - Math.max(Math.min(p1, p2), Math.min(q1, q2)));
  if (horizontal(a, b) && horizontal(c, d) && Math.abs(a.y - c.y) < 0.5) return overlap(a.x, b.x, c.x, d.x);
  if (vertical(a, b) && vertical(c, d) && Math.abs(a.x - c.x) < 0.5) return overlap(a.y, b.y, c.y, d.y);
  return 0;
}

export interface Crossing {
  lines: [string, string];
  at: Point;
}

/** Every place where two lines cross (a bundle's branches meeting at their junction do not cross). */
export function lineCrossings(g: DiagramGeometry): Crossing[] {
  const found: Crossing[] = [];
  for (const [i, a] of g.lines.entries()) {
    for (const b of g.lines.slice(i + 1)) {
      for (const [p, q] of segmentsOf(a.points)) {
        for (const [r, s] of segmentsOf(b.points)) {
          const at = segmentsCross(p, q, r, s);
          if (at) found.push({ lines: [a.id, b.id], at });
        }
      }
    }
  }
  return found;
}

/** The most segments any one drawn line has (a bundle's branch and its trunk are two lines). */
export function longestLine(g: DiagramGeometry): number {
  return Math.max(0, ...g.lines.filter((l) => l.id !== START).map((l) => l.points.length - 1));
}

/**
 * What a reader would trip on, in words: a line through a state it neither leaves nor enters or through a label not
 * its own; a label box over another label, a state, a dot or any arrowhead (its own too); two arrows drawn along
 * each other, so one hides the other; an arrowhead longer than the segment it ends, so it sits on a bend.
 */
export function diagramProblems(g: DiagramGeometry): string[] {
  const problems: string[] = [];
  for (const line of g.lines) {
    const segments = segmentsOf(line.points);
    for (const s of g.states) {
      if (!line.own.includes(s.id) && segments.some(([a, b]) => segmentCrossesRect(a, b, s.box))) problems.push(`${line.id} runs through the state ${s.id}`);
    }
    for (const l of g.labels) {
      if (l.bundle !== line.bundle && segments.some(([a, b]) => segmentCrossesRect(a, b, l.box)))
        problems.push(`${line.id} runs through the label of ${l.bundle}`);
    }
    for (const d of g.dots) {
      if (d.bundle !== line.bundle && segments.some(([a, b]) => segmentCrossesRect(a, b, d.box)))
        problems.push(`${line.id} runs through the dot of ${d.bundle}`);
    }
    if (line.arrow && segments.length > 0) {
      const [a, b] = segments[segments.length - 1];
      const head = line.head ?? ARROW;
      if (Math.hypot(b.x - a.x, b.y - a.y) < head.length - head.tip + STEM) problems.push(`${line.id} ends in a segment too short for its arrowhead`);
    }
  }
  const heads = g.lines.filter((l) => l.arrow).map((l) => ({ line: l.id, box: arrowheadBox(l.points, l.head) }));
  for (const [i, label] of g.labels.entries()) {
    for (const other of g.labels.slice(i + 1))
      if (rectsOverlap(label.box, other.box)) problems.push(`the labels of ${label.bundle} and ${other.bundle} overlap`);
    for (const s of g.states) if (rectsOverlap(label.box, s.box)) problems.push(`the label of ${label.bundle} covers the state ${s.id}`);
    for (const d of g.dots) if (rectsOverlap(label.box, d.box)) problems.push(`the label of ${label.bundle} covers the dot of ${d.bundle}`);
    for (const h of heads)
      if (h.box && rectsOverlap(label.box, inflate(h.box, CLEARANCE))) problems.push(`the label of ${label.bundle} covers the arrowhead of ${h.line}`);
  }
  for (const [i, a] of g.lines.entries()) {
    for (const b of g.lines.slice(i + 1)) {
      if (a.bundle === b.bundle) continue;
      const along = segmentsOf(a.points).some(([p, q]) => segmentsOf(b.points).some(([r, s]) => sharedLength(p, q, r, s) > 1));
      if (along) problems.push(`${a.id} and ${b.id} run along each other`);
    }
  }
  return problems;
}

/** Labels said more than once into the same state: each transition's words should be on one arrow there. */
export function repeatedLabels(layout: Pick<DiagramLayout, 'edges'>): string[] {
  const seen = new Map<string, string>();
  const repeated: string[] = [];
  for (const e of layout.edges) {
    for (const text of e.label.split('; ')) {
      const key = `${e.to}\0${text}`;
      const first = seen.get(key);
      if (first !== undefined && first !== e.id) repeated.push(`"${text}" into ${e.to} on ${first} and ${e.id}`);
      else seen.set(key, e.id);
    }
  }
  return repeated;
}
