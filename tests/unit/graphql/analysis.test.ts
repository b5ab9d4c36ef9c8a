// The content analysis sees the generated reference: <GraphQLOperations/> becomes one h3 per operation with the id
// the rendered component gives it, so the table of contents, the anchor check and search records all reach every
// operation.
import path from 'node:path';
import { loadContent } from '@/lib/content/load';
import { extractHeadings } from '@/lib/content/headings';
import { listOperations, operationAnchor } from '@/lib/graphql/reference';
import { loadApiSchema } from '@/lib/graphql/load';
import { parseMdx } from '@/lib/mdx/parse';
import { siteRecords } from '@/lib/search/fromContent';
import { site } from '@/lib/site';

const API = '/developer/graphql-reference/bulwark-graphql-api';
const root = process.cwd();
const content = loadContent({ rootDir: path.join(root, 'content'), basePath: site.basePath, publicDir: path.join(root, 'public') });
const operations = listOperations(loadApiSchema().schema);

test("the API page's table of contents lists every operation under Queries and Mutations, with the rendered ids", () => {
  const toc = content.toc.get(API)!;
  const entries = toc.filter((h) => h.depth === 3 && /^(query|mutation)-/.test(h.id));
  expect(entries.map((h) => [h.text, h.id])).toEqual(operations.map((op) => [op.name, operationAnchor(op)]));
  const queries = toc.findIndex((h) => h.id === 'queries');
  const mutations = toc.findIndex((h) => h.id === 'mutations');
  expect(toc.findIndex((h) => h.id === 'query-cloudhierarchylist')).toBeGreaterThan(queries);
  expect(toc.findIndex((h) => h.id === 'mutation-disableservice')).toBeGreaterThan(mutations);
});

test("links to an operation's anchor pass the anchor check", () => {
  const parsed = parseMdx('See [DisableRegion](#mutation-disableregion).\n\n<GraphQLOperations kind="mutation" />\n');
  if (!parsed.ok) throw new Error(parsed.message);
  expect(extractHeadings(parsed.tree).ids.has('mutation-disableregion')).toBe(true);
  expect(content.warnings).toEqual([]);
});

test('each operation becomes a search section that links to its anchor, with its description and arguments as text', () => {
  const { pages, sections } = siteRecords();
  const page = pages.find((p) => p.route === API)!;
  const region = sections.find((s) => s.pageId === page.id && s.anchor === 'mutation-disableregion')!;
  expect(region.title).toBe('DisableRegion');
  expect(region.body).toMatch(/Disable a cloud region at a scope/);
  expect(region.body).toMatch(/regionId/);
  const create = sections.find((s) => s.pageId === page.id && s.anchor === 'mutation-bulwarkwebhookcreate')!;
  expect(create.title).toBe('BulwarkWebhookCreate');
  expect(create.body).toMatch(/Register a webhook/);
});

test("explicit heading ids take no slug, so the page's own headings keep the ids the slugger gives them", () => {
  const parsed = parseMdx('## Queries\n\n<GraphQLOperations kind="query" />\n\n## Queries\n');
  if (!parsed.ok) throw new Error(parsed.message);
  const ids = extractHeadings(parsed.tree).toc.map((h) => h.id);
  expect(ids[0]).toBe('queries');
  expect(ids[ids.length - 1]).toBe('queries-1');
});

test('a GraphQLOperations without a valid kind and a sample that does not validate are content errors with a line', () => {
  const badKind = parseMdx('# T\n\n<GraphQLOperations kind="nope" />\n');
  expect(badKind).toEqual({ ok: false, line: 3, message: expect.stringMatching(/kind="nope".*use one of query, mutation/) });
  const badSample = parseMdx('# T\n\ntext\n\n```graphql\nquery Q { CloudServices { nope } }\n```\n');
  expect(badSample).toEqual({ ok: false, line: 5, message: expect.stringMatching(/sample Q: Cannot query field "nope"/) });
});
