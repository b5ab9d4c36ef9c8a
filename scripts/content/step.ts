// The content step: what `npm run build` runs before `next build`, and `npm run dev` before and while Next's dev server
// runs: one path for both. A pass works out what each page, diagram and link-preview image is made from (sources.ts),
// takes what is already made from the cache (cache.ts) or from memory, makes the rest in the worker pool (pool.ts,
// off this thread), assembles the site (site.ts) and writes the store (write.ts). A page is compiled once until
// something it depends on changes; a pass with nothing changed compiles nothing and says so.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { record, timed, timedAsync } from '../../lib/buildTimings';
import { pageFileDates } from '../../lib/content/lastUpdated';
import { indexPageFile } from '../../lib/content/frontMatter';
import { contentDir, pageFiles, repoFile } from '../../lib/content/paths';
import { pageHtmlFile, readStoreJson, STORE_FILES, type StoredSite, type StoreMode, type StoreSources, writeStoreFile } from '../../lib/content/store';
import type { ContentIssue } from '../../lib/content/types';
import type { DiagramLayout } from '../../components/diagrams/layout';
import type { MachineId } from '../../lib/domain/machine';
import { MACHINE_IDS, machines } from '../../lib/domain/registry';
import { listFiles } from '../../lib/files';
import { siteOrigin } from '../../lib/siteOrigin';
import { ContentCache } from './cache';
import { readChoices } from './choices';
import type { CompiledParts, PageEntry } from './parts';
import { ContentPool, WorkerBundle } from './pool';
import { LOOKUPS, SourceGraph } from './sources';
import { type CompileTask, type LayoutResult, usesFingerprint } from './worker';
import { strayPageFiles, writeStore } from './write';

const sha = (...parts: string[]) => createHash('sha256').update(parts.join('\0')).digest('hex');

/**
 * How long after a reader's last save or page request a cold dev start's first pass holds its other work: a writer
 * saving and reading right after the first page shows waits for nothing (the other pages beside each save cost it
 * about 0.2 s a save, on two cores), and the pass goes on once the writer pauses.
 */
export const READER_PAUSE_MS = 1000;

/**
 * What a cold dev start's first pass may run besides what a reader waits for: nothing while Next compiles its first
 * route (work beside that compile slows it by more than it takes) or within READER_PAUSE_MS of a reader's save or page
 * request; otherwise every thread but one. A request waiting for the whole pass (a served file) waits at most that
 * pause longer.
 */
export function backgroundWork(state: { nextCompiling: boolean; sinceReaderMs: number }): 'hold' | 'reserve' {
  return state.nextCompiling || state.sinceReaderMs < READER_PAUSE_MS ? 'hold' : 'reserve';
}

/** What one pass did. */
export interface PassResult {
  pages: number;
  /** Pages compiled in this pass; the others came from memory or the cache. */
  compiled: string[];
  /** Diagrams laid out in this pass, of all; `searched` of them had no recorded choice that holds (choices.ts). */
  diagrams: { laidOut: number; searched: number; total: number };
  images: { drawn: number; total: number };
  warnings: ContentIssue[];
  errors: ContentIssue[];
  /** The store's files this pass wrote or removed (the dev step writes only what changed). */
  written: string[];
  ms: number;
  /** The store already held exactly this: nothing was compiled or written. */
  upToDate: boolean;
}

interface PageMemo {
  key: string;
  entry: PageEntry;
}

/** The site-level sources the assembly reads besides the pages: category, tags and synonym files, public/'s files. */
function siteInputs(cwd: string): string {
  const content = contentDir(cwd);
  const files = listFiles(content).filter((f) => !f.endsWith('.mdx'));
  const publicDir = path.join(cwd, 'public');
  const assets = fs.existsSync(publicDir) ? listFiles(publicDir).map((f) => path.relative(publicDir, f)) : [];
  return sha(...files.flatMap((f) => [path.relative(cwd, f), fs.readFileSync(f, 'utf8')]), ...assets);
}

/** The machines whose diagrams a compiled page shows (each component's lookup in the machines registry). */
function machinesShown(parts: CompiledParts): MachineId[] {
  return (parts.parsed.components ?? []).flatMap((use) =>
    (LOOKUPS[use.name] ?? []).filter((lookup) => lookup.registry === 'machines').map((lookup) => use.props[lookup.attribute] as MachineId),
  );
}

export class ContentStep {
  private graph: SourceGraph;
  private pool: ContentPool | undefined;
  private readonly cache: ContentCache;
  private readonly pages = new Map<string, PageMemo>();
  private readonly layouts = new Map<string, { key: string; layout: DiagramLayout }>();
  private readonly images = new Map<string, { key: string; image: Uint8Array }>();
  /** The files of the store as the last pass wrote them (dev), to write only what changed. */
  private written: Map<string, string | Uint8Array> | undefined;
  /** The pages a reader is waiting for: compiled ahead of the others. */
  private readonly wanted = new Set<string>();
  /** Each page file whose HTML tree the store holds, with the key it was made under (dev: the live store). */
  private readonly trees = new Map<string, string>();
  /** The pages' last commit dates: read once under `npm run dev` (only a commit changes them). */
  private dates: Record<string, string> | undefined;
  /**
   * While a cold dev start's first pass runs (see pass()): the page files already served from its early store, and
   * the requests waiting for one of theirs.
   */
  private early:
    | {
        served: Set<string>;
        waiting: { files: string[]; resolve: () => void }[];
        asked: Set<string>;
        /** The pages saved while the pass runs that it makes again, with when each was saved (see takeSave()). */
        updated: Map<string, number>;
        /** Takes a save into the pass while it still compiles; undefined once it assembles the site. */
        cutIn?: (file: string) => boolean;
      }
    | undefined;
  /** Until this resolves, a cold dev start's first pass makes only what a reader waits for (see pass()). */
  private deferral: Promise<unknown> | undefined;
  /** While a cold dev start's first pass compiles: its pool, what a reader waits for, whether Next still compiles. */
  private background: { pool: ContentPool; urgent: (task: unknown) => boolean; nextCompiling: boolean } | undefined;
  /** When a reader last saved a page or asked for one (performance.now()). */
  private lastReader = Number.NEGATIVE_INFINITY;
  /** Told when a cold start's early store serves pages asked for (their files), and how long the pass had taken. */
  onEarly: ((files: string[], ms: number) => void) | undefined;
  /** Told when the early store serves a page saved since it was first served (see takeSave()), and how long after the save. */
  onEarlyUpdate: ((files: string[], ms: number) => void) | undefined;

  private constructor(
    readonly cwd: string,
    readonly mode: StoreMode,
    private readonly bundle: WorkerBundle,
  ) {
    this.cache = new ContentCache(cwd);
    this.graph = new SourceGraph(cwd, bundle.inputs, siteOrigin());
  }

  static async open(cwd: string, mode: StoreMode): Promise<ContentStep> {
    return new ContentStep(cwd, mode, await WorkerBundle.create(cwd));
  }

  /** Every project file the step's code is made of (a change to one of these may change what it makes). */
  codeFiles(): Set<string> {
    return new Set([...this.graph.files(), 'package-lock.json', 'tsconfig.json']);
  }

  /** The step's code changed: the bundle is built again and the threads restarted, so keys and code agree again. */
  async codeChanged(): Promise<void> {
    await this.bundle.rebuild();
    this.graph = new SourceGraph(this.cwd, this.bundle.inputs, siteOrigin());
    await this.pool?.restart();
  }

  private poolFor(tasks: number): ContentPool {
    this.pool ??= new ContentPool(this.bundle, this.mode === 'dev' ? undefined : ContentPool.threadsFor(tasks));
    return this.pool;
  }

  /**
   * The key of a page file (its path and bytes, the parse-and-render code, the lockfile, settings and origin), and the
   * hash of the bytes it was made from (a compile is stored under the key only if the file still has them).
   */
  private pageKey(file: string): { key: string; source: string } {
    const source = createHash('sha256').update(fs.readFileSync(file)).digest('hex');
    return { key: sha(this.graph.shared, 'page', repoFile(contentDir(this.cwd), file), source, this.graph.coreFingerprint()), source };
  }

  /** Whether a page entry's components are still made of what they were made of. */
  private usesHold(uses: string, table: Record<string, string>): boolean {
    return uses.split('\n').every((line) => {
      if (line === '') return true;
      const at = line.lastIndexOf('=');
      return table[line.slice(0, at)] === line.slice(at + 1);
    });
  }

  /**
   * What each machine's layout search is made from: the layout code, the machine and its presentation, the lockfile
   * (ELK's version). Not the site's origin or the compiler settings, which no layout depends on: a recorded choice
   * (choices.ts) holds wherever the site is built.
   */
  choiceFingerprints(): Map<MachineId, string> {
    return new Map(MACHINE_IDS.map((id) => [id, sha('layout choice', this.graph.fileHash('package-lock.json'), this.graph.layoutFingerprint(id))]));
  }

  /** The recorded layout choices (choices.ts) that still hold: made from the machine, layout code and lockfile as now. */
  private holdingChoices(): Map<MachineId, unknown> {
    const recorded = readChoices(this.cwd);
    const holding = new Map<MachineId, unknown>();
    for (const [id, fingerprint] of this.choiceFingerprints()) {
      const choice = recorded.get(id);
      if (choice?.fingerprint === fingerprint) holding.set(id, choice.candidate);
    }
    return holding;
  }

  /**
   * A cold dev start's first pass makes only the pages asked for (and their diagrams) until `until` resolves (dev.ts:
   * once Next has compiled the pages' route); the rest of the pass waits for it.
   */
  deferUntil(until: Promise<unknown>): void {
    this.deferral = until;
  }

  /** Asks for the page of `file` to be compiled before the others still waiting. */
  want(file: string): void {
    this.readerActive();
    this.wanted.add(file);
    this.early?.asked.add(file);
    this.pool?.prioritize((task) => (task as CompileTask).file === file);
  }

  /**
   * While a cold dev start's first pass runs: resolves once its early store (see pass()) serves the page of one of
   * `files`, and never if it does not (the caller waits for the pass as well). Undefined at any other time.
   */
  servedEarly(files: string[]): Promise<void> | undefined {
    const early = this.early;
    if (!early) return undefined;
    if (files.some((file) => early.served.has(file))) return Promise.resolve();
    return new Promise((resolve) => early.waiting.push({ files, resolve }));
  }

  /**
   * A file saved while a cold dev start's first pass still compiles: a page already asked for is compiled again at
   * once, ahead of the pages still to make, and served from the early store (onEarlyUpdate); the pass then writes the
   * whole store with it. Returns whether the pass took the save (a pass after it finds the page made). Without this,
   * the save waited for every other page of the first pass, seconds on a cold start.
   */
  takeSave(file: string): boolean {
    if (this.early) this.readerActive();
    return this.early?.cutIn?.(file) ?? false;
  }

  /** A reader saved a page or asked for one: a cold start's first pass holds its other work for a moment. */
  private readerActive(): void {
    this.lastReader = performance.now();
    this.holdBackground();
  }

  /** Whether the store in `dir` was made from exactly these sources: then a pass has nothing to do. */
  private holds(dir: string, sources: StoreSources, table: Record<string, string>): boolean {
    let stored: StoredSite;
    try {
      stored = readStoreJson<StoredSite>(STORE_FILES.site, dir);
    } catch {
      return false;
    }
    const now = sources.pages;
    const then = stored.sources?.pages ?? [];
    return (
      stored.sources?.rest === sources.rest &&
      then.length === now.length &&
      then.every(([file, key, uses], i) => file === now[i][0] && key === now[i][1] && this.usesHold(uses.join('\n'), table))
    );
  }

  /** What the site is made from now: each page file's key, the components' fingerprints, the diagrams' keys, the rest. */
  private plan() {
    const rootDir = contentDir(this.cwd);
    const files = pageFiles(rootDir);
    const table = this.graph.componentTable();
    const made = new Map(files.map((file) => [file, this.pageKey(file)]));
    const keys = new Map([...made].map(([file, { key }]) => [file, key]));
    const sourceHashes = new Map([...made].map(([file, { source }]) => [file, source]));
    const layoutKeys = new Map(MACHINE_IDS.map((id) => [id, sha(this.graph.shared, 'layout', id, this.graph.layoutFingerprint(id))]));
    const rest = sha(
      this.graph.shared,
      this.graph.fingerprint(['scripts/content/assemble.ts']),
      this.graph.socialFingerprint(),
      siteInputs(this.cwd),
      ...layoutKeys.values(),
    );
    return { rootDir, files, table, keys, sourceHashes, layoutKeys, rest };
  }

  /**
   * Whether the store in `dir` was made from exactly the sources as they are now (a restart, a second build with
   * nothing changed); then its dates are brought up to date and nothing else is needed. Nothing is compiled to tell.
   */
  upToDate(dir: string): boolean {
    const { rootDir, files, table, keys, rest } = this.plan();
    const stored = this.storedUses(dir);
    if (!stored) return false;
    const sources: StoreSources = { pages: files.map((file) => [repoFile(rootDir, file), keys.get(file)!, stored.get(repoFile(rootDir, file)) ?? []]), rest };
    if (!this.holds(dir, sources, table)) return false;
    this.dates = pageFileDates(rootDir);
    writeStoreFile(path.join(dir, STORE_FILES.dates), JSON.stringify(this.dates));
    return true;
  }

  /**
   * One pass over the whole site into the store folder `dir`. Pages, diagrams and images whose keys hold are taken
   * from memory or the cache; the rest are made in the pool. A store that already holds exactly this is left alone.
   */
  async pass(dir: string): Promise<PassResult> {
    const started = performance.now();
    const origin = siteOrigin();
    // The assembly's code loads in this thread while the pool compiles.
    const assembly = this.bundle.assembly();
    const { rootDir, files, table, keys, sourceHashes, layoutKeys, rest } = timed('content step: keys', () => this.plan());
    for (const file of [...this.pages.keys()]) if (!keys.has(file)) this.pages.delete(file);
    this.dates = this.mode === 'dev' && this.dates ? this.dates : timed('content step: commit dates', () => pageFileDates(rootDir));
    const writeDates = () => writeStoreFile(path.join(dir, STORE_FILES.dates), JSON.stringify(this.dates));

    // Pages: from memory, from the cache, or compiled in the pool (which writes the HTML tree into the store itself).
    const missing: string[] = [];
    const reading = performance.now();
    for (const file of files) {
      const key = keys.get(file)!;
      const memo = this.pages.get(file);
      if (memo?.key === key && this.usesHold(memo.entry.uses, table)) continue;
      const entry = this.cache.get<PageEntry>('page', key);
      if (entry && this.usesHold(entry.uses, table)) this.pages.set(file, { key, entry });
      else missing.push(file);
    }
    const layoutsMissing = MACHINE_IDS.filter((id) => {
      const key = layoutKeys.get(id)!;
      if (this.layouts.get(id)?.key === key) return false;
      const layout = this.cache.get<DiagramLayout>('layout', key);
      if (layout) this.layouts.set(id, { key, layout });
      return !layout;
    });
    record('content step: cache reads', reading);
    const pool = missing.length + layoutsMissing.length > 0 ? this.poolFor(missing.length + layoutsMissing.length) : undefined;

    // A cold `npm run dev` (a dev store of no pages yet, many to compile): a page a reader asks for is served as soon
    // as it and the diagrams it shows are made, before the other pages. The early store lists every page by its front
    // matter (the same routes, sidebar and order as the whole pass makes) and holds what is made so far; the pass then
    // writes the whole store as ever, and the open tab refreshes to it. Until `deferral` (dev.ts: Next has compiled
    // the pages' route), the pool runs nothing else: work beside Next's first compile slows it by more than it takes.
    const early = this.mode === 'dev' && missing.length > 1 && !this.written && this.storedUses(dir)?.size === 0;
    /** The machines whose diagrams a page waited for shows, while they are still to be laid out. */
    const needed = new Set<MachineId>();
    const laidOut = (id: MachineId) => this.layouts.get(id)?.key === layoutKeys.get(id);
    // Then, while the pass compiles the other pages, one thread is kept for what a reader waits for (a page asked for,
    // or saved since it was served): it starts at once instead of after the pages already compiling.
    if (early) {
      this.early = { served: new Set(), waiting: [], asked: new Set(this.wanted), updated: new Map() };
      const urgent = (task: unknown) => ('file' in (task as object) ? this.wanted.has((task as CompileTask).file) : needed.has((task as { id: MachineId }).id));
      const deferral = this.deferral;
      this.background = { pool: pool!, urgent, nextCompiling: !!deferral };
      this.holdBackground();
      void deferral?.then(() => {
        if (this.background) this.background.nextCompiling = false;
        this.holdBackground();
      });
    }
    /** Writes the early store when a page someone asked for can be served from it: compiled, its diagrams laid out. */
    const serveEarly = async () => {
      const state = this.early;
      if (!state) return;
      const servable = files.filter(
        (file) => this.trees.get(file) === keys.get(file) && !state.served.has(file) && machinesShown(this.pages.get(file)!.entry.parts).every(laidOut),
      );
      if (!servable.some((file) => state.asked.has(file))) return;
      const { assembleSite } = await assembly;
      const listed = files.map((file) =>
        this.pages.get(file)?.key === keys.get(file) ? this.pages.get(file)!.entry.parts : { parsed: indexPageFile(file, rootDir) },
      );
      const { site } = timed('content step: early store', () => assembleSite(this.cwd, listed, 'early', { pages: [], rest: '' }));
      const diagrams = MACHINE_IDS.filter(laidOut).map((id) => [id, this.layouts.get(id)!.layout]);
      writeStoreFile(path.join(dir, STORE_FILES.diagrams), JSON.stringify(Object.fromEntries(diagrams)));
      writeDates();
      writeStoreFile(path.join(dir, STORE_FILES.site), JSON.stringify(site));
      writeStoreFile(path.join(dir, STORE_FILES.version), `early-${Date.now()}`);
      for (const file of servable) state.served.add(file);
      state.waiting = state.waiting.filter(({ files: waiting, resolve }) => !waiting.some((file) => state.served.has(file)) || void resolve());
      const asked = servable.filter((file) => state.asked.has(file));
      const first = asked.filter((file) => !state.updated.has(file));
      if (first.length > 0)
        this.onEarly?.(
          first.map((file) => repoFile(rootDir, file)),
          performance.now() - started,
        );
      const updated = asked.filter((file) => state.updated.has(file));
      if (updated.length > 0) {
        const since = Math.min(...updated.map((file) => state.updated.get(file)!));
        for (const file of updated) state.updated.delete(file);
        this.onEarlyUpdate?.(
          updated.map((file) => repoFile(rootDir, file)),
          performance.now() - since,
        );
      }
    };
    // The queue's order: pages a reader waits for, then the diagrams, largest first (a diagram with many arrows tries
    // many layouts: left to the end, it would run alone while the other threads wait), then the other pages.
    const run = (file: string) => async () => {
      const key = keys.get(file)!;
      const task: CompileTask = { cwd: this.cwd, file, rootDir, origin, key, source: sourceHashes.get(file)!, components: table, storeDir: dir };
      const parts = await pool!.run<CompiledParts>(task, 'compile');
      // A save taken into the pass (takeSave()) made this compile old: the one after it has the page.
      if (keys.get(file) !== key) return;
      // The worker stored the whole entry; this thread keeps what the site needs and what says when it still holds.
      this.pages.set(file, { key, entry: { parts, uses: usesFingerprint(parts.parsed.components ?? [], table) } });
      this.trees.set(file, key);
      if (this.wanted.delete(file) && early) {
        // The diagrams it shows go next (the only other work while the pool is held).
        for (const id of machinesShown(parts)) if (!laidOut(id)) needed.add(id);
        pool!.prioritize((queued) => needed.has((queued as { id: MachineId }).id));
        await serveEarly();
      }
    };
    // A machine whose recorded choice still holds is laid out from it (one ELK run); the others are searched. The
    // record is read only when a diagram is to be laid out (not on each save of a page).
    const holding = layoutsMissing.length > 0 ? this.holdingChoices() : new Map<MachineId, unknown>();
    let searched = 0;
    const lay = (id: MachineId) => async () => {
      const key = layoutKeys.get(id)!;
      const chosen = holding.get(id);
      const result = await pool!.run<LayoutResult>({ cwd: this.cwd, id, key, chosen }, 'layout');
      if (result.searched) searched += 1;
      this.layouts.set(id, { key, layout: result.layout });
      needed.delete(id);
      if (early) await serveEarly();
    };
    const largestFirst = [...layoutsMissing].sort((a, b) => machines[b].transitions.length - machines[a].transitions.length);
    /** Each page's compile under way in this pass, the last one asked for. */
    const compiling = new Map<string, Promise<void>>();
    const compile = (file: string) => {
      const compiled = run(file)();
      compiling.set(file, compiled);
      return compiled;
    };
    /** The compiles of pages saved during the pass (cutIn), and the pages whose compile has yet to start. */
    const saves: Promise<void>[] = [];
    const saveWaiting = new Set<string>();
    if (early)
      this.early!.cutIn = (file) => {
        const state = this.early!;
        if (!keys.has(file) || !state.asked.has(file)) return false;
        const { key, source } = this.pageKey(file);
        if (key === keys.get(file)) return true;
        keys.set(file, key);
        sourceHashes.set(file, source);
        this.wanted.add(file);
        state.served.delete(file);
        if (!state.updated.has(file)) state.updated.set(file, performance.now());
        // One compile after the one under way (whose tree it then replaces in the store); it reads the page as it is
        // when it starts, so saves meanwhile need no compile of their own.
        if (saveWaiting.has(file)) return true;
        saveWaiting.add(file);
        const after = (compiling.get(file) ?? Promise.resolve()).catch(() => undefined);
        const again = after.then(() => {
          saveWaiting.delete(file);
          const compiled = compile(file);
          pool!.prioritize((task) => (task as CompileTask).file === file);
          return compiled;
        });
        saves.push(again);
        return true;
      };
    const queued = [
      ...missing.filter((f) => this.wanted.has(f)).map(compile),
      ...largestFirst.map((id) => lay(id)()),
      ...missing.filter((f) => !this.wanted.has(f)).map(compile),
    ];
    await timedAsync('content step: pages and diagrams (worker threads)', async () => {
      await Promise.all(queued);
      // Pages saved meanwhile are compiled before the site is assembled, with nothing taken after that.
      for (let more = saves.splice(0); more.length > 0; more = saves.splice(0)) await Promise.all(more);
      if (this.early) this.early.cutIn = undefined;
      this.background = undefined;
      if (early) pool!.release();
    }).catch((error: unknown) => {
      this.background = undefined;
      this.early = undefined;
      pool?.release();
      throw error;
    });

    // The site, from every page's parts, with the bundle's assembly code (the code the keys name).
    const { assembleSite, siteSocialCards, storeFiles } = await assembly;
    const sources: StoreSources = {
      pages: files.map((file) => [repoFile(rootDir, file), keys.get(file)!, this.pages.get(file)!.entry.uses.split('\n').filter(Boolean)]),
      rest,
    };
    const parts = timed('content step: site assembly', () =>
      assembleSite(
        this.cwd,
        files.map((file) => this.pages.get(file)!.entry.parts),
        sha(JSON.stringify(sources)),
        sources,
      ),
    );

    // Link-preview images, one per card.
    const cards = siteSocialCards(parts);
    const imageFingerprint = this.graph.socialFingerprint();
    const drawing = cards.map(async (card) => {
      const key = sha(this.graph.shared, 'social', JSON.stringify(card), imageFingerprint);
      if (this.images.get(card.name)?.key === key) return false;
      const cached = this.cache.get<Uint8Array>('social', key);
      const image = cached ?? (await this.poolFor(cards.length).run<Uint8Array>({ cwd: this.cwd, card, key }, 'social'));
      this.images.set(card.name, { key, image });
      return !cached;
    });
    const drawn = (await timedAsync('link-preview images (worker threads)', () => Promise.all(drawing))).filter(Boolean).length;

    // The store: every page's HTML tree (compiled ones are already there), then the whole-site and served files.
    const diagrams = Object.fromEntries(MACHINE_IDS.map((id) => [id, this.layouts.get(id)!.layout]));
    const images = new Map(cards.map((card) => [card.name, this.images.get(card.name)!.image]));
    const writing = performance.now();
    const copied = this.copyPageTrees(dir, files);
    const previous = this.written ?? (this.mode === 'dev' ? this.onDisk(dir) : undefined);
    const filesNow = storeFiles(parts, origin, diagrams, cards, images);
    const { written, removed } = writeStore(dir, filesNow, previous);
    record('content step: store writes', writing);
    for (const stray of strayPageFiles(
      dir,
      files.filter((f) => this.pages.get(f)?.entry.parts.parsed.page).map((f) => repoFile(rootDir, f)),
    )) {
      fs.rmSync(stray, { force: true });
      removed.push(path.relative(dir, stray));
    }
    writeDates();
    if (this.mode === 'dev') this.written = filesNow;
    const compiled = [...new Set([...missing, ...compiling.keys()])];
    const changed = [...new Set([...compiled.map((f) => pageHtmlFile(repoFile(rootDir, f))), ...copied, ...written, ...removed])];
    if (this.mode === 'dev' && changed.length > 0) writeStoreFile(path.join(dir, STORE_FILES.version), `${parts.site.key}-${Date.now()}`);
    if (this.mode === 'build') timed('content step: cache cap', () => this.cache.prune());
    // The whole store is written: a request still waiting for an early page has the pass (watch.ts waits for both).
    this.early = undefined;
    return {
      pages: parts.site.pages.length,
      compiled: compiled.map((f) => repoFile(rootDir, f)),
      diagrams: { laidOut: layoutsMissing.length, searched, total: MACHINE_IDS.length },
      images: { drawn, total: cards.length },
      warnings: parts.site.warnings,
      errors: parts.errors,
      written: changed,
      ms: performance.now() - started,
      upToDate: changed.length === 0,
    };
  }

  /** The components each page of the store in `dir` was made from, by file; undefined when there is no store. */
  private storedUses(dir: string): Map<string, string[]> | undefined {
    try {
      return new Map(readStoreJson<StoredSite>(STORE_FILES.site, dir).sources?.pages.map(([file, , uses]) => [file, uses]));
    } catch {
      return undefined;
    }
  }

  /**
   * Puts into the store each page's HTML tree that it does not hold under the page's current key (a compiled page's
   * worker wrote its own); returns the files written.
   */
  private copyPageTrees(dir: string, files: string[]): string[] {
    const written: string[] = [];
    for (const file of files) {
      const { key, entry } = this.pages.get(file)!;
      const page = entry.parts.parsed.page;
      if (!page || this.trees.get(file) === key) continue;
      const html = entry.html ?? this.cache.get<PageEntry>('page', key)?.html;
      if (!html) throw new Error(`content step: the cache entry of ${page.file} has no HTML tree`);
      const target = path.join(dir, pageHtmlFile(page.file));
      this.trees.set(file, key);
      if (this.mode === 'dev' && fs.existsSync(target) && Buffer.from(html).equals(fs.readFileSync(target))) continue;
      writeStoreFile(target, html);
      written.push(pageHtmlFile(page.file));
    }
    return written;
  }

  /** The store's files as they are on disk, for a first dev pass to write only what differs. */
  private onDisk(dir: string): Map<string, string | Uint8Array> {
    const files = new Map<string, string | Uint8Array>();
    if (!fs.existsSync(dir)) return files;
    for (const file of listFiles(dir)) {
      const relative = path.relative(dir, file);
      if (relative.startsWith(`pages${path.sep}`) || relative === STORE_FILES.dates || relative === STORE_FILES.version) continue;
      files.set(relative, fs.readFileSync(file));
    }
    return files;
  }

  /** While a cold dev start's first pass compiles: holds its other work, or lets it run (see backgroundWork()). */
  private holdBackground(): void {
    const background = this.background;
    if (!background) return;
    const sinceReaderMs = performance.now() - this.lastReader;
    if (backgroundWork({ ...background, sinceReaderMs }) === 'reserve') {
      background.pool.reserve(background.urgent);
      return;
    }
    background.pool.hold(background.urgent);
    // Looked at again once the reader's pause is over (the end of Next's compile looks again itself).
    if (!background.nextCompiling) setTimeout(() => this.holdBackground(), READER_PAUSE_MS - sinceReaderMs + 1).unref();
  }

  /** The dev server stops: a pass under way uses every thread, to end sooner (its caller waits for it). */
  hurry(): void {
    this.background = undefined;
    this.pool?.release();
  }

  async close(): Promise<void> {
    await this.pool?.destroy();
    await this.bundle.dispose();
  }
}
