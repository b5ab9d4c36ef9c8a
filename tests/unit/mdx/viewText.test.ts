// The text version of a machine started where a page's task starts says where it starts (tests/unit/domain/views.test.ts
// checks the views themselves; this one needs the Markdown tooling, which the unit project loads as ESM).
import type { Paragraph, Table } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import { MACHINE_IDS, machines, startView, viewPart, VIEWS } from '@/lib/domain';
import { machineText } from '@/lib/mdx/components/machineText';

const all = MACHINE_IDS.flatMap((id) => Object.entries(VIEWS[id] ?? {}).map(([name, view]) => [id, name, view] as const));

test.each(all)('%s view "%s" says in its text version where it starts', (id, _name, view) => {
  const m = machines[id];
  const said = machineText(m, view)
    .map((n) => mdastToString(n as Paragraph))
    .join('\n');
  expect(said).toContain(`it starts at ${m.states[startView(m, view).state].label}`);
});

test.each(all)('%s view "%s" lists the statuses and steps it reaches, not the whole machine again', (id, _name, view) => {
  const m = machines[id];
  const tables = machineText(m, view).filter((n): n is Table => n.type === 'table');
  const [statuses, steps] = tables;
  const part = viewPart(m, view);
  expect(statuses.children).toHaveLength(part.states.length + 1);
  expect(steps.children).toHaveLength(part.transitions.length + 1);
  expect(steps.children.length).toBeLessThan(m.transitions.length + 1);
});
