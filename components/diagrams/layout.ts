// Layout of a state machine as an SVG diagram, computed at build time on the server with ELK's layered algorithm
// (elkjs): states, boxes around grouped states, one edge per (source, target) with its label placed by ELK so that
// no edge runs through a label. Nothing here reaches the browser; a new state needs no hand-placed coordinates.
import ELK, { type ElkExtendedEdge, type ElkNode } from 'elkjs/lib/elk.bundled.js';
import type { AnyMachine } from '@/lib/domain/machine';
import { transitionText } from '@/lib/domain/wording';
import { edgeCrossings } from './layoutChecks';
import { EDGE_LINE_HEIGHT, FONT, type DiagramLayout, type EdgeLayout, type GroupLayout, type NodeLayout, type Rect } from './layoutTypes';
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

type AnyTransition = AnyMachine['transitions'][number];

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

interface MergedEdge {
  key: string;
  from: string[];
  fromGroup: string | null;
  to: string;
  events: string[];
  texts: string[];
  timer: boolean;
}

/** One edge per (source state or group, target); a transition from every state of a group leaves the group. */
function mergeEdges(machine: AnyMachine, presentation: AnyPresentation): MergedEdge[] {
  const groups = presentation.groups ?? [];
  const merged = new Map<string, MergedEdge>();
  const add = (key: string, from: string[], fromGroup: string | null, t: AnyTransition) => {
    const e = merged.get(key) ?? { key, from: [], fromGroup, to: t.to, events: [], texts: [], timer: true };
    for (const f of from) if (!e.from.includes(f)) e.from.push(f);
    if (!e.events.includes(t.event)) e.events.push(t.event);
    const text = transitionText(machine, t);
    if (!e.texts.includes(text)) e.texts.push(text);
    e.timer = e.timer && !!machine.events[t.event].timer;
    merged.set(key, e);
  };
  for (const t of machine.transitions) {
    const group = t.from.length >= 2 ? groups.find((g) => g.states.every((s) => t.from.includes(s))) : undefined;
    if (group) add(`${group.id}->${t.to}`, [...t.from], group.id, t);
    else for (const f of t.from) add(`${f}->${t.to}`, [f], null, t);
  }
  return [...merged.values()];
}

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

/** Node placements and layerings ELK offers that suit small state machines; each one is tried. */
const CANDIDATES: Record<string, string>[] = ['NETWORK_SIMPLEX', 'SIMPLE', 'LINEAR_SEGMENTS', 'BRANDES_KOEPF'].flatMap((placement) =>
  ['NETWORK_SIMPLEX', 'LONGEST_PATH'].map((layering) => ({
    'elk.layered.nodePlacement.strategy': placement,
    'elk.layered.layering.strategy': layering,
  })),
);

/**
 * The candidate a reader follows most easily: the start state first along the flow, then no edge through a label
 * or a state, then the narrowest (the content column is narrow), then the shortest. Deterministic for a machine.
 */
async function bestLayout(machine: AnyMachine, presentation: AnyPresentation): Promise<DiagramLayout> {
  const down = (presentation.direction ?? 'DOWN') === 'DOWN';
  const scored = [];
  for (const options of CANDIDATES) {
    const layout = await computeLayout(machine, presentation, options);
    const along = (r: Rect) => (down ? r.y : r.x);
    const initial = layout.nodes.find((n) => n.id === machine.initial) as NodeLayout;
    const startsFirst = layout.nodes.every((n) => along(initial) <= along(n));
    scored.push({ layout, key: [startsFirst ? 0 : 1, edgeCrossings(layout).length, layout.width, layout.height] });
  }
  scored.sort((a, b) => compareKeys(a.key, b.key));
  return scored[0].layout;
}

function compareKeys(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

async function computeLayout(machine: AnyMachine, presentation: AnyPresentation, candidate: Record<string, string>): Promise<DiagramLayout> {
  const groups = presentation.groups ?? [];
  const grouped = new Set(groups.flatMap((g) => g.states));
  const stateNode = (id: string): ElkNode => {
    const lines = wrapLabel(machine.states[id].label);
    const w = Math.max(96, Math.max(...lines.map((l) => textWidth(l, FONT.state))) + 2 * STATE_PAD_X);
    return { id, width: w, height: lines.length * STATE_LINE_H + 2 * STATE_PAD_Y };
  };
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
    ...drawingOrder(machine, presentation)
      .filter((id) => !grouped.has(id))
      .map(stateNode),
  ];
  const merged = mergeEdges(machine, presentation);
  const edges: ElkExtendedEdge[] = [
    { id: `${START_ID}->${machine.initial}`, sources: [START_ID], targets: [machine.initial] },
    ...merged.map((e) => ({
      id: e.key,
      sources: [e.fromGroup ?? e.from[0]],
      targets: [e.to],
      labels: [
        {
          id: `${e.key}#label`,
          text: e.texts.join('; '),
          width: Math.max(...labelLines(e.texts).map((t) => textWidth(t, FONT.edge))) + 10,
          height: labelLines(e.texts).length * EDGE_LINE_H + 4,
        },
      ],
    })),
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
      'elk.layered.spacing.edgeNodeBetweenLayers': '16',
      'elk.layered.spacing.edgeEdgeBetweenLayers': '12',
      // The machine lists its states in the order a reader follows them: back edges go against that order.
      'elk.layered.cycleBreaking.strategy': 'MODEL_ORDER',
      ...candidate,
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
  const edgeLayouts: EdgeLayout[] = merged.map((e) => {
    const points = pointsOf(e.key);
    const label = routed.get(e.key)?.labels?.[0];
    return {
      id: e.key,
      from: e.from,
      fromGroup: e.fromGroup,
      to: e.to,
      events: e.events,
      label: e.texts.join('; '),
      labelLines: labelLines(e.texts),
      points,
      path: toPath(points),
      labelBox: { x: r1(label?.x ?? 0), y: r1(label?.y ?? 0), w: label?.width ?? 0, h: label?.height ?? 0 },
      timer: e.timer,
      selfLoop: !e.fromGroup && e.from[0] === e.to,
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
    start: { x: (startNode.x ?? 0) + 6, y: (startNode.y ?? 0) + 6, path: toPath(startPoints) },
  };
}

const r1 = (n: number) => Math.round(n * 10) / 10;

function toPath(points: { x: number; y: number }[]): string {
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x},${p.y}`).join(' ');
}
