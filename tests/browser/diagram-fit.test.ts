// Every diagram fits its column at every width, in both colour modes: nothing in it is wider than its container,
// nothing scrolls sideways, and no text is drawn under 12 px. After each step of the PoD and region diagrams, the
// current state is inside the visible part of the diagram: in the drawn graph, or in the stepper's card.
import fs from 'node:fs';
import path from 'node:path';
import { jest } from '@jest/globals';
import type { Page } from 'playwright-core';
import { listFiles } from '@/lib/files';
import { openPage, siteUrl } from './support';

jest.setTimeout(300_000);

const DIAGRAM_PAGES = listFiles(path.join(process.cwd(), 'content'))
  .filter((file) => file.endsWith('.mdx') && /<(StateDiagram|PendingChangesSimulator)\b/.test(fs.readFileSync(file, 'utf8')))
  .map((file) => `/${path.relative(path.join(process.cwd(), 'content'), file).replace(/\.mdx$/, '')}`);
const WIDTHS = [320, 390, 1024, 1280];

/** What does not fit in the page's diagrams: overflowing elements, inner sideways scroll, text under 12 px. */
function misfits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // The text version too, opened as a reader would.
    for (const details of document.querySelectorAll<HTMLDetailsElement>('[data-testid="diagram-text"]')) details.open = true;
    const found: string[] = [];
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''}`;
    for (const figure of document.querySelectorAll<HTMLElement>('[data-testid="state-diagram"]')) {
      const box = figure.getBoundingClientRect();
      const parent = figure.parentElement!.getBoundingClientRect();
      if (box.right > parent.right + 1 || box.left < parent.left - 1) found.push(`figure wider than its column (${box.width} in ${parent.width})`);
      for (const el of figure.querySelectorAll<Element>('*')) {
        if (el.closest('[data-zoomed="true"]') || el.closest('details:not([open]) > :not(summary)')) continue;
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) continue;
        if (r.right > box.right + 1 || r.left < box.left - 1) found.push(`${name(el)} sticks out of the figure`);
        if (el instanceof HTMLElement && el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible')
          found.push(`${name(el)} scrolls sideways`);
      }
      const svg = figure.querySelector<SVGSVGElement>('[data-testid="state-diagram-svg"]');
      const scale = svg && svg.getBoundingClientRect().width > 0 ? svg.getBoundingClientRect().width / svg.viewBox.baseVal.width : 0;
      for (const text of figure.querySelectorAll<Element>('text, p, span, button, summary, label, dt, dd, li, td, th')) {
        if (text.getBoundingClientRect().height === 0 || !text.textContent?.trim()) continue;
        const size = parseFloat(getComputedStyle(text).fontSize) * (text.closest('svg') ? scale : 1);
        if (size < 11.95) found.push(`${name(text)} "${text.textContent.trim().slice(0, 20)}" at ${size.toFixed(1)} px`);
      }
    }
    return found;
  });
}

/** Whether the current state is where the reader sees it: inside the drawn graph's box, or the stepper's card. */
function currentInView(page: Page, machine: string): Promise<boolean> {
  return page.evaluate((id) => {
    const figure = document.querySelector<HTMLElement>(`[data-testid="state-diagram"][data-machine="${id}"]`)!;
    const state = figure.querySelector<HTMLElement>('[data-testid="diagram-current"]')!.dataset.state;
    const graph = figure.querySelector<HTMLElement>('[data-graph]')!;
    if (graph.getBoundingClientRect().width > 0) {
      const node = figure.querySelector(`g[data-state="${state}"]`)!.getBoundingClientRect();
      const area = graph.getBoundingClientRect();
      return (
        node.left >= area.left - 1 &&
        node.right <= area.right + 1 &&
        node.top >= area.top - 1 &&
        node.bottom <= area.bottom + 1 &&
        figure.querySelector(`g[data-state="${state}"]`)!.getAttribute('data-current') === 'true'
      );
    }
    const card = figure.querySelector<HTMLElement>('[data-testid="diagram-current"]')!.getBoundingClientRect();
    return card.width > 0 && card.height > 0;
  }, machine);
}

/** Steps taken on a page's first diagram, by machine and the view the page starts it in. */
const STEPS: Record<string, string[]> = {
  podRequest: ['attempt', 'justify', 'deny'],
  'podRequest:approver': ['deny'],
  'podRequest:justification': ['attempt', 'justify'],
  region: ['disable', 'deploy'],
};

test('the diagram pages are found', () => {
  expect(DIAGRAM_PAGES.length).toBeGreaterThanOrEqual(10);
});

// Geometry only: the colour modes differ in colours, not in sizes (tests/browser/accessibility.test.ts checks both
// modes' contrast), so the fit is checked once per width, in one tab that visits every diagram page.
test.each(WIDTHS)('at %i px every diagram fits its column', async (width) => {
  const { page, close } = await openPage('/', { viewport: { width, height: 900 }, noNavigate: true });
  try {
    for (const route of DIAGRAM_PAGES) {
      await page.goto(siteUrl(route), { waitUntil: 'load' });
      {
        await page.locator('[data-testid="diagram-controls"][data-ready="true"]').first().waitFor();
        expect({ route, width, misfits: await misfits(page) }).toEqual({ route, width, misfits: [] });
        if (width >= 1024) {
          // On a desktop column every diagram is drawn as a graph beside its controls, not left to the stepper.
          const hidden = await page.$$eval('[data-testid="state-diagram"]', (figures) =>
            figures.filter((f) => getComputedStyle(f.querySelector('[data-graph]')!).display === 'none').map((f) => (f as HTMLElement).dataset.machine),
          );
          expect({ route, width, hidden }).toEqual({ route, width, hidden: [] });
        }
        const first = page.locator('[data-testid="state-diagram"]').first();
        const machine = (await first.getAttribute('data-machine')) ?? '';
        const view = await first.getAttribute('data-view');
        for (const event of STEPS[view ? `${machine}:${view}` : machine] ?? []) {
          const figure = page.locator(`[data-testid="state-diagram"][data-machine="${machine}"]`);
          if (event === 'justify') await figure.locator('[data-testid="diagram-message-input"]').fill('Needed');
          if (event === 'deny') await figure.locator('[data-testid="diagram-message-input"]').fill('Not now');
          await figure.locator(`[data-testid="diagram-event"][data-event="${event}"]`).first().click();
          if (event === 'disable') await figure.locator('[data-testid="diagram-confirm"]').click();
          expect({ route, width, event, inView: await currentInView(page, machine) }).toEqual({ route, width, event, inView: true });
          expect({ route, width, event, misfits: await misfits(page) }).toEqual({ route, width, event, misfits: [] });
        }
      }
    }
  } finally {
    await close();
  }
});
