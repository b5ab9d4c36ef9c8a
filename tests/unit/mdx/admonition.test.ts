// Every admonition kind renders with its own label and icon, whether or not a page uses it today.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Admonition from '@/components/mdx/Admonition';
import { ADMONITION_KINDS, ADMONITION_LABELS } from '@/lib/mdx/remarkAdmonitions';

// biome-ignore lint/correctness/noChildrenProp: the component's props type requires children, which createElement then takes as a prop
const render = (kind: (typeof ADMONITION_KINDS)[number], title?: string) => renderToStaticMarkup(createElement(Admonition, { kind, title, children: 'Body.' }));

test.each(ADMONITION_KINDS)('%s: its label, its class and an icon of its own', (kind) => {
  const html = render(kind);
  expect(html).toContain(`class="admonition admonition-${kind}"`);
  expect(html).toContain(`aria-label="${ADMONITION_LABELS[kind]}"`);
  expect(html).toContain(`<span>${ADMONITION_LABELS[kind]}</span>`);
  const icon = /<path fill="currentColor" d="([^"]+)"/.exec(html)?.[1];
  const others = ADMONITION_KINDS.filter((k) => k !== kind).map((k) => /<path fill="currentColor" d="([^"]+)"/.exec(render(k))?.[1]);
  expect(icon).toBeDefined();
  expect(others).not.toContain(icon);
});

test('a title names the box after its kind', () => {
  expect(render('warning', 'Before you deploy')).toContain('aria-label="Warning: Before you deploy"');
});
