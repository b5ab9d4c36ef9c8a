// Link previews (OpenGraph and Twitter cards): what Slack, Teams and other apps show when a page's link is pasted.
// Each page names its title, description and absolute URL, and an image made at build time. One image per top-level
// section (and one for the welcome page), not per page: a rendered 1200 x 630 PNG costs about 25 ms and 50 KB, so a
// 1,000-page site would spend about 25 s and 50 MB on them, while per section it stays at a handful whatever the
// size of the site (`npm run bench` prints count, bytes and seconds).
import { siteHref } from './routes';
import { site } from './site';

export const SOCIAL_IMAGE = { width: 1200, height: 630, type: 'image/png' } as const;
/** Where the images are served, below the base path: /social/<card>.png */
export const SOCIAL_DIR = '/social';
const HOME_CARD = 'index';

/** What one image shows: its file name, the big title and the line under it. */
export interface SocialCard {
  name: string;
  title: string;
  subtitle: string;
}

interface SectionSource {
  pages: { route: string; title: string; description?: string }[];
  categories: Map<string, { label: string; position: number; overview?: string }>;
  /** The pages in the sidebar's reading order, when known. */
  order?: { route: string; title: string }[];
}

/** The card a page's preview uses: its top-level section's, or the site's own for the welcome page. */
export function socialCardName(route: string, categories: SectionSource['categories']): string {
  const top = route.split('/')[1];
  return top && categories.has(`/${top}`) ? top : HOME_CARD;
}

/** Titles joined into one line of at most about `max` characters. */
function titleLine(titles: string[], max = 110): string {
  let line = '';
  for (const title of titles) {
    const next = line ? `${line} · ${title}` : title;
    if (next.length > max) break;
    line = next;
  }
  return line;
}

/**
 * Every card the site needs: the site's own (its tagline over its sections) and one per top-level section that
 * holds pages (its label over its overview page's description, or else over its first pages' titles).
 */
export function socialCards({ pages, categories, order = pages }: SectionSource): SocialCard[] {
  const names = [...new Set(pages.map((p) => socialCardName(p.route, categories)))].sort();
  const tops = [...categories]
    .filter(([folder]) => folder.lastIndexOf('/') === 0 && names.includes(folder.slice(1)))
    .sort(([, a], [, b]) => a.position - b.position);
  return names.map((name) => {
    if (name === HOME_CARD) return { name, title: site.tagline, subtitle: titleLine(tops.map(([, c]) => c.label)) || site.description };
    const category = categories.get(`/${name}`)!;
    const inSection = order.filter((p) => p.route.startsWith(`/${name}/`));
    const overview = category.overview ? pages.find((p) => p.route === `/${name}/${category.overview}`) : undefined;
    return { name, title: category.label, subtitle: overview?.description ?? (titleLine(inSection.map((p) => p.title)) || site.description) };
  });
}

/** The absolute URL of a card's image (previews need absolute URLs). */
export function socialImageUrl(name: string, origin: string): string {
  return `${origin.replace(/\/+$/, '')}${siteHref(`${SOCIAL_DIR}/${name}.png`)}`;
}

/** The OpenGraph and Twitter fields of a page's metadata. */
export function socialMetadata(page: { route: string; title: string; description?: string }, card: string, origin: string) {
  const title = page.route === '/' ? site.title : page.title;
  const description = page.description ?? site.description;
  const image = {
    url: socialImageUrl(card, origin),
    width: SOCIAL_IMAGE.width,
    height: SOCIAL_IMAGE.height,
    type: SOCIAL_IMAGE.type,
    alt: `${site.title}: ${title}`,
  };
  return {
    openGraph: {
      type: page.route === '/' ? ('website' as const) : ('article' as const),
      url: `${origin.replace(/\/+$/, '')}${siteHref(page.route)}`,
      siteName: site.title,
      title,
      description,
      images: [image],
    },
    twitter: { card: 'summary_large_image' as const, title, description, images: [{ url: image.url, alt: image.alt }] },
  };
}

/** The previews of pages without their own (search results, tags, not found): the site's card, no URL of their own. */
export function defaultSocialMetadata(origin: string) {
  const { openGraph, twitter } = socialMetadata({ route: '/', title: site.title }, HOME_CARD, origin);
  const { url: _url, ...rest } = openGraph;
  return { openGraph: rest, twitter };
}
