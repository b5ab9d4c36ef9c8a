// Deterministic layout of a state machine as an SVG diagram: states on the grid cells their data names, groups
// drawn as boxes, transitions merged per (source, target) and routed as straight or gently curved arrows that avoid
// other states, labels placed where they hit nothing. Pure TypeScript: the server component renders the result and
// jest checks it; nothing here runs in the browser.
import type { AnyMachine } from '@/lib/domain/machine';

type AnyTransition = AnyMachine['transitions'][number];

export const NODE_W = 140;
export const NODE_H = 50;
const COL_GAP = 58;
const ROW_GAP = 104;
const MARGIN_X = 32;
const MARGIN_TOP = 44;
const MARGIN_BOTTOM = 24;
const GROUP_PAD = 12;
const GROUP_LABEL_H = 18;
const LABEL_CHAR_W = 6.5;
const LABEL_H = 17;
const LINE_CHARS = 16;

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface NodeLayout extends Rect {
  id: string;
  label: string;
  lines: string[];
  pending: boolean;
  terminal: boolean;
  virtual: boolean;
}

export interface GroupLayout extends Rect {
  id: string;
  label: string;
  states: string[];
}

export interface EdgeLayout {
  id: string;
  /** Source states (several when drawn from a group). */
  from: string[];
  fromGroup: string | null;
  to: string;
  /** Event types on this edge. */
  events: string[];
  label: string;
  path: string;
  labelBox: Rect;
  timer: boolean;
  selfLoop: boolean;
}

export interface TransitionText {
  from: string[];
  to: string;
  event: string;
  text: string;
  timer: boolean;
}

export interface DiagramLayout {
  width: number;
  height: number;
  nodes: NodeLayout[];
  groups: GroupLayout[];
  edges: EdgeLayout[];
  start: { x: number; y: number; path: string };
}

interface Point {
  x: number;
  y: number;
}

/** Split a state label into at most two lines; "(pending)" always starts the second. */
export function wrapLabel(label: string): string[] {
  const m = /^(.*?)\s*(\((?:pending|Pending)\))$/.exec(label);
  if (m) return [m[1], m[2]];
  if (label.length <= LINE_CHARS) return [label];
  const words = label.split(' ');
  let first = '';
  for (const w of words) {
    if (first && `${first} ${w}`.length > LINE_CHARS) break;
    first = first ? `${first} ${w}` : w;
  }
  return [first, label.slice(first.length).trim()].filter(Boolean);
}

export function labelWidth(text: string): number {
  return Math.ceil(text.length * LABEL_CHAR_W) + 10;
}

function center(r: Rect): Point {
  return { x: r.x + r.w / 2, y: r.y + r.h / 2 };
}

function inflate(r: Rect, by: number): Rect {
  return { x: r.x - by, y: r.y - by, w: r.w + 2 * by, h: r.h + 2 * by };
}

function inside(p: Point, r: Rect): boolean {
  return p.x > r.x && p.x < r.x + r.w && p.y > r.y && p.y < r.y + r.h;
}

function overlaps(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/** Where the ray from the centre of r towards p leaves r. */
function boundaryToward(r: Rect, p: Point): Point {
  const c = center(r);
  const dx = p.x - c.x;
  const dy = p.y - c.y;
  if (dx === 0 && dy === 0) return c;
  const sx = dx === 0 ? Infinity : r.w / 2 / Math.abs(dx);
  const sy = dy === 0 ? Infinity : r.h / 2 / Math.abs(dy);
  const s = Math.min(sx, sy);
  return { x: c.x + dx * s, y: c.y + dy * s };
}

function quad(a: Point, c: Point, b: Point, t: number): Point {
  const u = 1 - t;
  return { x: u * u * a.x + 2 * u * t * c.x + t * t * b.x, y: u * u * a.y + 2 * u * t * c.y + t * t * b.y };
}

const r1 = (n: number) => Math.round(n * 10) / 10;

export function transitionText(machine: AnyMachine, t: AnyTransition): string {
  const ev = machine.events[t.event];
  const base = ev.short ?? ev.label;
  const when = t.when ? ` [${t.when.label}]` : '';
  const extra = t.edgeLabel ? ` (${t.edgeLabel})` : '';
  return `${base}${when}${extra}`;
}

/** Every transition in words, one line per (sources, target, event branch), for the text alternative. */
export function listTransitions(machine: AnyMachine): TransitionText[] {
  return machine.transitions.map((t) => ({
    from: [...t.from],
    to: t.to,
    event: t.event,
    text: transitionText(machine, t),
    timer: !!machine.events[t.event].timer,
  }));
}

export function layoutMachine(machine: AnyMachine): DiagramLayout {
  const stateIds = Object.keys(machine.states);
  const groups = machine.groups ?? [];
  const hasGroupAbove = (row: number) =>
    groups.some((g) => g.states.some((s) => machine.states[s].layout.row === row));
  const rowY = (row: number) => {
    let y = MARGIN_TOP;
    for (let r = 0; r < row; r += 1) y += NODE_H + ROW_GAP;
    return y + (hasGroupAbove(0) ? GROUP_LABEL_H : 0);
  };
  const nodes: NodeLayout[] = stateIds.map((id) => {
    const s = machine.states[id];
    return {
      id,
      label: s.label,
      lines: wrapLabel(s.label),
      pending: !!s.pending,
      terminal: !!s.terminal,
      virtual: !!s.virtual,
      x: MARGIN_X + s.layout.col * (NODE_W + COL_GAP),
      y: rowY(s.layout.row),
      w: NODE_W,
      h: NODE_H,
    };
  });
  const byId = new Map(nodes.map((n) => [n.id, n]));

  const groupLayouts: GroupLayout[] = groups.map((g) => {
    const members = g.states.map((s) => byId.get(s) as NodeLayout);
    const x = Math.min(...members.map((m) => m.x)) - GROUP_PAD;
    const y = Math.min(...members.map((m) => m.y)) - GROUP_PAD - GROUP_LABEL_H;
    const right = Math.max(...members.map((m) => m.x + m.w)) + GROUP_PAD;
    const bottom = Math.max(...members.map((m) => m.y + m.h)) + GROUP_PAD;
    return { id: g.id, label: g.label, states: [...g.states], x, y, w: right - x, h: bottom - y };
  });

  // Merge transitions into edges keyed by source (state or group) and target.
  interface Pending {
    key: string;
    from: string[];
    fromGroup: string | null;
    to: string;
    events: string[];
    texts: string[];
    timer: boolean;
  }
  const merged = new Map<string, Pending>();
  const add = (key: string, from: string[], fromGroup: string | null, to: string, event: string, text: string, timer: boolean) => {
    const e = merged.get(key) ?? { key, from: [], fromGroup, to, events: [], texts: [], timer: true };
    for (const f of from) if (!e.from.includes(f)) e.from.push(f);
    if (!e.events.includes(event)) e.events.push(event);
    if (!e.texts.includes(text)) e.texts.push(text);
    e.timer = e.timer && timer;
    merged.set(key, e);
  };
  for (const t of machine.transitions) {
    const text = transitionText(machine, t);
    const timer = !!machine.events[t.event].timer;
    const group = t.from.length >= 2 ? groups.find((g) => t.from.every((f) => g.states.includes(f))) : undefined;
    if (group) add(`${group.id}->${t.to}`, [...t.from], group.id, t.to, t.event, text, timer);
    else for (const f of t.from) add(`${f}->${t.to}`, [f], null, t.to, t.event, text, timer);
  }

  const obstacles = nodes.map((n) => inflate(n, 4));
  // Labels may come closer to a state than lines may.
  const labelObstacles = nodes.map((n) => inflate(n, 1));
  const placedLabels: Rect[] = [];
  const edges: EdgeLayout[] = [];
  // Most constrained first: self-loops (fixed labels), group edges, then the shortest edges.
  const rank = (e: { from: string[]; fromGroup: string | null; to: string }) => {
    if (!e.fromGroup && e.from.length === 1 && e.from[0] === e.to) return -2;
    if (e.fromGroup) return -1;
    const a = center(byId.get(e.from[0]) as NodeLayout);
    const b = center(byId.get(e.to) as NodeLayout);
    return Math.hypot(a.x - b.x, a.y - b.y);
  };
  const keys = [...merged.keys()].sort((x, y) => rank(merged.get(x)!) - rank(merged.get(y)!) || x.localeCompare(y));

  const placeLabel = (text: string, at: (t: number) => Point, avoid: Rect[]): Rect => {
    const w = labelWidth(text);
    const candidates = [0.5, 0.38, 0.62, 0.28, 0.72, 0.2, 0.8];
    let fallback: Rect | null = null;
    for (const t of candidates) {
      const p = at(t);
      const box = { x: r1(p.x - w / 2), y: r1(p.y - LABEL_H / 2), w, h: LABEL_H };
      fallback ??= box;
      if (!avoid.some((o) => overlaps(box, o)) && !placedLabels.some((o) => overlaps(box, o))) return box;
    }
    return fallback as Rect;
  };

  /** A label position along the edge that touches no state and no other label, or null. */
  const freeLabel = (text: string, at: (t: number) => Point, avoid: Rect[]): Rect | null => {
    const w = labelWidth(text);
    for (const t of [0.5, 0.42, 0.58, 0.34, 0.66, 0.26, 0.74]) {
      const p = at(t);
      const box = { x: r1(p.x - w / 2), y: r1(p.y - LABEL_H / 2), w, h: LABEL_H };
      if (!avoid.some((o) => overlaps(box, o)) && !placedLabels.some((o) => overlaps(box, o))) return box;
    }
    return null;
  };

  for (const key of keys) {
    const e = merged.get(key) as Pending;
    const label = e.texts.join('; ');
    const target = byId.get(e.to) as NodeLayout;
    let path: string;
    let labelBox: Rect;
    const selfLoop = !e.fromGroup && e.from.length === 1 && e.from[0] === e.to;

    if (selfLoop) {
      const n = target;
      const s = machine.states[n.id].layout;
      // Loop below the state when its cell below is free, else above.
      const below = !nodes.some((o) => {
        const l = machine.states[o.id].layout;
        return l.col === s.col && l.row === s.row + 1;
      });
      const x1 = n.x + n.w * 0.62;
      const x2 = n.x + n.w * 0.88;
      const edgeY = below ? n.y + n.h : n.y;
      const bulge = below ? edgeY + 40 : edgeY - 40;
      path = `M${r1(x1)},${r1(edgeY)} C${r1(x1 - 6)},${r1(bulge)} ${r1(x2 + 6)},${r1(bulge)} ${r1(x2)},${r1(edgeY)}`;
      const w = labelWidth(label);
      const cx = (x1 + x2) / 2;
      labelBox = {
        x: r1(Math.max(4, cx - w / 2)),
        y: r1(below ? bulge - 8 : bulge - LABEL_H + 8),
        w,
        h: LABEL_H,
      };
    } else if (e.fromGroup) {
      const g = groupLayouts.find((x) => x.id === e.fromGroup) as GroupLayout;
      const tc = center(target);
      let a: Point;
      let b: Point;
      if (target.y >= g.y + g.h) {
        const x = Math.min(Math.max(tc.x - 34, g.x + 10), g.x + g.w - 10);
        a = { x, y: g.y + g.h };
        b = { x, y: target.y };
      } else if (target.y + target.h <= g.y) {
        const x = Math.min(Math.max(tc.x - 34, g.x + 10), g.x + g.w - 10);
        a = { x, y: g.y };
        b = { x, y: target.y + target.h };
      } else {
        a = boundaryToward(g, tc);
        b = boundaryToward(target, a);
      }
      path = `M${r1(a.x)},${r1(a.y)} L${r1(b.x)},${r1(b.y)}`;
      labelBox = placeLabel(label, (t) => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t }), labelObstacles);
    } else {
      const source = byId.get(e.from[0]) as NodeLayout;
      const sc = center(source);
      const tc = center(target);
      const reverse = merged.has(`${e.to}->${e.from[0]}`);
      const dx = tc.x - sc.x;
      const dy = tc.y - sc.y;
      const len = Math.hypot(dx, dy) || 1;
      const nx = -dy / len;
      const ny = dx / len;
      const others = obstacles.filter((_, i) => nodes[i].id !== source.id && nodes[i].id !== target.id);
      const offsets = reverse ? [26, 50, 80, 110] : [0, 40, -40, 70, -70, 100, -100];
      let fallback: { path: string; box: Rect } | null = null;
      let done: { path: string; box: Rect } | null = null;
      for (const off of offsets) {
        const c = { x: (sc.x + tc.x) / 2 + nx * off * 2, y: (sc.y + tc.y) / 2 + ny * off * 2 };
        const a = boundaryToward(source, c);
        const b = boundaryToward(target, c);
        const clear = Array.from({ length: 24 }, (_, i) => quad(a, c, b, (i + 1) / 25)).every(
          (p) => !others.some((o) => inside(p, o)),
        );
        if (!clear) continue;
        const d = `M${r1(a.x)},${r1(a.y)} Q${r1(c.x)},${r1(c.y)} ${r1(b.x)},${r1(b.y)}`;
        const box = freeLabel(label, (t) => quad(a, c, b, t), labelObstacles);
        if (box) {
          done = { path: d, box };
          break;
        }
        fallback ??= { path: d, box: placeLabel(label, (t) => quad(a, c, b, t), labelObstacles) };
      }
      if (!done && !fallback) {
        const c = { x: (sc.x + tc.x) / 2, y: (sc.y + tc.y) / 2 };
        const a = boundaryToward(source, c);
        const b = boundaryToward(target, c);
        fallback = {
          path: `M${r1(a.x)},${r1(a.y)} L${r1(b.x)},${r1(b.y)}`,
          box: placeLabel(label, (t) => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t }), labelObstacles),
        };
      }
      const picked = (done ?? fallback) as { path: string; box: Rect };
      path = picked.path;
      labelBox = picked.box;
    }
    placedLabels.push(labelBox);
    edges.push({
      id: key,
      from: e.from,
      fromGroup: e.fromGroup,
      to: e.to,
      events: e.events,
      label,
      path,
      labelBox,
      timer: e.timer,
      selfLoop,
    });
  }

  const initial = byId.get(machine.initial) as NodeLayout;
  const startPoint = { x: initial.x - 24, y: initial.y + initial.h / 2 };
  const start = {
    x: startPoint.x,
    y: startPoint.y,
    path: `M${r1(startPoint.x + 5)},${r1(startPoint.y)} L${r1(initial.x)},${r1(startPoint.y)}`,
  };

  const allRects: Rect[] = [...nodes, ...groupLayouts, ...placedLabels];
  const width = Math.ceil(Math.max(...allRects.map((r) => r.x + r.w)) + MARGIN_X / 2);
  const height = Math.ceil(Math.max(...allRects.map((r) => r.y + r.h)) + MARGIN_BOTTOM);
  const minY = Math.min(...allRects.map((r) => r.y));
  const minX = Math.min(...allRects.map((r) => r.x), start.x - 6);
  // Shift everything so nothing is cut off at the top or left (labels of self-loops may sit above row 0).
  const shiftY = minY < 8 ? 8 - minY : 0;
  const shiftX = minX < 6 ? 6 - minX : 0;
  if (shiftX || shiftY) return shift({ width, height, nodes, groups: groupLayouts, edges, start }, shiftX, shiftY);
  return { width, height, nodes, groups: groupLayouts, edges, start };
}

function shiftPath(path: string, dx: number, dy: number): string {
  return path.replace(/(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/g, (_m, x, y) => `${r1(Number(x) + dx)},${r1(Number(y) + dy)}`);
}

function shift(l: DiagramLayout, dx: number, dy: number): DiagramLayout {
  const mv = <T extends Rect>(r: T): T => ({ ...r, x: r1(r.x + dx), y: r1(r.y + dy) });
  return {
    width: Math.ceil(l.width + dx),
    height: Math.ceil(l.height + dy),
    nodes: l.nodes.map(mv),
    groups: l.groups.map(mv),
    edges: l.edges.map((e) => ({ ...e, path: shiftPath(e.path, dx, dy), labelBox: mv(e.labelBox) })),
    start: { x: l.start.x + dx, y: l.start.y + dy, path: shiftPath(l.start.path, dx, dy) },
  };
}
