// The shapes of a laid-out diagram (components/diagrams/layout.ts computes them, layoutChecks.ts checks them), and the
// sizes the layout and the drawing (StateDiagram.tsx) share: the drawing imports them from here, without ELK.

/** Font sizes in the SVG's own units; the SVG is never drawn smaller than 1:1 (see StateDiagram). */
export const FONT = { state: 14, edge: 13, group: 13 } as const;
export const EDGE_LINE_HEIGHT = 17;

/**
 * An arrowhead in the SVG's own units, the same on every arrow whatever its stroke (the marker is sized in user
 * units): its tip is TIP past the end of its path, and it reaches LENGTH back along the last segment, HALF_WIDTH
 * to each side.
 */
export const ARROW = { length: 10, halfWidth: 4.5, tip: 1 } as const;

/** The dot where the branches of a bundled arrow meet (a junction). */
export const JUNCTION_RADIUS = 3.5;

export interface Point {
  x: number;
  y: number;
}

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
}

export interface GroupLayout extends Rect {
  id: string;
  label: string;
  states: string[];
}

/** One source's line into the junction of a bundled arrow (no arrowhead: the arrow's trunk has it). */
export interface BranchLayout {
  /** The states it leaves (several when it leaves a group). */
  from: string[];
  fromGroup: string | null;
  points: Point[];
  path: string;
}

/**
 * An arrow: the transitions with the same words into the same state, drawn once and labelled once. From one source
 * it is one line; from several it is bundled: a branch from each source meets the others at a junction, and the
 * trunk from there carries the label and the arrowhead.
 */
export interface EdgeLayout {
  id: string;
  /** Source states, of every branch. */
  from: string[];
  /** The group the arrow leaves, when it has one source and that is a group. */
  fromGroup: string | null;
  to: string;
  /** Event types on this arrow. */
  events: string[];
  label: string;
  /** The label's lines: the transitions' words, broken to a narrow width. */
  labelLines: string[];
  /** The polyline ELK routed: the whole line of a one-source arrow, the trunk (junction to target) of a bundle. */
  points: Point[];
  path: string;
  /** A bundle's branches, one per source; empty for a one-source arrow. */
  branches: BranchLayout[];
  /** Where a bundle's branches meet its trunk, each drawn as a dot; empty for a one-source arrow. */
  junctions: Point[];
  labelBox: Rect;
  timer: boolean;
  selfLoop: boolean;
}

export interface DiagramLayout {
  width: number;
  height: number;
  nodes: NodeLayout[];
  groups: GroupLayout[];
  edges: EdgeLayout[];
  start: { x: number; y: number; path: string; points: Point[] };
}
