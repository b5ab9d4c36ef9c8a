// A tiny corpus built from MDX strings through the real pipeline (parse -> records -> FlexSearch -> JSON -> import).
import { parseMdx } from '@/lib/mdx/parse';
import { buildSearchIndex, type BuildOptions } from '@/lib/search/build';
import { SearchEngine } from '@/lib/search/engine';
import type { EngineLoaders } from '@/lib/search/store';
import { buildRecords, type RecordSet } from '@/lib/search/records';

export interface FixturePage {
  route: string;
  title: string;
  description?: string;
  mdx: string;
}

export function recordsFrom(pages: FixturePage[]): RecordSet {
  return buildRecords(
    pages.map((page) => {
      const parsed = parseMdx(page.mdx);
      if (!parsed.ok) throw new Error(`fixture ${page.route}: ${parsed.message}`);
      return { route: page.route, title: page.title, description: page.description, tree: parsed.tree };
    }),
  );
}

/** Through JSON, as the browser receives it. */
export function engineFrom(pages: FixturePage[], options: BuildOptions = {}, loaders?: EngineLoaders): SearchEngine {
  const built = buildSearchIndex(recordsFrom(pages), options);
  return new SearchEngine(JSON.parse(JSON.stringify(built.data)), loaders);
}

export async function routes(engine: SearchEngine, query: string, options: { cpfOnly?: boolean } = {}): Promise<string[]> {
  const response = await engine.search(query, { limit: 100, ...options });
  return response.hits.map((h) => h.route);
}
