// What the content step's keys are made from (scripts/content/sources.ts), on a small project of its own: a page's
// component depends on its own module and on the registry entries it looks up, not on every entry of a registry; a
// component that declares no lookup follows every registry it reaches, so a key is never too narrow.
import fs from 'node:fs';
import path from 'node:path';
import { type BundleInputs, componentKey, SourceGraph } from '../../../scripts/content/sources';
import { tempDir } from '../tempDirs';

const FILES: Record<string, string> = {
  'package-lock.json': '{}',
  'tsconfig.json': '{}',
  'lib/mdx/components/index.ts':
    "import { StateDiagram } from './stateDiagram';\nimport { Plain } from './plain';\n\nexport const COMPONENTS = {\n  StateDiagram,\n  Plain,\n};\n",
  'lib/mdx/components/stateDiagram.ts': "import { machines } from '../../domain/registry';\nexport const StateDiagram = { text: (id) => machines[id] };\n",
  'lib/mdx/components/plain.ts': "import { machines } from '../../domain/registry';\nexport const Plain = { text: () => Object.keys(machines) };\n",
  'lib/domain/registry.ts':
    "import { regionMachine } from './region';\nimport { serviceMachine } from './service';\n\nexport const machines: Record<string, unknown> = {\n  region: regionMachine,\n  service: serviceMachine,\n};\n",
  'lib/domain/region.ts': "export const regionMachine = { states: ['Enabled', 'Disabled'] };\n",
  'lib/domain/service.ts': "export const serviceMachine = { states: ['Unprotected', 'Protected'] };\n",
  'lib/content/compile.ts': "import { COMPONENTS } from '../mdx/components';\nexport const compile = () => COMPONENTS;\n",
  'lib/content/store.ts': 'export const store = 1;\n',
  'scripts/content/worker.ts': "export const compile = () => import('../../lib/content/compile');\n",
};

/** The import graph as esbuild's metafile gives it: each file's imports, as written and as resolved. */
const INPUTS: BundleInputs = {
  'scripts/content/worker.ts': { imports: [{ path: 'lib/content/compile.ts', original: '../../lib/content/compile' }] },
  'lib/content/compile.ts': { imports: [{ path: 'lib/mdx/components/index.ts', original: '../mdx/components' }] },
  'lib/content/store.ts': { imports: [] },
  'lib/mdx/components/index.ts': {
    imports: [
      { path: 'lib/mdx/components/stateDiagram.ts', original: './stateDiagram' },
      { path: 'lib/mdx/components/plain.ts', original: './plain' },
    ],
  },
  'lib/mdx/components/stateDiagram.ts': { imports: [{ path: 'lib/domain/registry.ts', original: '../../domain/registry' }] },
  'lib/mdx/components/plain.ts': { imports: [{ path: 'lib/domain/registry.ts', original: '../../domain/registry' }] },
  'lib/domain/registry.ts': {
    imports: [
      { path: 'lib/domain/region.ts', original: './region' },
      { path: 'lib/domain/service.ts', original: './service' },
    ],
  },
  'lib/domain/region.ts': { imports: [] },
  'lib/domain/service.ts': { imports: [] },
  'node_modules/unified/index.js': { imports: [] },
};

function project(): string {
  const root = tempDir('bulwark-sources-');
  for (const [file, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

const graphOf = (root: string) => new SourceGraph(root, INPUTS, 'https://docs.example.com');

describe('the sources of the content step', () => {
  test("reads a registry's entries from its table and its imports", () => {
    const graph = graphOf(project());
    expect(graph.entryModule('machines', 'region')).toBe('lib/domain/region.ts');
    expect(graph.entryModule('components', 'StateDiagram')).toBe('lib/mdx/components/stateDiagram.ts');
    expect(graph.entryModule('machines', 'nope')).toBeUndefined();
  });

  test('an edit to one machine changes the diagrams that look it up and the components that follow the whole registry', () => {
    const root = project();
    const before = graphOf(root).componentTable();
    expect(Object.keys(before).sort()).toEqual(['Plain', 'StateDiagram', 'StateDiagram machine=region', 'StateDiagram machine=service']);
    fs.appendFileSync(path.join(root, 'lib/domain/region.ts'), "regionMachine.states.push('Partially Enabled');\n");
    const after = graphOf(root).componentTable();
    const changed = Object.keys(before).filter((key) => before[key] !== after[key]);
    expect(changed.sort()).toEqual(['Plain', 'StateDiagram', 'StateDiagram machine=region']);
  });

  test("the parse-and-render code every page shares leaves out the components' own modules", () => {
    const root = project();
    const before = graphOf(root);
    const core = before.coreFingerprint();
    const plain = before.componentTable().Plain;
    fs.appendFileSync(path.join(root, 'lib/mdx/components/plain.ts'), '// edited\n');
    const after = graphOf(root);
    expect(after.coreFingerprint()).toBe(core);
    expect(after.componentTable().Plain).not.toBe(plain);
    fs.appendFileSync(path.join(root, 'lib/content/compile.ts'), '// edited\n');
    expect(graphOf(root).coreFingerprint()).not.toBe(core);
  });

  test('the lockfile and the origin are part of every key; packages are not followed', () => {
    const root = project();
    const a = graphOf(root).shared;
    expect(new SourceGraph(root, INPUTS, 'https://other.example.com').shared).not.toBe(a);
    fs.writeFileSync(path.join(root, 'package-lock.json'), '{"lockfileVersion":3}');
    expect(graphOf(root).shared).not.toBe(a);
    expect(graphOf(root).files()).not.toContain('node_modules/unified/index.js');
  });

  test('a use is listed under its lookup when it names one', () => {
    expect(componentKey('StateDiagram', { machine: 'region', view: 'x' })).toBe('StateDiagram machine=region');
    expect(componentKey('StateDiagram', {})).toBe('StateDiagram');
    expect(componentKey('Plain', { machine: 'region' })).toBe('Plain');
  });
});
