// Link previews as data: which image each page uses, what each image says, and the tags' absolute URLs.
import { getContent } from '@/lib/content';
import { site } from '@/lib/site';
import { defaultSocialMetadata, socialCardName, socialCards, socialImageUrl, socialMetadata } from '@/lib/social';

const ORIGIN = 'https://docs.example.com';

describe('social cards', () => {
  const content = getContent();
  const cards = socialCards(content);

  test('one card for the site and one per top-level section; every page uses one of them', () => {
    expect(cards.map((c) => c.name)).toEqual(['developer', 'index', 'manage', 'overview', 'permissions-firewall']);
    const names = new Set(cards.map((c) => c.name));
    for (const page of content.pages) expect(names.has(socialCardName(page.route, content.categories))).toBe(true);
    expect(socialCardName('/', content.categories)).toBe('index');
    expect(socialCardName('/permissions-firewall/services/regions', content.categories)).toBe('permissions-firewall');
  });

  test("a section's card shows its label over its overview's description, or its first pages' titles", () => {
    const firewall = cards.find((c) => c.name === 'permissions-firewall')!;
    expect(firewall.title).toBe('Permissions Firewall');
    expect(firewall.subtitle).toBe(content.pages.find((p) => p.route === '/permissions-firewall/permissions-firewall-intro')!.description);
    const overview = cards.find((c) => c.name === 'overview')!;
    expect(overview.subtitle.split(' · ')[0]).toBe('Getting Started');
    expect(cards.find((c) => c.name === 'index')!.subtitle).toBe('Overview · Manage · Permissions Firewall · Developer');
    for (const card of cards) expect(card.subtitle.length).toBeLessThanOrEqual(240);
  });

  test('the tags carry absolute URLs with the base path, the image size and alt text', () => {
    const meta = socialMetadata({ route: '/overview/getting-started', title: 'Getting Started', description: 'Start here.' }, 'overview', `${ORIGIN}/`);
    expect(meta.openGraph.url).toBe(`${ORIGIN}/cpf-public/overview/getting-started/`);
    expect(meta.openGraph.images).toEqual([
      { url: `${ORIGIN}/cpf-public/social/overview.png`, width: 1200, height: 630, type: 'image/png', alt: `${site.title}: Getting Started` },
    ]);
    expect(meta.twitter).toEqual({
      card: 'summary_large_image',
      title: 'Getting Started',
      description: 'Start here.',
      images: [{ url: socialImageUrl('overview', ORIGIN), alt: `${site.title}: Getting Started` }],
    });
    const home = socialMetadata({ route: '/', title: 'Welcome' }, 'index', ORIGIN);
    expect([home.openGraph.title, home.openGraph.type, home.openGraph.description]).toEqual([site.title, 'website', site.description]);
    expect('url' in defaultSocialMetadata(ORIGIN).openGraph).toBe(false);
  });
});
