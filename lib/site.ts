// The one place that names the product, the site and every external link (DESIGN.md: nothing else spells them out).
import { BASE_PATH } from './basePath';

export interface ExternalLink {
  label: string;
  href: string;
}

/** A notice above the navbar on every page. A reader who closes it does not see it again until `id` changes. */
export interface Announcement {
  id: string;
  text: string;
  /**
   * What a phone shows instead of `text`, before the link: a window under 560 px wide gives the banner one line, so
   * the first screen keeps room for the page (the full text took four lines at 320 px).
   */
  short?: string;
  /** A link after the text: a site route ('/developer/…') or an absolute URL. */
  link?: ExternalLink;
}

export const site = {
  productName: 'Bulwark',
  /** Short product noun used in prose: "the Bulwark firewall". */
  firewallName: 'Cloud Permissions Firewall',
  title: 'Bulwark Docs',
  tagline: 'One-click least privilege for your cloud organization',
  /** The site's summary: its meta description and the summary line of llms.txt. */
  description: 'Documentation for Bulwark, the cloud permissions firewall: one-click least privilege for your cloud organization.',
  basePath: BASE_PATH,
  /** Absolute origin for the sitemap and canonical URLs (a build overrides it with SITE_URL: see siteOrigin). */
  url: 'https://docs.bulwark.example.com',
  locale: 'en',
  copyrightYear: 2025,
  titleDelimiter: '|',
  links: {
    productUpdates: { label: 'Product Updates', href: 'https://bulwark.example.com/product-updates' },
    mailingList: { label: 'Mailing list', href: 'https://bulwark.example.com/mailing-list' },
    ticketPortal: { label: 'Ticket portal', href: 'https://support.bulwark.example.com' },
    supportEmail: { label: 'Support e-mail', href: 'mailto:support@bulwark.example.com' },
    website: { label: 'Website', href: 'https://bulwark.example.com' },
  } satisfies Record<string, ExternalLink>,
  /** Internal routes the navbar points at (without the base path). */
  routes: {
    docs: '/',
    api: '/developer/graphql-reference/bulwark-graphql-api',
  },
  supportEmailAddress: 'support@bulwark.example.com',
  /**
   * "Edit this page" leads to this address followed by the page's source file (`content/overview/getting-started.mdx`):
   * the edit URL of the repository the docs live in. Empty: no such link.
   */
  editUrl: 'https://git.bulwark.example.com/docs/-/edit/main/' as string,
  /** The announcement banner; undefined: none. */
  announcement: {
    id: 'api-sandbox',
    text: 'New: run the GraphQL samples in your browser, against a simulated organization.',
    short: 'New:',
    link: { label: 'Try the API sandbox', href: '/developer/graphql-reference/graphql-sample-querys' },
  } as Announcement | undefined,
} as const;

export function pageTitle(title: string | undefined): string {
  return title && title !== site.title ? `${title} ${site.titleDelimiter} ${site.title}` : site.title;
}
