import { buildSidebar, flattenSidebar, navEntries, sidebarView } from '@/lib/content/sidebar';
import type { Page } from '@/lib/content/types';

const page = (route: string, title: string, sidebarPosition = 999): Page => ({
  route,
  slug: route === '/' ? [] : route.slice(1).split('/'),
  file: `content${route}.mdx`,
  title,
  tags: [],
  sidebarPosition,
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

  test('the categories on the way to a page start open, the others closed', () => {
    const b = sidebarView(tree, '/b/c/deep').find((v) => v.type === 'category' && v.id === 'b');
    expect(b).toMatchObject({ open: true, items: [{ route: '/b/one' }, { route: '/b/two' }, { id: 'b/c', open: true }] });
    expect(sidebarView(tree, '/').find((v) => v.type === 'category' && v.id === 'b')).toMatchObject({ open: false, items: undefined });
  });

  test('a category without an overview page links to its first page in reading order, which stays among its items', () => {
    expect(tree[1]).toMatchObject({ href: '/b/one' });
    expect(tree[1].type === 'category' && tree[1].overview).toBeFalsy();
    expect(flattenSidebar(tree).filter((p) => p.route === '/b/one')).toHaveLength(1);
  });
});

describe('sidebar with overview pages, and what one page carries', () => {
  const pages = [
    page('/', 'Welcome', 0),
    page('/fw/intro', 'Firewall intro', 1),
    page('/fw/rules', 'Rules', 2),
    page('/fw/svc/overview', 'Services overview', 1),
    page('/fw/svc/block', 'Block', 2),
    page('/fw/pod/pod-intro', 'PoD', 1),
    page('/fw/pod/approve', 'Approve', 2),
    page('/manage/users/sso', 'SSO', 1),
    page('/manage/users/roles', 'Roles', 2),
    page('/big/s1/first', 'First', 1),
    page('/big/s1/second', 'Second', 2),
  ];
  const categories = new Map([
    ['/fw', { label: 'Firewall', position: 1, overview: 'intro' }],
    ['/fw/svc', { label: 'Services', position: 1, overview: 'overview' }],
    ['/fw/pod', { label: 'PoD', position: 2, overview: 'pod-intro' }],
    ['/manage', { label: 'Manage', position: 2 }],
    ['/big', { label: 'Big', position: 3 }],
    ['/big/s1', { label: 'Section 1', position: 1, overview: 'first' }],
  ]);
  const tree = buildSidebar(pages, categories);
  const firewall = tree.find((i) => i.type === 'category' && i.id === 'fw');

  test('a category with an overview page links to it and does not repeat it as a child ("Services > Services")', () => {
    expect(firewall).toMatchObject({ href: '/fw/intro' });
    const services = firewall?.type === 'category' ? firewall.items.find((i) => i.type === 'category' && i.id === 'fw/svc') : undefined;
    expect(services).toMatchObject({ href: '/fw/svc/overview', items: [{ type: 'page', route: '/fw/svc/block' }] });
  });

  test('reading order puts a category overview before its items', () => {
    expect(flattenSidebar(tree).map((p) => p.route)).toEqual([
      '/',
      '/fw/intro',
      '/fw/svc/overview',
      '/fw/svc/block',
      '/fw/pod/pod-intro',
      '/fw/pod/approve',
      '/fw/rules',
      '/manage/users/sso',
      '/manage/users/roles',
      '/big/s1/first',
      '/big/s1/second',
    ]);
  });

  test('a page carries its own section in full; every other category is a lazy link, overview page or not', () => {
    const view = sidebarView(tree, '/fw/svc/block');
    const fw = view.find((v) => v.type === 'category' && v.id === 'fw');
    expect(fw).toMatchObject({ open: true, href: '/fw/intro' });
    const children = fw?.type === 'category' ? (fw.items ?? []) : [];
    expect(children.find((v) => v.type === 'category' && v.id === 'fw/svc')).toMatchObject({ open: true, items: [{ route: '/fw/svc/block' }] });
    expect(children.find((v) => v.type === 'category' && v.id === 'fw/pod')).toMatchObject({ open: false, href: '/fw/pod/pod-intro', items: undefined });
    // Categories without an overview link to their first page, so every page stays reachable without JavaScript.
    expect(view.find((v) => v.type === 'category' && v.id === 'manage')).toMatchObject({ open: false, href: '/manage/users/sso', items: undefined });
    expect(view.find((v) => v.type === 'category' && v.id === 'big')).toMatchObject({ open: false, href: '/big/s1/first', items: undefined });
    // From there, that page carries its own category in full.
    const manage = sidebarView(tree, '/manage/users/sso').find((v) => v.type === 'category' && v.id === 'manage');
    expect(manage).toMatchObject({
      open: true,
      items: [{ type: 'category', id: 'manage/users', open: true, items: [{ route: '/manage/users/sso' }, { route: '/manage/users/roles' }] }],
    });
  });

  test('what a page carries does not grow with the number of other sections', () => {
    const many = [...pages, ...Array.from({ length: 50 }, (_, i) => page(`/copy${i}/a/b/page`, `Page ${i}`))];
    const size = (p: Page[], route: string) => JSON.stringify(sidebarView(buildSidebar(p, categories), route)).length;
    const perSection = (size(many, '/fw/svc/block') - size(pages, '/fw/svc/block')) / 50;
    // Each extra top-level section costs its label link, not its pages.
    expect(perSection).toBeLessThan(120);
  });

  test('the navigation file holds the whole tree, compactly', () => {
    const entries = navEntries(tree);
    expect(entries[0]).toEqual({ t: 'Welcome', r: '/' });
    expect(entries[1]).toMatchObject({ id: 'fw', l: 'Firewall', h: '/fw/intro' });
    expect(JSON.stringify(entries)).toContain('"r":"/big/s1/second"');
  });
});
