import type { ComponentProps } from 'react';
import SiteLink from '@/components/shared/SiteLink';

/** Internal routes become site links (base path and trailing slash added); external links open safely in a new tab. */
export default function MdxLink({ href = '', children, ...rest }: ComponentProps<'a'>) {
  if (href.startsWith('/')) {
    return (
      <SiteLink href={href} {...rest}>
        {children}
      </SiteLink>
    );
  }
  if (href.startsWith('#') || href.startsWith('mailto:')) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
