// Server component: a machine of lib/domain as a figure the reader steps through. Where the column is wide enough to
// draw the whole graph with its text at 12 px or more, the graph (laid out at build time by ELK, layout.ts) shows and
// the controls highlight the current state in it; in a narrower column the controls are a stepper (the current
// state, its steps as buttons, where it came from) and the whole graph opens in a zoom view. The text version (the
// component's text form, lib/mdx/components/stateDiagram.ts) follows in a closed <details>.
import type { CSSProperties, ReactNode } from 'react';
import StaticRegion from '@/components/shared/StaticRegion';
import { isMachineId, machines } from '@/lib/domain/registry';
import { startView, viewOf } from '@/lib/domain/views';
import { diagramLayout } from './diagramLayouts';
import { StateDiagramControls } from './islands';
import { graphFit } from './fit';
import { ARROW, EDGE_LINE_HEIGHT, FONT, JUNCTION_RADIUS, type DiagramLayout } from './layoutTypes';
import styles from './StateDiagram.module.css';

function Graph({ id, layout, title, initial }: { id: string; layout: DiagramLayout; title: string; initial: string }) {
  const markerId = `state-diagram-${id}-arrow`;
  const fonts = {
    '--diagram-state-font': `${FONT.state}px`,
    '--diagram-edge-font': `${FONT.edge}px`,
    '--diagram-group-font': `${FONT.group}px`,
  } as CSSProperties;
  return (
    <svg
      className={styles.svg}
      style={fonts}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      width={layout.width}
      height={layout.height}
      role="img"
      aria-label={`State diagram: ${title}`}
      data-testid="state-diagram-svg"
    >
      <defs>
        {/* Sized in the SVG's units, so an arrowhead is the same on a highlighted (thicker) arrow: layoutChecks.ts keeps labels off it. */}
        <marker
          id={markerId}
          viewBox={`0 0 ${ARROW.length} ${2 * ARROW.halfWidth}`}
          refX={ARROW.length - ARROW.tip}
          refY={ARROW.halfWidth}
          markerUnits="userSpaceOnUse"
          markerWidth={ARROW.length}
          markerHeight={2 * ARROW.halfWidth}
          orient="auto"
        >
          <path d={`M0,0 L${ARROW.length},${ARROW.halfWidth} L0,${2 * ARROW.halfWidth} z`} className={styles.arrowHead} />
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
      {/* Lines are unfilled in the markup itself, whatever the stylesheet (print, a copied SVG): only arrowheads are filled. */}
      {layout.edges.flatMap((e) =>
        e.branches.map((b, i) => (
          <g key={`${e.id}#${i}`} className={styles.edge} data-edge-branch={e.id} data-from={b.from.join(' ')} data-timer={e.timer ? 'true' : undefined}>
            <path d={b.path} fill="none" />
          </g>
        )),
      )}
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
          <path d={e.path} fill="none" markerEnd={`url(#${markerId})`} />
          {e.junctions.map((j) => (
            <circle key={`${j.x},${j.y}`} cx={j.x} cy={j.y} r={JUNCTION_RADIUS} className={styles.junction} />
          ))}
        </g>
      ))}
      {layout.edges.map((e) => (
        <g key={`${e.id}-label`} className={styles.edgeLabel} data-edge-label={e.id} data-from={e.from.join(' ')}>
          <rect x={e.labelBox.x} y={e.labelBox.y} width={e.labelBox.w} height={e.labelBox.h} rx={3} />
          <text x={e.labelBox.x + e.labelBox.w / 2} y={e.labelBox.y + 2} textAnchor="middle">
            {e.labelLines.map((line, i) => (
              <tspan key={i} x={e.labelBox.x + e.labelBox.w / 2} dy={i === 0 ? EDGE_LINE_HEIGHT - 4 : EDGE_LINE_HEIGHT}>
                {i < e.labelLines.length - 1 ? `${line} ` : line}
              </tspan>
            ))}
          </text>
        </g>
      ))}
      {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: the start marker is drawn, never focused; the figure's label names it */}
      <g className={styles.start} aria-hidden="true" data-start>
        <circle cx={layout.start.x} cy={layout.start.y} r={5} />
        <path d={layout.start.path} fill="none" markerEnd={`url(#${markerId})`} />
      </g>
      {layout.nodes.map((n) => (
        <g
          key={n.id}
          className={styles.node}
          data-state={n.id}
          data-pending={n.pending ? 'true' : undefined}
          data-terminal={n.terminal ? 'true' : undefined}
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
  );
}

export function StateDiagram({ machine, view: viewName, children }: { machine: string; view?: string; children?: ReactNode }) {
  if (!isMachineId(machine)) throw new Error(`<StateDiagram machine="${machine}">: no such machine`);
  const view = viewOf(machine, viewName);
  if (viewName && !view) throw new Error(`<StateDiagram machine="${machine}" view="${viewName}">: the ${machine} machine has no such view`);
  const m = machines[machine];
  const layout = diagramLayout(machine);
  const fit = graphFit(layout);
  // The page's task starts here: the server draws this state current, and the controls start from it.
  const initial = startView(m, view).state;
  return (
    <figure
      className={`${styles.figure} ${styles[`fit${fit}`] ?? ''}`}
      id={`diagram-${machine}`}
      data-testid="state-diagram"
      data-machine={machine}
      data-view={viewName}
      data-fit={fit}
    >
      <figcaption className={styles.caption}>{view ? `${m.title}: ${view.title}` : m.title}</figcaption>
      {/* The drawing is static markup: it reaches the browser once, in the HTML; the controls set data attributes on it. */}
      <StaticRegion staticRegion={`diagram-${machine}`}>
        <p className={styles.lead}>{m.description}</p>
        <div className={styles.graph} data-graph>
          <Graph id={machine} layout={layout} title={m.title} initial={initial} />
        </div>
      </StaticRegion>
      <StateDiagramControls machine={machine} view={viewName} />
      <StaticRegion staticRegion={`diagram-${machine}-text`}>
        <details className={styles.text} data-testid="diagram-text">
          <summary>Statuses and steps as text</summary>
          {children}
        </details>
      </StaticRegion>
    </figure>
  );
}
