// Whatever is typed into the box: nothing throws, the work stays bounded, and nothing from the query is echoed back
// into titles or snippets (the UI renders ranges as <mark> nodes, never HTML).
import fc from 'fast-check';
import type { SearchResponse } from '@/lib/search/engine';
import { MAX_QUERY_LENGTH, MAX_QUERY_TERMS } from '@/lib/search/tokenize';
import { engineFrom } from './fixtures';

const engine = engineFrom([
  {
    route: '/permissions-firewall/services/hero-zombies',
    title: 'Zombie Identities',
    description: 'Quarantine zombies.',
    mdx: 'A zombie is unused for 90 days.\n\n## Quarantine\n\nThe `jit.*` filter and `aws/{organization}` paths.',
  },
  { route: '/developer/api', title: 'GraphQL API', mdx: 'HTTP 429 means slow down. `<img src=x onerror=alert(1)>` is shown as text.' },
]);

function checkShape(response: SearchResponse) {
  expect(['ignored', 'empty', 'ok']).toContain(response.status);
  expect(response.hits.length).toBeLessThanOrEqual(response.total);
  for (const hit of response.hits) {
    const inside = (text: string, ranges: [number, number][]) => {
      for (const [s, e] of ranges) {
        expect(s).toBeGreaterThanOrEqual(0);
        expect(e).toBeLessThanOrEqual(text.length);
        expect(s).toBeLessThan(e);
      }
    };
    inside(hit.title, hit.titleRanges);
    inside(hit.snippet.text, hit.snippet.ranges);
    if (hit.section) inside(hit.section.title, hit.sectionRanges);
  }
}

const NASTY = [
  '(',
  ')',
  '[',
  '*',
  '+?',
  '.*',
  '\\',
  '^$',
  '|',
  '{2,}',
  '(?<x>a)',
  '[a-',
  '\\u{',
  '$&',
  '%s',
  '%00',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  '&lt;b&gt;',
  '{{constructor}}',
  '__proto__',
  'constructor',
  'hasOwnProperty',
  'toString',
  'prototype',
  '🧟',
  '🧟‍♂️ zombie',
  '👩🏽‍💻',
  '\u0000',
  '\uFFFF',
  '\uD800',
  'a\u0301\u0301\u0301',
  'שלום עולם',
  'مرحبا بالعالم',
  '\u202Ezombie',
  'zombie\u200F',
  '漢字検索',
  'ｚｏｍｂｉｅ',
];

test.each(NASTY)('%j never throws', async (query) => {
  const response = await engine.search(query);
  checkShape(response);
});

test('object-prototype words are plain words, not lookups into the vocabulary object', async () => {
  for (const query of ['__proto__', 'constructor', 'toString']) expect((await engine.search(query)).total).toBe(0);
});

test('markup in a query is never echoed into the results', async () => {
  const query = '<img src=x onerror=alert(1)>';
  const response = await engine.search(query);
  expect(response.hits.map((h) => h.route)).toEqual(['/developer/api']);
  for (const hit of response.hits) {
    // the snippet is the page's own text (which documents that string), never built from the query
    expect(hit.title).not.toContain('<');
    expect(hit.snippet.text).toContain('is shown as text');
  }
});

test('full-width and accented spellings still find the page', async () => {
  expect((await engine.search('ｚｏｍｂｉｅ')).hits[0]?.route).toBe('/permissions-firewall/services/hero-zombies');
});

test('a 10,000-character query does bounded work: what is past the first characters is never read', async () => {
  for (const query of ['zombie '.repeat(1430), 'a'.repeat(10000), 'x y '.repeat(2500), '('.repeat(10000), '🧟'.repeat(5000)]) {
    const response = await engine.search(query);
    checkShape(response);
    // The query is cut before any work: the whole paste answers as its first MAX_QUERY_LENGTH characters do.
    expect(response).toEqual(await engine.search(query.slice(0, MAX_QUERY_LENGTH)));
    expect(response.terms.length).toBeLessThanOrEqual(MAX_QUERY_TERMS);
  }
});

test('arbitrary Unicode input never throws and always yields well-formed ranges', async () => {
  await fc.assert(
    fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 80 }), async (query) => {
      checkShape(await engine.search(query));
    }),
    { numRuns: 300 },
  );
});
