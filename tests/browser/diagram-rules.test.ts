// Every state diagram drawn clean, as the export serves it: on every page that draws one (so every machine, in every
// view a page starts), at 1024 and 1280 px with JavaScript on and off, in dark mode, printed, and in the phone
// stepper's whole-diagram view. The drawing is read back from the page (each line's path, each label's box and text,
// each state, dot and arrowhead as sized by its marker) and checked with the layout's own rules
// (components/diagrams/layoutChecks.ts): every transition drawn; each transition's words said once per target state;
// no line through a foreign state or label, no label over a state, a dot or an arrowhead, no two arrows along each
// other; every line and start path unfilled (arrowheads are markers); no more crossings than before (the count is
// printed per machine), at most one in the Pending Changes flow, and no line of more than 5 segments.
import fs from 'node:fs';
import path from 'node:path';
import { jest } from '@jest/globals';
import type { Page } from 'playwright-core';
import { type ArrowSize, type DiagramGeometry, diagramProblems, lineCrossings, longestLine } from '@/components/diagrams/layoutChecks';
import { listFiles } from '@/lib/files';
import { isMachineId, machines } from '@/lib/domain/registry';
import type { MachineId } from '@/lib/domain/machine';
import { transitionText } from '@/lib/domain/wording';
import { crossingLimit, MAX_LINE_SEGMENTS } from '../diagramBaseline';
import { getBrowser, siteUrl, waitForReady } from './support';

jest.setTimeout(300_000);

const DIAGRAM_PAGES = listFiles(path.join(process.cwd(), 'content'))
  .filter((file) => file.endsWith('.mdx') && /<(StateDiagram|PendingChangesSimulator)\b/.test(fs.readFileSync(file, 'utf8')))
  .map((file) => `/${path.relative(path.join(process.cwd(), 'content'), file).replace(/\.mdx$/, '')}`);

interface ReadLine {
  id: string;
  bundle: string;
  own: string[];
  points: { x: number; y: number }[];
  arrow: boolean;
  head: ArrowSize | null;
  fill: string;
  stroke: string;
}

interface ReadDiagram {
  machine: string;
  view: string | null;
  /** How the graph is shown: its width on screen over its view box's (1 = its own size); 0 when it is not shown. */
  scale: number;
  lines: ReadLine[];
  labels: {
    bundle: string;
    to: string;
    box: { x: number; y: number; w: number; h: number };
    text: string;
    textBox: { x: number; y: number; w: number; h: number };
  }[];
  states: { id: string; box: { x: number; y: number; w: number; h: number } }[];
  dots: { bundle: string; box: { x: number; y: number; w: number; h: number } }[];
  /** Each arrow: where it goes, its events, the states its lines leave. */
  arrows: { id: string; to: string; from: string[] }[];
}

/** Every diagram of the page as drawn: read from the SVG, in its own units. */
function readDiagrams(page: Page): Promise<ReadDiagram[]> {
  return page.evaluate(() => {
    const pointsOf = (d: string) =>
      [...d.matchAll(/[ML]\s*(-?[\d.]+)[ ,](-?[\d.]+)/g)].map((m) => ({ x: Number.parseFloat(m[1]), y: Number.parseFloat(m[2]) }));
    const rectOf = (el: Element) => ({
      x: Number(el.getAttribute('x')),
      y: Number(el.getAttribute('y')),
      w: Number(el.getAttribute('width')),
      h: Number(el.getAttribute('height')),
    });
    return [...document.querySelectorAll<HTMLElement>('[data-testid="state-diagram"]')].map((figure) => {
      const svg = figure.querySelector<SVGSVGElement>('[data-testid="state-diagram-svg"]')!;
      const shown = svg.getBoundingClientRect().width;
      /** The arrowhead a path's marker draws: its size in the SVG's units, scaled by the stroke where the marker says so. */
      const headOf = (p: SVGPathElement) => {
        const ref = /url\(["']?#([^"')]+)/.exec(getComputedStyle(p).markerEnd)?.[1];
        const marker = ref ? svg.querySelector<SVGMarkerElement>(`marker[id="${ref}"]`) : null;
        if (!marker) return null;
        const box = marker.viewBox.baseVal;
        const scale =
          (marker.markerWidth.baseVal.value / box.width) *
          (marker.getAttribute('markerUnits') === 'userSpaceOnUse' ? 1 : Number.parseFloat(getComputedStyle(p).strokeWidth));
        return { length: box.width * scale, halfWidth: (box.height / 2) * scale, tip: (box.width - marker.refX.baseVal.value) * scale };
      };
      const lineOf = (p: SVGPathElement, id: string, bundle: string, own: string[]) => ({
        id,
        bundle,
        own,
        points: pointsOf(p.getAttribute('d') ?? ''),
        arrow: getComputedStyle(p).markerEnd !== 'none',
        head: headOf(p),
        fill: getComputedStyle(p).fill,
        stroke: getComputedStyle(p).stroke,
      });
      const lines = [];
      const arrows = [];
      for (const g of svg.querySelectorAll('[data-edge]')) {
        const id = g.getAttribute('data-edge')!;
        const to = g.getAttribute('data-to')!;
        const from = (g.getAttribute('data-from') ?? '').split(' ').filter(Boolean);
        const branches = [...svg.querySelectorAll(`[data-edge-branch="${CSS.escape(id)}"]`)];
        const trunk = g.querySelector('path')!;
        lines.push(lineOf(trunk, branches.length > 0 ? `${id}#trunk` : id, id, branches.length > 0 ? [to] : [...from, to]));
        for (const [i, b] of branches.entries()) {
          lines.push(lineOf(b.querySelector('path')!, `${id}#${i}`, id, (b.getAttribute('data-from') ?? '').split(' ').filter(Boolean)));
        }
        arrows.push({ id, to, from: branches.length > 0 ? branches.flatMap((b) => (b.getAttribute('data-from') ?? '').split(' ')) : from });
      }
      const start = svg.querySelector('[data-start], g[aria-hidden="true"]');
      const startPath = start?.querySelector('path');
      const initial = figure.querySelector('g[data-state][data-current="true"]')?.getAttribute('data-state');
      if (startPath) lines.push(lineOf(startPath, '__start', '__start', initial ? [initial] : []));
      const dots = [];
      for (const c of svg.querySelectorAll('circle')) {
        const r = Number(c.getAttribute('r'));
        const cx = Number(c.getAttribute('cx'));
        const cy = Number(c.getAttribute('cy'));
        dots.push({ bundle: c.closest('[data-edge]')?.getAttribute('data-edge') ?? '__start', box: { x: cx - r, y: cy - r, w: 2 * r, h: 2 * r } });
      }
      return {
        machine: figure.dataset.machine ?? '',
        view: figure.dataset.view ?? null,
        scale: shown > 0 ? shown / svg.viewBox.baseVal.width : 0,
        lines,
        labels: [...svg.querySelectorAll('[data-edge-label]')].map((g) => {
          const id = g.getAttribute('data-edge-label')!;
          const text = g.querySelector('text')!;
          const t = text.getBBox();
          return {
            bundle: id,
            to: svg.querySelector(`[data-edge="${CSS.escape(id)}"]`)?.getAttribute('data-to') ?? '',
            box: rectOf(g.querySelector('rect')!),
            text: text.textContent ?? '',
            textBox: { x: t.x, y: t.y, w: t.width, h: t.height },
          };
        }),
        states: [...svg.querySelectorAll('g[data-state]')].map((g) => ({ id: g.getAttribute('data-state')!, box: rectOf(g.querySelector('rect')!) })),
        dots,
        arrows,
      };
    });
  });
}

/** What breaks the rules in one drawn diagram; its crossings and longest line besides. */
function check(d: ReadDiagram): { problems: string[]; crossings: number; longest: number } {
  const problems: string[] = [];
  const id = d.machine as MachineId;
  if (!isMachineId(id)) return { problems: [`unknown machine ${d.machine}`], crossings: 0, longest: 0 };
  const m = machines[id];
  // The start path of a diagram whose page starts elsewhere still enters the machine's initial state.
  for (const line of d.lines) if (line.id === '__start') line.own = [m.initial];
  const g: DiagramGeometry = {
    lines: d.lines.map((l) => ({ id: l.id, bundle: l.bundle, own: l.own, points: l.points, arrow: l.arrow, head: l.head ?? undefined })),
    labels: d.labels.map((l) => ({ bundle: l.bundle, box: l.box })),
    states: d.states,
    dots: d.dots,
  };
  problems.push(...diagramProblems(g));
  // Every transition drawn: an arrow into its target, labelled with its words, with a line from each state it leaves.
  for (const t of m.transitions) {
    const text = transitionText(m, t);
    for (const from of t.from) {
      const drawn = d.arrows.some(
        (a) => a.to === t.to && a.from.includes(from) && d.labels.some((l) => l.bundle === a.id && l.text.replace(/\s+/g, ' ').split('; ').includes(text)),
      );
      if (!drawn) problems.push(`no arrow "${text}" from ${from} to ${t.to}`);
    }
  }
  // Each transition's words said once per target state.
  const said = new Map<string, number>();
  for (const l of d.labels)
    for (const text of l.text.replace(/\s+/g, ' ').trim().split('; ')) said.set(`${l.to}: ${text}`, (said.get(`${l.to}: ${text}`) ?? 0) + 1);
  for (const [what, times] of said) if (times > 1) problems.push(`"${what}" is said ${times} times`);
  for (const l of d.lines) {
    if (l.fill !== 'none') problems.push(`${l.id} is filled (${l.fill})`);
    if (l.stroke === 'none') problems.push(`${l.id} is not drawn`);
    if (l.arrow && !l.head) problems.push(`${l.id} has no arrowhead marker`);
  }
  for (const l of d.labels) {
    const [t, b] = [l.textBox, l.box];
    if (t.x < b.x - 1 || t.y < b.y - 1 || t.x + t.w > b.x + b.w + 1 || t.y + t.h > b.y + b.h + 1)
      problems.push(`the words of ${l.bundle} spill out of their box`);
  }
  const crossings = lineCrossings(g).length;
  const longest = longestLine(g);
  if (crossings > crossingLimit(id)) problems.push(`${crossings} crossings, more than ${crossingLimit(id)}`);
  if (longest > MAX_LINE_SEGMENTS) problems.push(`a line of ${longest} segments`);
  return { problems, crossings, longest };
}

interface Way {
  name: string;
  width: number;
  javaScript: boolean;
  colorScheme?: 'light' | 'dark';
  print?: boolean;
  /** Open each diagram's whole-diagram view (the phone stepper's) and check it there. */
  zoom?: boolean;
}

const WAYS: Way[] = [
  { name: '1024 px', width: 1024, javaScript: true },
  { name: '1280 px', width: 1280, javaScript: true },
  { name: '1024 px, JavaScript off', width: 1024, javaScript: false },
  { name: '1280 px, JavaScript off', width: 1280, javaScript: false },
  { name: '1280 px, dark', width: 1280, javaScript: true, colorScheme: 'dark' },
  { name: 'printed, JavaScript off', width: 1280, javaScript: false, print: true },
  { name: "390 px, the stepper's whole-diagram view", width: 390, javaScript: true, zoom: true },
];

test('the diagram pages are found', () => {
  expect(DIAGRAM_PAGES.length).toBeGreaterThanOrEqual(10);
});

test.each(WAYS)('every diagram is drawn clean: $name', async (way) => {
  const context = await (await getBrowser()).newContext({
    viewport: { width: way.width, height: 900 },
    javaScriptEnabled: way.javaScript,
    colorScheme: way.colorScheme ?? 'light',
  });
  const page = await context.newPage();
  const found: Record<string, string[]> = {};
  const counted = new Map<string, { crossings: number; longest: number }>();
  try {
    if (way.print) await page.emulateMedia({ media: 'print' });
    for (const route of DIAGRAM_PAGES) {
      await page.goto(siteUrl(route), { waitUntil: 'load' });
      if (way.javaScript) await waitForReady(page);
      if (way.colorScheme === 'dark') await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
      const figures = page.locator('[data-testid="state-diagram"]');
      const count = await figures.count();
      expect({ route, figures: count > 0 }).toEqual({ route, figures: true });
      for (let i = 0; i < count; i += 1) {
        const figure = figures.nth(i);
        // A diagram narrow enough for a phone's column is drawn in it; the others open in the whole-diagram view.
        const zoomed = !!way.zoom && (await figure.locator('[data-testid="diagram-zoom"]').isVisible());
        if (zoomed) {
          await figure.locator('[data-testid="diagram-zoom"]').click();
          await figure.locator('[data-testid="diagram-zoom-close"]').waitFor();
        }
        const d = (await readDiagrams(page))[i];
        const name = `${route} ${d.machine}${d.view ? `:${d.view}` : ''}`;
        const { problems, crossings, longest } = check(d);
        // Shown where it should be: as a graph at 1024 and 1280 px, printed and in a phone's column where it fits; at its
        // own size in the whole-diagram view.
        if (zoomed && Math.abs(d.scale - 1) > 0.01) problems.push(`the whole-diagram view draws it at ${d.scale.toFixed(2)} of its size`);
        if (!zoomed && d.scale === 0) problems.push('the graph is not shown');
        if (problems.length > 0) found[name] = problems;
        counted.set(d.machine, { crossings, longest });
        if (zoomed) {
          await page.keyboard.press('Escape');
          await figure.locator('[data-testid="diagram-zoom-close"]').waitFor({ state: 'detached' });
        }
      }
    }
  } finally {
    await context.close();
  }
  // Each machine's crossings and longest line, for the record.
  console.log(
    `${way.name}: crossings (longest line in segments) per machine\n${[...counted]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([machine, c]) => `  ${machine}: ${c.crossings} (${c.longest})`)
      .join('\n')}`,
  );
  expect(found).toEqual({});
  // Every machine is drawn somewhere.
  expect([...counted.keys()].sort()).toEqual(Object.keys(machines).sort());
});
