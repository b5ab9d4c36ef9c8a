import { buildSidebar, categoriesContaining, flattenSidebar } from '@/lib/content/sidebar';
import type { Page } from '@/lib/content/types';

const page = (route: string, title: string, sidebarPosition = 999): Page => ({
  route,
  slug: route === '/' ? [] : route.slice(1).split('/'),
  file: `content${route}.mdx`,
  title,
  tags: [],
  sidebarPosition,
  content: '',
  bodyLine: 1,
});

describe('sidebar', () => {
  const pages = [page('/b/two', 'Two', 2), page('/b/one', 'One', 1), page('/', 'Welcome', 0), page('/a/x', 'X'), page('/b/c/deep', 'Deep')];
  const categories = new Map([
    ['/a', { label: 'Alpha', position: 2 }],
    ['/b', { label: 'Beta', position: 1 }],
  ]);
  const tree = buildSidebar(pages, categories);

  test('folders become categories ordered by position, pages by sidebar_position', () => {
    expect(tree.map((i) => (i.type === 'page' ? i.title : i.label))).toEqual(['Welcome', 'Beta', 'Alpha']);
    expect(flattenSidebar(tree).map((p) => p.title)).toEqual(['Welcome', 'One', 'Two', 'Deep', 'X']);
  });

  test('a folder without _category.yml gets a readable label', () => {
    const beta = tree[1];
    expect(beta.type === 'category' && beta.items.some((i) => i.type === 'category' && i.label === 'C')).toBe(true);
  });

  test('the categories on the way to a page are known, so they start open', () => {
    expect(categoriesContaining(tree, '/b/c/deep')).toEqual(['b', 'b/c']);
    expect(categoriesContaining(tree, '/')).toEqual([]);
  });
});
