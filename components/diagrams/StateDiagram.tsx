// Server component: any machine of lib/domain as an accessible SVG state diagram, laid out at build time by ELK
// (layout.ts, computed once in diagramLayouts.ts) and readable without JavaScript (the SVG plus a text list of every transition). The controls are a
// client island, loaded only on pages that show a diagram; they highlight the current state in this SVG through
// data attributes and never render into it.
import type { CSSProperties } from 'react';
import Dehydrated from '@/components/layout/Dehydrated';
import { machines, start, type MachineId } from '@/lib/domain';
import { StateDiagramControls } from './islands';
import { DIAGRAM_LAYOUTS } from './diagramLayouts';
import { EDGE_LINE_HEIGHT, FONT, listTransitions } from './layout';
import { machineOrThrow } from './machineProp';
import { presentations } from './presentation';
import styles from './StateDiagram.module.css';

/** Smallest text in the SVG, and the smallest it may be drawn: the SVG never shrinks below this ratio. */
const MIN_RENDERED_FONT_PX = 12;
const SMALLEST_FONT = Math.min(FONT.state, FONT.edge, FONT.group);

export function StateDiagram({ machine }: { machine: MachineId }) {
  const id = machineOrThrow(machine, 'StateDiagram');
  const m = machines[id];
  const presentation = presentations[id];
  const layout = DIAGRAM_LAYOUTS[id];
  const initial = start(m).state;
  const transitions = listTransitions(m, presentation);
  const refusals = m.refusals ?? [];
  const titleId = `state-diagram-${id}-title`;
  const descId = `state-diagram-${id}-desc`;
  const markerId = `state-diagram-${id}-arrow`;
  const label = (s: string) => m.states[s].label;
  const stateCount = Object.keys(m.states).length;
  const minWidth = Math.ceil((layout.width * MIN_RENDERED_FONT_PX) / SMALLEST_FONT);
  const fonts = {
    '--diagram-state-font': `${FONT.state}px`,
    '--diagram-edge-font': `${FONT.edge}px`,
    '--diagram-group-font': `${FONT.group}px`,
    minWidth: `${minWidth}px`,
  } as CSSProperties;

  return (
    <figure className={styles.figure} id={`diagram-${id}`} data-testid="state-diagram" data-machine={id}>
      <figcaption className={styles.caption}>{m.title}</figcaption>
      {/* The drawing is static markup: it reaches the browser once, in the HTML (the controls set data attributes on it). */}
      <Dehydrated dehydrate={`diagram-${id}`}>
        <p className={styles.lead}>{m.description}</p>
        {/* Focusable because it scrolls sideways where the column is narrower than the drawing. */}
        <div className={styles.canvas} tabIndex={0} role="group" aria-label={`${m.title} diagram`}>
          <svg
            className={styles.svg}
            style={fonts}
            viewBox={`0 0 ${layout.width} ${layout.height}`}
            width={layout.width}
            height={layout.height}
            role="img"
            aria-labelledby={`${titleId} ${descId}`}
            data-testid="state-diagram-svg"
          >
            <title id={titleId}>{`State diagram: ${m.title}`}</title>
            <desc id={descId}>
              {`${stateCount} states, starting at ${label(initial)}. Dashed boxes are pending states, double boxes are final statuses, dashed arrows are timers. The transitions are listed as text after the diagram.`}
            </desc>
            <defs>
              <marker id={markerId} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
                <path d="M0,0 L10,5 L0,10 z" className={styles.arrowHead} />
              </marker>
            </defs>
            {layout.groups.map((g) => (
              <g key={g.id} className={styles.group} data-group={g.id}>
                <rect x={g.x} y={g.y} width={g.w} height={g.h} rx={10} />
                <text x={g.x + 12} y={g.y + 21}>
                  {g.label}
                </text>
              </g>
            ))}
            {layout.edges.map((e) => (
              <g
                key={e.id}
                className={styles.edge}
                data-edge={e.id}
                data-from={e.from.join(' ')}
                data-to={e.to}
                data-events={e.events.join(' ')}
                data-timer={e.timer ? 'true' : undefined}
              >
                <path d={e.path} markerEnd={`url(#${markerId})`} />
              </g>
            ))}
            {layout.edges.map((e) => (
              <g key={`${e.id}-label`} className={styles.edgeLabel} data-edge-label={e.id} data-from={e.from.join(' ')}>
                <rect x={e.labelBox.x} y={e.labelBox.y} width={e.labelBox.w} height={e.labelBox.h} rx={3} />
                <text x={e.labelBox.x + e.labelBox.w / 2} y={e.labelBox.y + 2} textAnchor="middle">
                  {e.labelLines.map((line, i) => (
                    <tspan key={i} x={e.labelBox.x + e.labelBox.w / 2} dy={i === 0 ? EDGE_LINE_HEIGHT - 4 : EDGE_LINE_HEIGHT}>
                      {/* The trailing separator keeps the lines apart in the text content (screen readers, search). */}
                      {i < e.labelLines.length - 1 ? `${line}; ` : line}
                    </tspan>
                  ))}
                </text>
              </g>
            ))}
            <g className={styles.start} aria-hidden="true">
              <circle cx={layout.start.x} cy={layout.start.y} r={5} />
              <path d={layout.start.path} markerEnd={`url(#${markerId})`} />
            </g>
            {layout.nodes.map((n) => (
              <g
                key={n.id}
                className={styles.node}
                data-state={n.id}
                data-pending={n.pending ? 'true' : undefined}
                data-terminal={n.terminal ? 'true' : undefined}
                data-virtual={n.virtual ? 'true' : undefined}
                data-current={n.id === initial ? 'true' : 'false'}
              >
                <rect x={n.x} y={n.y} width={n.w} height={n.h} rx={8} className={styles.box} />
                {n.terminal && <rect x={n.x + 3} y={n.y + 3} width={n.w - 6} height={n.h - 6} rx={6} className={styles.inner} />}
                <text x={n.x + n.w / 2} y={n.y + n.h / 2} textAnchor="middle">
                  {n.lines.map((line, i) => (
                    <tspan key={i} x={n.x + n.w / 2} dy={i === 0 ? (n.lines.length === 1 ? 5 : -4) : 18}>
                      {i < n.lines.length - 1 ? `${line} ` : line}
                    </tspan>
                  ))}
                </text>
              </g>
            ))}
          </svg>
        </div>
      </Dehydrated>
      <StateDiagramControls machine={id} />
      <Dehydrated dehydrate={`diagram-${id}-words`}>
        <div className={styles.visuallyHidden} data-testid="diagram-transitions">
          <p>{`${m.title}: transitions in words. Start: ${label(initial)}.`}</p>
          <ul>
            {transitions.map((t, i) => (
              <li key={i}>
                {`From ${t.from.map(label).join(', ')}, ${t.text}${t.timer ? ' (timer)' : ''}, to ${label(t.to)}.`}
              </li>
            ))}
            {refusals.map((r, i) => (
              <li key={`r${i}`}>{`In ${r.from.map(label).join(', ')}, ${m.events[r.event].label} does nothing: ${r.summary}.`}</li>
            ))}
          </ul>
        </div>
      </Dehydrated>
    </figure>
  );
}
