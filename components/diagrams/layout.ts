// Layout of a state machine as an SVG diagram, computed at build time on the server with ELK's layered algorithm
// (elkjs): states, boxes around grouped states, and one arrow per phrase and target state, labelled once: an arrow
// from several states is a bundle whose branches meet at a junction. Candidate layouts are scored on what a reader
// sees (layoutChecks.ts) and the best is kept. Nothing here reaches the browser; a new state needs no coordinates.
import ELK, { type ElkExtendedEdge, type ElkNode } from 'elkjs/lib/elk.bundled.js';
import type { AnyMachine } from '@/lib/domain/machine';
import { transitionText } from '@/lib/domain/wording';
import { graphFit } from './fit';
import { diagramProblems, geometryOf, lineCrossings, longestLine } from './layoutChecks';
import {
  EDGE_LINE_HEIGHT,
  FONT,
  JUNCTION_RADIUS,
  type DiagramLayout,
  type EdgeLayout,
  type GroupLayout,
  type NodeLayout,
  type Point,
  type Rect,
} from './layoutTypes';
import type { AnyPresentation } from './presentation/types';

/** Rough glyph width of the system UI font, per pixel of font size; generous so text never spills. */
const GLYPH = 0.58;
const STATE_LINE_H = 18;
const STATE_PAD_X = 14;
const STATE_PAD_Y = 12;
const EDGE_LINE_H = EDGE_LINE_HEIGHT;
const LINE_CHARS = 18;
const EDGE_LINE_CHARS = 16;
const START_ID = '__start';

export { EDGE_LINE_HEIGHT, FONT } from './layoutTypes';
export type { DiagramLayout, EdgeLayout, GroupLayout, NodeLayout, Rect } from './layoutTypes';

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

/** An edge's label as lines: each transition's words, broken so no line runs past EDGE_LINE_CHARS (narrow graphs). */
export function labelLines(texts: readonly string[]): string[] {
  return texts.flatMap((text, index) => {
    const lines: string[] = [];
    // What the docs add in parentheses ("(after 24 h)") stays on one line.
    for (const word of text.match(/\([^)]*\)|\S+/g) ?? []) {
      const last = lines[lines.length - 1];
      if (last !== undefined && `${last} ${word}`.length <= EDGE_LINE_CHARS) lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
    }
    // Transitions sharing an arrow are told apart by a semicolon, on the page and for screen readers alike.
    if (index < texts.length - 1) lines[lines.length - 1] += ';';
    return lines;
  });
}

export function textWidth(text: string, fontSize: number): number {
  return Math.ceil(text.length * fontSize * GLYPH);
}

/** Where a line starts: a state, or a group of states it leaves together. */
interface Source {
  key: string;
  from: string[];
  fromGroup: string | null;
}

export interface Arrow {
  key: string;
  sources: Source[];
  to: string;
  events: string[];
  texts: string[];
  timer: boolean;
}

/**
 * The arrows: transitions with the same words into the same state are one arrow, however many states they leave, so
 * every phrase is said once per target; phrases from exactly the same sources share an arrow and its label. A
 * transition from every state of a group leaves the group.
 */
export function arrowsOf(machine: AnyMachine, presentation: AnyPresentation): Arrow[] {
  const groups = presentation.groups ?? [];
  const byText = new Map<string, Arrow>();
  for (const t of machine.transitions) {
    const group = t.from.length >= 2 ? groups.find((g) => g.states.every((s) => t.from.includes(s))) : undefined;
    const sources: Source[] = group ? [{ key: group.id, from: [...t.from], fromGroup: group.id }] : t.from.map((f) => ({ key: f, from: [f], fromGroup: null }));
    const text = transitionText(machine, t);
    const key = `${t.to}\0${text}`;
    const a = byText.get(key) ?? { key, sources: [], to: t.to, events: [], texts: [text], timer: true };
    for (const s of sources) if (!a.sources.some((o) => o.key === s.key)) a.sources.push(s);
    if (!a.events.includes(t.event)) a.events.push(t.event);
    a.timer = a.timer && !!machine.events[t.event].timer;
    byText.set(key, a);
  }
  const merged = new Map<string, Arrow>();
  for (const a of byText.values()) {
    const key = `${a.sources.map((s) => s.key).join(',')}->${a.to}`;
    const into = merged.get(key);
    if (!into) {
      merged.set(key, { ...a, key });
      continue;
    }
    for (const e of a.events) if (!into.events.includes(e)) into.events.push(e);
    into.texts.push(...a.texts);
    into.timer = into.timer && a.timer;
  }
  return [...merged.values()];
}

const bundledArrows = (machine: AnyMachine, presentation: AnyPresentation) => arrowsOf(machine, presentation).filter((a) => a.sources.length > 1);

/** The states in the order the layout places them: the presentation's reading order, then the model's. */
function drawingOrder(machine: AnyMachine, presentation: AnyPresentation): string[] {
  const order = presentation.order ?? [];
  return [...order.filter((s) => s in machine.states), ...Object.keys(machine.states).filter((s) => !order.includes(s))];
}

const elk = new ELK();
const cache = new Map<string, Promise<DiagramLayout>>();

/** The layout of a machine; computed once per build and machine. */
export function layoutMachine(machine: AnyMachine, presentation: AnyPresentation): Promise<DiagramLayout> {
  const cached = cache.get(machine.id);
  if (cached) return cached;
  const next = bestLayout(machine, presentation);
  cache.set(machine.id, next);
  return next;
}

/** Node placements and layerings ELK offers that suit small state machines; each pair is tried. */
const ELK_CANDIDATES: Record<string, string>[] = ['NETWORK_SIMPLEX', 'SIMPLE', 'LINEAR_SEGMENTS', 'BRANDES_KOEPF'].flatMap((placement) =>
  ['NETWORK_SIMPLEX', 'LONGEST_PATH'].map((layering) => ({
    'elk.layered.nodePlacement.strategy': placement,
    'elk.layered.layering.strategy': layering,
  })),
);

/**
 * Where a bundle's junction goes in the reading order, which decides which of its lines run with the flow: just
 * before its target (the trunk runs down into it), just after it, or after the last of its sources (the branches
 * run down into the junction and the trunk back up).
 */
export type JunctionPlace = 'before-target' | 'after-target' | 'after-sources';
const JUNCTION_PLACES: readonly JunctionPlace[] = ['before-target', 'after-target', 'after-sources'];
/** Up to this many combinations of junction places are all tried; beyond, one bundle's place at a time. */
const ALL_PLACES_UP_TO = 27;

export interface Candidate {
  elk: Record<string, string>;
  /** The place of each bundle's junction, in the order of the machine's bundled arrows. */
  junctions: readonly JunctionPlace[];
}

export interface Scored {
  layout: DiagramLayout;
  candidate: Candidate;
  /** Compared in order, smaller is better (scoreLayout). */
  key: number[];
}

/**
 * How well a reader follows a layout, as a key compared in order: the start state first along the flow; nothing a
 * reader trips on (diagramProblems); drawn at 12 px or more in a 600 px column; the fewest lines crossing; no line of
 * more than 5 segments; drawn in a phone's column if it can be (up to PHONE_FIT); then the fewest layers (the
 * shortest drawing), the fewest bends and the narrowest.
 */
export function scoreLayout(layout: DiagramLayout, machine: AnyMachine, presentation: AnyPresentation): number[] {
  const down = (presentation.direction ?? 'DOWN') === 'DOWN';
  const along = (r: Rect) => (down ? r.y : r.x);
  const initial = layout.nodes.find((n) => n.id === machine.initial) as NodeLayout;
  const startsFirst = layout.nodes.every((n) => along(initial) <= along(n));
  const g = geometryOf(layout);
  const bends = g.lines.reduce((sum, l) => sum + Math.max(0, l.points.length - 2), 0);
  return [
    startsFirst ? 0 : 1,
    diagramProblems(g).length,
    graphFit(layout) > DESKTOP_FIT ? 1 : 0,
    lineCrossings(g).length,
    Math.max(0, longestLine(g) - MAX_SEGMENTS),
    Math.min(graphFit(layout), PHONE_FIT),
    down ? layout.height : layout.width,
    bends,
    down ? layout.width : layout.height,
  ];
}

/** The widest fit (fit.ts) at which the graph still shows beside its controls in a 1024 px window's column. */
export const DESKTOP_FIT = 600;
/** The widest column a phone gives a diagram (a 430 px window): a graph this narrow is drawn there, not in a stepper. */
export const PHONE_FIT = 360;
/** The most segments a line should have: a reader follows it round two corners at most. */
export const MAX_SEGMENTS = 5;

/** Every candidate tried for a machine, best first. Deterministic for a machine. */
export async function scoredLayouts(machine: AnyMachine, presentation: AnyPresentation): Promise<Scored[]> {
  const bundles = bundledArrows(machine, presentation).length;
  const scored: Scored[] = [];
  const orders = new Map<string, Scored>();
  const tryPlaces = async (junctions: readonly JunctionPlace[]): Promise<Scored> => {
    // Two places that give the same order give the same layouts: tried once.
    const order = placeJunctions(drawingOrder(machine, presentation), bundledArrows(machine, presentation), junctions).join(',');
    const seen = orders.get(order);
    if (seen) return seen;
    // ELK's bundled build answers each layout from a timer, so the candidates are laid out together: one's wait for
    // its timer is another's work (about a fifth of a large machine's time). Their order is kept.
    const tried: Scored[] = await Promise.all(
      ELK_CANDIDATES.map(async (options) => {
        const candidate = { elk: options, junctions };
        const layout = await computeLayout(machine, presentation, candidate);
        return { layout, candidate, key: scoreLayout(layout, machine, presentation) };
      }),
    );
    scored.push(...tried);
    const best = tried.sort((a, b) => compareKeys(a.key, b.key))[0];
    orders.set(order, best);
    return best;
  };
  if (JUNCTION_PLACES.length ** bundles <= ALL_PLACES_UP_TO) {
    let all: JunctionPlace[][] = [[]];
    for (let i = 0; i < bundles; i += 1) all = all.flatMap((c) => JUNCTION_PLACES.map((p) => [...c, p]));
    for (const junctions of all) await tryPlaces(junctions);
  } else {
    // Many bundles: settle one junction at a time, the others where they were.
    let places: JunctionPlace[] = Array.from({ length: bundles }, () => 'before-target');
    for (let i = 0; i < bundles; i += 1) {
      const options = [];
      for (const p of JUNCTION_PLACES) options.push(await tryPlaces(places.map((q, j) => (j === i ? p : q))));
      places = [...options.sort((a, b) => compareKeys(a.key, b.key))[0].candidate.junctions];
    }
  }
  return scored.sort((a, b) => compareKeys(a.key, b.key));
}

async function bestLayout(machine: AnyMachine, presentation: AnyPresentation): Promise<DiagramLayout> {
  return (await scoredLayouts(machine, presentation))[0].layout;
}

/**
 * Whether `value` is a candidate the search could have chosen for this machine: one of ELK's settings above and a
 * place for each of its bundles. A recorded choice (scripts/content/choices.ts) is laid out only if it is one.
 */
export function isCandidate(machine: AnyMachine, presentation: AnyPresentation, value: unknown): value is Candidate {
  if (typeof value !== 'object' || value === null) return false;
  const { elk: options, junctions } = value as Partial<Candidate>;
  const settings = JSON.stringify(options);
  return (
    ELK_CANDIDATES.some((c) => JSON.stringify(c) === settings) &&
    Array.isArray(junctions) &&
    junctions.length === bundledArrows(machine, presentation).length &&
    junctions.every((p) => JUNCTION_PLACES.includes(p))
  );
}

/**
 * The layout of a machine from the candidate the search chose for it before (one ELK run instead of the search's
 * dozens); the search when `chosen` is not a candidate for this machine. `searched` says which it was.
 */
export async function layoutChosen(machine: AnyMachine, presentation: AnyPresentation, chosen: unknown): Promise<{ layout: DiagramLayout; searched: boolean }> {
  if (isCandidate(machine, presentation, chosen)) return { layout: await computeLayout(machine, presentation, chosen), searched: false };
  return { layout: await layoutMachine(machine, presentation), searched: true };
}

function compareKeys(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

const junctionId = (arrow: string) => `__junction:${arrow}`;

/** A junction: a point, with room around it for its dot. */
function junctionNode(id: string): ElkNode {
  const r = JUNCTION_RADIUS;
  return { id, width: 0, height: 0, layoutOptions: { 'elk.margins': `[top=${r},left=${r},bottom=${r},right=${r}]` } };
}

/** The drawing order with each bundle's junction put in its place. */
function placeJunctions(order: readonly string[], bundled: readonly Arrow[], places: readonly JunctionPlace[]): string[] {
  const out = [...order];
  for (const [i, a] of bundled.entries()) {
    const id = junctionId(a.key);
    const targetAt = out.indexOf(a.to);
    const lastSource = Math.max(targetAt, ...a.sources.map((s) => out.indexOf(s.key)));
    const place = places[i] ?? 'before-target';
    if (place === 'after-sources') out.splice(lastSource + 1, 0, id);
    else if (place === 'after-target') out.splice(targetAt + 1, 0, id);
    else out.splice(targetAt, 0, id);
  }
  return out;
}

export async function computeLayout(machine: AnyMachine, presentation: AnyPresentation, candidate: Candidate): Promise<DiagramLayout> {
  const groups = presentation.groups ?? [];
  const grouped = new Set(groups.flatMap((g) => g.states));
  const stateNode = (id: string): ElkNode => {
    const lines = wrapLabel(machine.states[id].label);
    const w = Math.max(96, Math.max(...lines.map((l) => textWidth(l, FONT.state))) + 2 * STATE_PAD_X);
    return { id, width: w, height: lines.length * STATE_LINE_H + 2 * STATE_PAD_Y };
  };
  const arrows = arrowsOf(machine, presentation);
  const bundled = bundledArrows(machine, presentation);
  const children: ElkNode[] = [
    { id: START_ID, width: 12, height: 12 },
    // A group holds statuses the page shows without steps between them: packed as a column, not a wide row.
    ...groups.map((g) => ({
      id: g.id,
      layoutOptions: {
        'elk.algorithm': 'box',
        'elk.hierarchyHandling': 'SEPARATE_CHILDREN',
        'elk.aspectRatio': '0.4',
        'elk.spacing.nodeNode': '16',
        'elk.padding': '[top=34,left=14,bottom=14,right=14]',
      },
      children: g.states.map(stateNode),
    })),
    // A bundle's branches meet at a junction, a node of its own so that the layout routes them to one point; it
    // comes just before its target in the reading order, so the trunk runs with the flow into the target.
    ...placeJunctions(
      drawingOrder(machine, presentation).filter((id) => !grouped.has(id)),
      bundled,
      candidate.junctions,
    ).map((id) => (id.startsWith('__junction:') ? junctionNode(id) : stateNode(id))),
  ];
  const label = (a: Arrow) => ({
    id: `${a.key}#label`,
    text: a.texts.join('; '),
    width: Math.max(...labelLines(a.texts).map((t) => textWidth(t, FONT.edge))) + 10,
    height: labelLines(a.texts).length * EDGE_LINE_H + 4,
  });
  const edges: ElkExtendedEdge[] = [
    { id: `${START_ID}->${machine.initial}`, sources: [START_ID], targets: [machine.initial] },
    ...arrows.flatMap((a): ElkExtendedEdge[] =>
      a.sources.length === 1
        ? [{ id: a.key, sources: [a.sources[0].fromGroup ?? a.sources[0].from[0]], targets: [a.to], labels: [label(a)] }]
        : [
            ...a.sources.map((s) => ({ id: `${a.key}#from:${s.key}`, sources: [s.key], targets: [junctionId(a.key)] })),
            { id: a.key, sources: [junctionId(a.key)], targets: [a.to], labels: [label(a)] },
          ],
    ),
  ];
  const graph: ElkNode = {
    id: 'root',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': presentation.direction ?? 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.json.edgeCoords': 'ROOT',
      'elk.json.shapeCoords': 'ROOT',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.padding': '[top=12,left=12,bottom=12,right=12]',
      // Spacing as tight as keeps labels clear of edges: the graph has to fit a 630 px column at 12 px text.
      'elk.spacing.nodeNode': '16',
      'elk.layered.spacing.nodeNodeBetweenLayers': '40',
      'elk.spacing.edgeNode': '10',
      'elk.spacing.edgeEdge': '8',
      'elk.spacing.edgeLabel': '4',
      // A self-loop wide enough to show its arrowhead on a stem, not a hook behind it.
      'elk.spacing.nodeSelfLoop': '22',
      'elk.layered.spacing.edgeNodeBetweenLayers': '16',
      'elk.layered.spacing.edgeEdgeBetweenLayers': '12',
      // The machine lists its states in the order a reader follows them: back edges go against that order.
      'elk.layered.cycleBreaking.strategy': 'MODEL_ORDER',
      ...candidate.elk,
    },
    children,
    edges,
  };
  const out = await elk.layout(graph);

  const rect = (n: ElkNode): Rect => ({ x: n.x ?? 0, y: n.y ?? 0, w: n.width ?? 0, h: n.height ?? 0 });
  const flat = (out.children ?? []).flatMap((c) => [c, ...(c.children ?? [])]);
  const byId = new Map(flat.map((n) => [n.id, n]));
  const nodes: NodeLayout[] = Object.keys(machine.states).map((id) => {
    const s = machine.states[id];
    return {
      id,
      label: s.label,
      lines: wrapLabel(s.label),
      pending: !!s.pending,
      terminal: !!s.terminal,
      ...rect(byId.get(id) as ElkNode),
    };
  });
  const groupLayouts: GroupLayout[] = groups.map((g) => ({
    id: g.id,
    label: g.label,
    states: [...g.states],
    ...rect(byId.get(g.id) as ElkNode),
  }));
  const routed = new Map((out.edges ?? []).map((e) => [e.id, e]));
  const pointsOf = (id: string) => {
    const section = routed.get(id)?.sections?.[0];
    if (!section) return [];
    return [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map((p) => ({ x: r1(p.x), y: r1(p.y) }));
  };
  const edgeLayouts: EdgeLayout[] = arrows.map((a) => {
    const l = routed.get(a.key)?.labels?.[0];
    const single = a.sources.length === 1 ? a.sources[0] : null;
    const routedBranches = single ? [] : a.sources.map((s) => pointsOf(`${a.key}#from:${s.key}`));
    const {
      trunk: points,
      branches,
      junctions,
    } = single ? { trunk: pointsOf(a.key), branches: [], junctions: [] } : joinBundle(pointsOf(a.key), routedBranches);
    return {
      id: a.key,
      from: a.sources.flatMap((s) => s.from),
      fromGroup: single?.fromGroup ?? null,
      to: a.to,
      events: a.events,
      label: a.texts.join('; '),
      labelLines: labelLines(a.texts),
      points,
      path: toPath(points),
      branches: branches.map((b, i) => ({ from: a.sources[i].from, fromGroup: a.sources[i].fromGroup, points: b, path: toPath(b) })),
      junctions,
      labelBox: { x: r1(l?.x ?? 0), y: r1(l?.y ?? 0), w: l?.width ?? 0, h: l?.height ?? 0 },
      timer: a.timer,
      selfLoop: !!single && !single.fromGroup && single.from[0] === a.to,
    };
  });
  const startNode = byId.get(START_ID) as ElkNode;
  const startPoints = pointsOf(`${START_ID}->${machine.initial}`);
  return {
    width: Math.ceil(out.width ?? 0),
    height: Math.ceil(out.height ?? 0),
    nodes,
    groups: groupLayouts,
    edges: edgeLayouts,
    start: { x: (startNode.x ?? 0) + 6, y: (startNode.y ?? 0) + 6, path: toPath(startPoints), points: startPoints },
  };
}

const r1 = (n: number) => Math.round(n * 10) / 10;

const same = (p: Point, q: Point) => Math.abs(p.x - q.x) < 1.5 && Math.abs(p.y - q.y) < 1.5;
const dist = (p: Point, q: Point) => Math.hypot(p.x - q.x, p.y - q.y);

/** How far along the polyline q lies (within a pixel), or -1 when it is off it. */
function distanceAlong(q: Point, line: Point[]): number {
  let walked = 0;
  for (let i = 1; i < line.length; i += 1) {
    const [a, b] = [line[i - 1], line[i]];
    const len = dist(a, b);
    const t = len === 0 ? 0 : ((q.x - a.x) * (b.x - a.x) + (q.y - a.y) * (b.y - a.y)) / (len * len);
    if (t >= -0.01 && t <= 1.01 && dist(q, { x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y) }) < 1.5) return walked + Math.max(0, Math.min(1, t)) * len;
    walked += len;
  }
  return -1;
}

/** The first point of the orthogonal segment a-b, from a, that lies on the polyline (b when no earlier one does). */
function firstTouch(a: Point, b: Point, line: Point[]): Point {
  const len = dist(a, b);
  if (len === 0) return b;
  const ux = (b.x - a.x) / len;
  const uy = (b.y - a.y) / len;
  let best = len;
  for (let i = 1; i < line.length; i += 1) {
    for (const q of [line[i - 1], line[i]]) {
      // A trunk corner on the segment, or where a trunk segment crosses or runs along it.
      const t = (q.x - a.x) * ux + (q.y - a.y) * uy;
      if (t >= 0 && t < best && dist(q, { x: a.x + t * ux, y: a.y + t * uy }) < 1.5) best = t;
    }
    const [c, d] = [line[i - 1], line[i]];
    if (ux === 0 && c.y === d.y && Math.min(c.x, d.x) <= a.x + 0.5 && Math.max(c.x, d.x) >= a.x - 0.5) {
      const t = (c.y - a.y) * uy;
      if (t >= 0 && t < best) best = t;
    }
    if (uy === 0 && c.x === d.x && Math.min(c.y, d.y) <= a.y + 0.5 && Math.max(c.y, d.y) >= a.y - 0.5) {
      const t = (c.x - a.x) * ux;
      if (t >= 0 && t < best) best = t;
    }
  }
  return { x: r1(a.x + best * ux), y: r1(a.y + best * uy) };
}

/**
 * A bundle as the reader sees it. ELK routes each branch to the junction and the trunk on from it, and a branch may
 * reach the junction along the trunk, over it. Each branch ends where it meets the trunk; when no branch meets it at
 * its start, the trunk starts at the first meeting instead of dangling behind it. A dot marks each point where lines
 * meet: a branch joining the trunk on its way, or two or more at its start (one branch there just carries on as the
 * trunk).
 */
function joinBundle(trunk: Point[], branches: Point[][]): { trunk: Point[]; branches: Point[][]; junctions: Point[] } {
  const joins: { at: Point; along: number }[] = [];
  const joined = branches.map((b) => {
    let k = b.length - 1;
    const midOn = (i: number) => distanceAlong({ x: (b[i - 1].x + b[i].x) / 2, y: (b[i - 1].y + b[i].y) / 2 }, trunk) >= 0;
    while (k > 1 && distanceAlong(b[k - 1], trunk) >= 0 && midOn(k)) k -= 1;
    if (distanceAlong(b[k], trunk) < 0) return b;
    // The last segment may run onto the trunk part of the way: it ends where it first touches the trunk.
    const end = firstTouch(b[k - 1], b[k], trunk);
    joins.push({ at: end, along: distanceAlong(end, trunk) });
    return [...b.slice(0, k), end];
  });
  let start = 0;
  let newTrunk = trunk;
  if (joins.length === branches.length && joins.length > 0) {
    start = Math.min(...joins.map((j) => j.along));
    // Cut the trunk where the first branch meets it.
    let walked = 0;
    for (let i = 1; i < trunk.length && start > 0; i += 1) {
      const len = dist(trunk[i - 1], trunk[i]);
      if (walked + len >= start - 0.5) {
        const t = (start - walked) / len;
        const cut = { x: r1(trunk[i - 1].x + t * (trunk[i].x - trunk[i - 1].x)), y: r1(trunk[i - 1].y + t * (trunk[i].y - trunk[i - 1].y)) };
        newTrunk = same(cut, trunk[i]) ? trunk.slice(i) : [cut, ...trunk.slice(i)];
        break;
      }
      walked += len;
    }
  }
  const junctions: Point[] = [];
  for (const j of joins) {
    const atStart = Math.abs(j.along - start) < 1.5;
    const there = joins.filter((o) => Math.abs(o.along - j.along) < 1.5).length;
    if ((!atStart || there >= 2) && !junctions.some((p) => same(p, j.at))) junctions.push(j.at);
  }
  return { trunk: newTrunk, branches: joined, junctions };
}

function toPath(points: { x: number; y: number }[]): string {
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x},${p.y}`).join(' ');
}
