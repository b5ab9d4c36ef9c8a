import type { Heading } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { MACHINE_IDS, machines } from '@/lib/domain';
import { loadApiSchema } from '@/lib/graphql/load';
import { listOperations } from '@/lib/graphql/reference';
import { componentMarkdown } from '@/lib/markdown/components';
import { MDX_COMPONENT_NAMES, type MdxComponentName } from '@/lib/mdx/componentNames';
import type { PropValue } from '@/lib/markdown/types';

const PROPS: Partial<Record<MdxComponentName, Record<string, PropValue>[]>> = {
  Admonition: [{ kind: 'danger' }],
  StateDiagram: MACHINE_IDS.map((machine) => ({ machine })),
  StatusTable: MACHINE_IDS.map((machine) => ({ machine })),
  GraphQLOperations: [{ kind: 'query' }, { kind: 'mutation' }],
  HeroCard: [{ card: 'zombies' }, { card: 'excessPrivilege' }, { card: 'unusedServices' }],
};

const cases = MDX_COMPONENT_NAMES.flatMap((name) => (PROPS[name] ?? [{}]).map((props) => [name, props] as const));
const parse = (md: string) => unified().use(remarkParse).use(remarkGfm).parse(md);

describe('the Markdown form of every MDX component', () => {
  test.each(cases)('%s %j is plain Markdown with content', (name, props) => {
    const children = [{ type: 'paragraph' as const, children: [{ type: 'text' as const, value: 'Body.' }] }];
    const md = componentMarkdown[name]({ props, children, pageUrl: 'https://docs.example.test/cpf-public/x/' });
    expect(md.trim().length).toBeGreaterThan(4);
    expect(md).not.toMatch(/<\/?[A-Z]\w*/);
    expect(md).not.toMatch(/\{[^}]*\}\s*\/>/);
  });

  test('a state diagram lists every transition and a status table every shown status', () => {
    for (const id of MACHINE_IDS) {
      const m = machines[id];
      const diagram = parse(componentMarkdown.StateDiagram({ props: { machine: id }, children: [], pageUrl: '' }));
      const table = diagram.children.find((n) => n.type === 'table');
      expect(table && 'children' in table ? table.children.length - 1 : 0).toBe(m.transitions.length);
      const statuses = componentMarkdown.StatusTable({ props: { machine: id }, children: [], pageUrl: '' });
      for (const state of Object.values(m.states).filter((s) => !s.virtual)) expect(statuses).toContain(`| ${state.label}`);
    }
  });

  test('the GraphQL reference has one h3 per operation, in schema order', () => {
    for (const kind of ['query', 'mutation'] as const) {
      const tree = parse(componentMarkdown.GraphQLOperations({ props: { kind }, children: [], pageUrl: '' }));
      const headings = tree.children.filter((n): n is Heading => n.type === 'heading').map((h) => `${h.depth} ${toString(h)}`);
      expect(headings).toEqual(listOperations(loadApiSchema().schema, kind).map((op) => `3 ${op.name}`));
    }
  });

  test('an API name is code, with its inferred mark when the schema gives one', () => {
    const text = (value: string) => [{ type: 'text' as const, value }];
    const api = (name: string) => componentMarkdown.ApiName({ props: {}, children: [{ type: 'paragraph', children: text(name) }], pageUrl: '' });
    expect(api('lock')).toMatch(/^`lock`/);
    expect(api('srn')).toBe('`srn`');
  });

  test('interactive tools link to their page', () => {
    const md = componentMarkdown.TokenExpiryChecker({ props: {}, children: [], pageUrl: 'https://docs.example.test/cpf-public/x/' });
    expect(md).toContain('[the web page](https://docs.example.test/cpf-public/x/)');
    expect(md).toContain('7200 (2 hours) to 2592000 (30 days)');
    // The model tables are the whole of what they show: no link.
    expect(componentMarkdown.SettingsTable({ props: {}, children: [], pageUrl: 'https://x/' })).not.toContain('the web page');
  });
});
