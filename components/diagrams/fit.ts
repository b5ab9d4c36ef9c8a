// Which column a laid-out diagram needs: the graph shows only where every label stays at 12 px or more, in steps the
// stylesheet has a container query for (StateDiagram.module.css, .fit320 to .fit1320).
import { FONT, type DiagramLayout } from './layoutTypes';

/** The smallest a label may be drawn: the graph shows only where the column gives it this much. */
export const MIN_RENDERED_FONT_PX = 12;
const SMALLEST_FONT = Math.min(FONT.state, FONT.edge, FONT.group);
export const FIT_STEP = 40;
const FIT_MIN = 320;
const FIT_MAX = 1280;

/** The narrowest column in which the graph keeps every label at 12 px or more, rounded up to a stylesheet step. */
export function graphFit(layout: DiagramLayout): number {
  const needed = Math.ceil((layout.width * MIN_RENDERED_FONT_PX) / SMALLEST_FONT);
  return Math.min(FIT_MAX + FIT_STEP, Math.max(FIT_MIN, Math.ceil(needed / FIT_STEP) * FIT_STEP));
}
