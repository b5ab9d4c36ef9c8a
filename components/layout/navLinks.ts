import { site } from '@/lib/site';

export interface NavLink {
  label: string;
  href: string;
  internal: boolean;
  /** On the desktop navbar, links of one group share a menu under this label. */
  group?: string;
}

/** The navbar's links in the spec's order: Docs, API, Product Updates, mailing list, ticket portal, support e-mail, website. */
export const navbarLinks: NavLink[] = [
  { label: 'Docs', href: site.routes.docs, internal: true },
  { label: 'API', href: site.routes.api, internal: true },
  { ...site.links.productUpdates, internal: false },
  { ...site.links.mailingList, internal: false, group: 'Support' },
  { ...site.links.ticketPortal, internal: false, group: 'Support' },
  { ...site.links.supportEmail, internal: false, group: 'Support' },
  { ...site.links.website, internal: false },
];

/** The footer's links: ticket portal, support e-mail, website. */
export const footerLinks: NavLink[] = [site.links.ticketPortal, site.links.supportEmail, site.links.website].map((l) => ({ ...l, internal: false }));
