// The shapes of a laid-out diagram (components/diagrams/layout.ts computes them, layoutChecks.ts checks them), and the
// text sizes the layout and the drawing (StateDiagram.tsx) share: the drawing imports them from here, without ELK.

/** Font sizes in the SVG's own units; the SVG is never drawn smaller than 1:1 (see StateDiagram). */
export const FONT = { state: 14, edge: 13, group: 13 } as const;
export const EDGE_LINE_HEIGHT = 17;

/**
 * An arrowhead in the SVG's own units, the same on every arrow whatever its stroke (the marker is sized in user
 * units): its tip is TIP past the end of its path, and it reaches LENGTH back along the last segment, HALF_WIDTH
 * to each side.
 */
export const ARROW = { length: 10, halfWidth: 4.5, tip: 1 } as const;

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

export interface EdgeLayout {
  id: string;
  /** Source states (several when drawn from a group). */
  from: string[];
  fromGroup: string | null;
  to: string;
  /** Event types on this edge. */
  events: string[];
  label: string;
  /** The label's lines: one per transition text. */
  labelLines: string[];
  /** The polyline ELK routed, as points. */
  points: { x: number; y: number }[];
  path: string;
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
  start: { x: number; y: number; path: string };
}
