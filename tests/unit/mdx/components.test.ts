// The one registry of page components: each is defined once (lib/mdx/components), the parse step checks it and
// attaches its text form to the tree, and the Markdown copy reads that tree. Bad input fails naming the line.
import type { Heading, RootContent } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { MACHINE_IDS, machines } from '@/lib/domain';
import { loadApiSchema } from '@/lib/graphql/load';
import { listOperations } from '@/lib/graphql/reference';
import { pageMarkdown } from '@/lib/markdown/page';
import { COMPONENTS, componentDef, type ComponentName } from '@/lib/mdx/components';
import { parseMdx } from '@/lib/mdx/parse';

const page = { route: '/x', file: 'content/x.mdx', title: 'X' };
const ORIGIN = 'https://docs.example.test';

function tree(body: string) {
  const parsed = parseMdx(body);
  if (!parsed.ok) throw new Error(`${parsed.line ?? '?'}: ${parsed.message}`);
  return parsed.tree;
}
const markdown = (body: string) => pageMarkdown(page, tree(body), ORIGIN);

/** One way to write each component in a page. */
const SAMPLES: Record<ComponentName, string> = {
  Admonition: ':::danger\nThis cannot be undone.\n:::',
  TaskCards: '<TaskCards>\n\n- [Approve a request](/x): Do it.\n\n</TaskCards>',
  CodeTabs: '<CodeTabs labels="curl, TypeScript">\n\n```bash\ncurl -X POST "$URL"\n```\n\n```ts\nawait fetch(url);\n```\n\n</CodeTabs>',
  SettingsTable: '<SettingsTable />',
  ExemptionTypesTable: '<ExemptionTypesTable />',
  RolesTable: '<RolesTable />',
  UnsupportedRegionsTable: '<UnsupportedRegionsTable />',
  ChatCommands: '<ChatCommands app="slack" />',
  StateDiagram: '<StateDiagram machine="podRequest" view="approver" />',
  ExemptionTester: '<ExemptionTester />',
  PendingChangesSimulator: '<PendingChangesSimulator />',
  SlackConsole: '<SlackConsole place="privateChannel" />',
  TeamsConsole: '<TeamsConsole />',
  WebhookChecker: '<WebhookChecker />',
  GraphQLOperations: '<GraphQLOperations kind="mutation" />',
  GraphQLSample: '```graphql\nquery Regions { RegionsControls { regionId } }\n```',
  ApiName: 'The <ApiName>lock</ApiName> flag.',
};

describe('every component has one definition and a text form', () => {
  test.each(Object.keys(COMPONENTS) as ComponentName[])('%s: its Markdown copy is plain Markdown with content', (name) => {
    const md = markdown(SAMPLES[name]);
    expect(md.replace(/^# X\n/, '').trim().length).toBeGreaterThan(4);
    // No JSX and no component name survives outside code.
    expect(md.replace(/```[\s\S]*?```/g, '')).not.toMatch(new RegExp(`</?${name}\\b`));
    if (componentDef(name)?.kind === 'island') expect(md).toContain(`[the web page](${ORIGIN}/cpf-public/x/)`);
    else expect(md).not.toContain('the web page');
  });

  test('a reference table becomes a real Markdown table node in the tree', () => {
    const t = tree('<SettingsTable />');
    expect(t.children.map((n) => n.type)).toEqual(['paragraph', 'table']);
    let jsx = 0;
    visit(t, ['mdxJsxFlowElement', 'mdxJsxTextElement'], () => {
      jsx += 1;
    });
    expect(jsx).toBe(0);
  });

  test('a state diagram says every status and every step of its machine, in the tree search and the TOC read', () => {
    for (const id of MACHINE_IDS) {
      const text = mdastToString(tree(`<StateDiagram machine="${id}" />`));
      for (const state of Object.values(machines[id].states)) expect(text).toContain(state.label);
      for (const event of new Set(machines[id].transitions.map((t) => t.event))) expect(text).toContain(machines[id].events[event].label);
    }
  });

  test('a view of a machine says where its simulation starts and which steps it offers', () => {
    const text = mdastToString(tree('<StateDiagram machine="podRequest" view="approver" />'));
    expect(text).toContain('This simulation shows the request as the approver sees it: it starts at Pending, and its steps are Approve, Deny.');
  });

  test("a ChatOps app's commands are a Markdown table in the page, every command readable without JavaScript", () => {
    for (const app of ['slack', 'teams'] as const) {
      const t = tree(`<ChatCommands app="${app}" />`);
      expect(t.children.map((n) => n.type)).toEqual(['paragraph', 'table']);
      const text = mdastToString(t);
      for (const command of app === 'slack'
        ? ['/bulwark register', '/bulwark unregister', '/bulwark help', '/bulwark jit request', '/bulwark subscribe [scope]', '/bulwark unsubscribe [scope]']
        : ['configure', 'unregister', 'jit', 'help']) {
        expect(text).toContain(command);
      }
    }
  });

  test('the GraphQL reference is one h3 per operation, with the ids the page uses', () => {
    for (const kind of ['query', 'mutation'] as const) {
      const headings: string[] = [];
      visit(tree(`<GraphQLOperations kind="${kind}" />`), 'heading', (h: Heading) => void headings.push(`${h.depth} ${mdastToString(h)}`));
      expect(headings).toEqual(listOperations(loadApiSchema().schema, kind).map((op) => `3 ${op.name}`));
    }
  });

  test('an API name and a sample keep their "inferred" marks in the Markdown copy', () => {
    expect(markdown('The <ApiName>lock</ApiName> flag.')).toMatch(/`lock` _inferred: [^_]+_/);
    expect(markdown('The <ApiName>srn</ApiName> field.')).toContain('The `srn` field.');
    const sample = markdown('```graphql\nquery Services { CloudServices { service lock } }\n```');
    expect(sample).toContain('```graphql');
    expect(sample).toMatch(/Names in this sample marked inferred: .*`lock` _inferred: /);
  });

  test('an admonition names its kind in the Markdown copy', () => {
    expect(markdown(':::warning[Before you deploy]\nExempt a break-glass account.\n:::')).toContain('> **Warning: Before you deploy**');
  });

  test('task cards stay a list of links, drawn as cards on the page', () => {
    const t = tree(SAMPLES.TaskCards);
    const list = t.children[0] as Extract<RootContent, { type: 'list' }>;
    expect(list.type).toBe('list');
    expect(list.data?.hProperties).toEqual({ className: ['task-cards'] });
    // The ": " before each description is its own span, hidden on the card; the Markdown copy keeps it.
    const item = list.children[0].children[0] as Extract<RootContent, { type: 'paragraph' }>;
    expect(item.children[1]).toMatchObject({ type: 'text', value: ': ', data: { hName: 'span', hProperties: { className: ['task-card-separator'] } } });
    expect(markdown(SAMPLES.TaskCards)).toContain(`- [Approve a request](${ORIGIN}/cpf-public/x/): Do it.`);
  });

  test('code tabs read as each sample after its language in the Markdown copy', () => {
    const md = markdown(SAMPLES.CodeTabs);
    expect(md).toMatch(/\*\*curl:\*\*\n\n```bash\ncurl -X POST "\$URL"\n```\n\n\*\*TypeScript:\*\*\n\n```ts\nawait fetch\(url\);\n```/);
  });
});

describe('bad component input fails the build naming the line', () => {
  test.each([
    ['an unknown component', 'Intro.\n\n<NoSuchThing />', 3, /unknown component <NoSuchThing>/],
    ['an unknown attribute', 'Intro.\n\n<StateDiagram machine="region" colour="red" />', 3, /has no attribute "colour"/],
    ['a value it does not take', '<StateDiagram machine="nope" />', 1, /machine="nope".*use one of/],
    ['a view no machine has', '<StateDiagram machine="region" view="nope" />', 1, /view="nope".*use one of/],
    ['a missing attribute', '\n<GraphQLOperations />', 2, /needs the attribute kind/],
    ['an expression', '<StateDiagram machine={"region"} />', 1, /plain string/],
    ['task cards without a list', '<TaskCards>\n\nJust text.\n\n</TaskCards>', 1, /one list of links/],
    [
      'a task card whose description is a fragment',
      '<TaskCards>\n\n- [Approve a request](/x): approve or deny it\n\n</TaskCards>',
      1,
      /description as a sentence/,
    ],
    [
      'code tabs with a label per block missing',
      '<CodeTabs labels="curl">\n\n```bash\na\n```\n\n```ts\nb\n```\n\n</CodeTabs>',
      1,
      /names 1 tabs for 2 code blocks/,
    ],
    [
      'code tabs with an unknown language',
      '<CodeTabs labels="curl, Rust">\n\n```bash\na\n```\n\n```rust\nb\n```\n\n</CodeTabs>',
      1,
      /"Rust" is not one of curl, TypeScript/,
    ],
    ['code tabs around prose', '<CodeTabs labels="curl">\n\nJust text.\n\n</CodeTabs>', 1, /holds code blocks only/],
  ])('%s', (_what, body, line, message) => {
    const parsed = parseMdx(body);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.line).toBe(line);
    expect(parsed.message).toMatch(message);
  });
});
