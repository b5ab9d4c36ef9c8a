import type { ComponentProps } from 'react';
import { siteHref } from '@/lib/routes';

/**
 * A plain link to a site route. The one client island `Enhancements` turns clicks on such links into client-side
 * navigation and prefetches on intent, so the page hydrates one component instead of one per link, and every link
 * still works without JavaScript.
 */
export default function SiteLink({ href, ...rest }: Omit<ComponentProps<'a'>, 'href'> & { href: string }) {
  return <a href={siteHref(href)} {...rest} />;
}
