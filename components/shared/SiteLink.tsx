import type { ComponentProps } from 'react';
import { siteHref } from '@/lib/routes';

/**
 * A plain link to a site route, base path and trailing slash added: it loads the page as a document (fetched ahead on
 * hover by the speculation rules), with or without JavaScript, and hydrates nothing.
 */
export default function SiteLink({ href, ...rest }: Omit<ComponentProps<'a'>, 'href'> & { href: string }) {
  return <a href={siteHref(href)} {...rest} />;
}
