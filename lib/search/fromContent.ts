// The site's search index from the loaded content (server side: reads content/ through lib/content).
import { getContent } from '../content';
import { buildSearchIndex, type BuiltSearchIndex } from './build';
import { buildRecords, type RecordSet } from './records';

/** Records of every page, in the sidebar's reading order (the ranking's last tie-breaker). */
export function siteRecords(): RecordSet {
  const { pages, trees, order } = getContent();
  const rank = new Map(order.map((p, i) => [p.route, i]));
  const sorted = [...pages].sort(
    (a, b) => (rank.get(a.route) ?? Number.MAX_SAFE_INTEGER) - (rank.get(b.route) ?? Number.MAX_SAFE_INTEGER) || a.route.localeCompare(b.route),
  );
  return buildRecords(
    sorted.flatMap((page) => {
      const tree = trees.get(page.route);
      return tree ? [{ route: page.route, title: page.title, description: page.description, tree }] : [];
    }),
  );
}

export function buildSiteSearchIndex(): BuiltSearchIndex {
  return buildSearchIndex(siteRecords());
}
