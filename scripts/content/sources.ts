// What each piece of the content step's work is made from, so that it is done once: a page's compiled parts, a
// diagram's layout and a link-preview image are each keyed by the bytes of exactly the sources they depend on.
//
// The code's part comes from the worker bundle's own import graph (esbuild's metafile, pool.ts): a page depends on the
// parse-and-render code (CORE) and on the code of each component it uses; a diagram on the layout code, its machine
// and its presentation. A registry that indexes many modules by name (the component list, the machines, the
// presentations) is not followed through: a user depends on the entries it looks up, not on every entry. Where a
// component's lookup is not declared in LOOKUPS, it depends on the whole registry, so a key is never too narrow.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Raised when the keys' format changes, so entries written by an older step are never read as current ones. */
export const CACHE_FORMAT = 'content-cache-1';

/** The pool's task module: part of every piece of work, though its imports (every task's code) are not. */
const WORKER = 'scripts/content/worker.ts';

/** The bundle's root modules for each kind of work (paths from the project root). */
export const ROOTS = {
  page: [WORKER, 'lib/content/compile.ts', 'lib/content/store.ts'],
  layout: [WORKER, 'components/diagrams/layout.ts'],
  social: [WORKER, 'components/social/SocialImage.tsx'],
} as const;

/** The registries: modules whose exported table maps names to entries imported from other modules. */
export const REGISTRIES = {
  components: 'lib/mdx/components/index.ts',
  machines: 'lib/domain/registry.ts',
  presentations: 'components/diagrams/presentation/index.ts',
} as const;

export type RegistryName = keyof typeof REGISTRIES;

/** Components whose text form looks one entry of a registry up by an attribute (`<StateDiagram machine="region">`). */
export const LOOKUPS: Record<string, [{ registry: RegistryName; attribute: string }]> = {
  StateDiagram: [{ registry: 'machines', attribute: 'machine' }],
};

/**
 * How a use of a component is listed in the fingerprint table (SourceGraph.componentTable): its name, and the
 * attribute of its lookup with the entry it names (`StateDiagram machine=region`).
 */
export function componentKey(name: string, props: Readonly<Record<string, string>>): string {
  const lookup = LOOKUPS[name]?.[0];
  return lookup && props[lookup.attribute] !== undefined ? `${name} ${lookup.attribute}=${props[lookup.attribute]}` : name;
}

/** Files a module reads while it runs, which are therefore part of it (the API schema the GraphQL samples check). */
const READS: Record<string, (cwd: string) => string[]> = {
  'lib/graphql/load.ts': (cwd) =>
    fs
      .readdirSync(path.join(cwd, 'lib/graphql'))
      .filter((name) => /\.(graphql|json)$/.test(name))
      .map((name) => `lib/graphql/${name}`),
};

/** The inputs of the bundle as esbuild's metafile gives them. */
export interface BundleInputs {
  [file: string]: { imports: { path: string; external?: boolean; original?: string }[] };
}

/** A lookup a piece of work makes: an entry of a registry, by name. */
export interface Lookup {
  registry: RegistryName;
  name: string;
}

const sha = (...parts: (string | Buffer)[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
};

/** The project's sources as the content step's code sees them: the import graph, each file's hash, the registries. */
export class SourceGraph {
  private readonly imports = new Map<string, string[]>();
  private readonly hashes = new Map<string, string>();
  private readonly entries = new Map<string, Map<string, string>>();
  private readonly fingerprints = new Map<string, string>();
  /** The lockfile, the compiler settings and the site's origin: what every entry shares. */
  readonly shared: string;

  constructor(
    readonly cwd: string,
    inputs: BundleInputs,
    origin: string,
  ) {
    for (const [file, input] of Object.entries(inputs)) {
      if (file.startsWith('node_modules/') || !fs.existsSync(path.join(cwd, file))) continue;
      this.imports.set(
        file,
        input.imports.filter((i) => !i.external && !i.path.startsWith('node_modules/')).map((i) => i.path),
      );
    }
    for (const [registry, file] of Object.entries(REGISTRIES)) this.entries.set(registry, registryEntries(cwd, file, inputs[file]?.imports ?? []));
    this.shared = sha(CACHE_FORMAT, this.fileHash('package-lock.json'), this.fileHash('tsconfig.json'), origin);
  }

  /** Every project file of the bundle. */
  files(): string[] {
    return [...this.imports.keys()];
  }

  /** A file's hash by its bytes ('' when it is missing), read once. */
  fileHash(file: string): string {
    let hash = this.hashes.get(file);
    if (hash === undefined) {
      const full = path.join(this.cwd, file);
      hash = fs.existsSync(full) ? sha(fs.readFileSync(full)) : '';
      this.hashes.set(file, hash);
    }
    return hash;
  }

  /** The module of a registry's entry, if the registry has that name. */
  entryModule(registry: RegistryName, name: string): string | undefined {
    return this.entries.get(registry)?.get(name);
  }

  /**
   * Every file `roots` depend on: their imports, followed through except out of the files `cut` (each is part of it,
   * its imports are not: a registry whose entries the caller adds itself), and the files a module reads while it runs.
   */
  closure(roots: readonly string[], cut: ReadonlySet<string> = new Set()): string[] {
    const seen = new Set<string>();
    const stack = [...roots];
    while (stack.length > 0) {
      const file = stack.pop() as string;
      if (seen.has(file)) continue;
      seen.add(file);
      if (cut.has(file)) continue;
      stack.push(...(this.imports.get(file) ?? []));
      for (const read of READS[file]?.(this.cwd) ?? []) seen.add(read);
    }
    return [...seen].sort();
  }

  /**
   * A hash of the bytes of everything `roots` depend on (closure), each entry of `lookups` with all it depends on, and
   * the registries it looks them up in as lists of names. Cached per question.
   */
  fingerprint(roots: readonly string[], { cut = [], lookups = [] }: { cut?: readonly string[]; lookups?: readonly Lookup[] } = {}): string {
    const question = JSON.stringify([roots, cut, lookups]);
    let fingerprint = this.fingerprints.get(question);
    if (fingerprint === undefined) {
      const registries = lookups.map((l) => REGISTRIES[l.registry]);
      const modules = lookups.map((l) => this.entryModule(l.registry, l.name));
      // A name its registry does not have: the work fails on the registry's list of names alone, which is followed.
      const files = new Set(this.closure(roots, new Set([...cut, ...registries.filter((_, i) => modules[i])])));
      for (const module of modules) if (module) for (const file of this.closure([module])) files.add(file);
      fingerprint = sha(...[...files].sort().flatMap((file) => [file, this.fileHash(file)]));
      this.fingerprints.set(question, fingerprint);
    }
    return fingerprint;
  }

  /** The parse-and-render code every page shares: the page's roots without the components' own modules. */
  coreFingerprint(): string {
    return this.fingerprint(ROOTS.page, { cut: [WORKER, REGISTRIES.components] });
  }

  /**
   * Every component's fingerprint, by componentKey: each component with no lookup, and each with a lookup for every
   * entry of its registry (and without one). Pool threads read a use's fingerprint here.
   */
  componentTable(): Record<string, string> {
    const table: Record<string, string> = {};
    for (const [name, module] of this.entries.get('components') ?? []) {
      table[name] = this.fingerprint([module]);
      for (const { registry, attribute } of LOOKUPS[name] ?? [])
        for (const entry of this.entries.get(registry)?.keys() ?? [])
          table[componentKey(name, { [attribute]: entry })] = this.fingerprint([module], { lookups: [{ registry, name: entry }] });
    }
    return table;
  }

  /** What a machine's diagram layout depends on: the layout code, the machine and its presentation. */
  layoutFingerprint(machine: string): string {
    return this.fingerprint(ROOTS.layout, {
      cut: [WORKER],
      lookups: [
        { registry: 'machines', name: machine },
        { registry: 'presentations', name: machine },
      ],
    });
  }

  /** What a link-preview image depends on besides its card: the code that draws it. */
  socialFingerprint(): string {
    return this.fingerprint(ROOTS.social, { cut: [WORKER] });
  }
}

/**
 * A registry's entries, name -> module: the names of its exported table (`region: regionMachine` or shorthand
 * `StateDiagram,`) and the module each imported binding comes from, resolved as the bundle resolved it.
 */
function registryEntries(cwd: string, file: string, imports: BundleInputs[string]['imports']): Map<string, string> {
  const entries = new Map<string, string>();
  const full = path.join(cwd, file);
  if (!fs.existsSync(full)) return entries;
  const source = fs.readFileSync(full, 'utf8');
  const resolved = new Map(imports.filter((i) => i.original).map((i) => [i.original as string, i.path]));
  const bindingModule = new Map<string, string>();
  for (const [, names, specifier] of source.matchAll(/^import\s*\{([^}]*)\}\s*from\s*'([^']+)'/gm)) {
    const module = resolved.get(specifier);
    if (!module) continue;
    for (const binding of names.split(',').map((n) => n.trim().replace(/^type\s+/, ''))) if (binding) bindingModule.set(binding, module);
  }
  const table = /export const \w+[^=]*=\s*\{([\s\S]*?)\n\}/.exec(source)?.[1] ?? '';
  for (const [, name, binding] of table.matchAll(/^\s*(\w+)(?:\s*:\s*(\w+))?\s*,?\s*$/gm)) {
    const module = bindingModule.get(binding ?? name);
    if (module) entries.set(name, module);
  }
  return entries;
}
