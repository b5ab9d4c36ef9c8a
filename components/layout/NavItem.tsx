import SiteLink from '@/components/shared/SiteLink';
import type { NavLink } from './navLinks';

/** One navbar or footer link: internal ones are site links, external ones open in a new tab safely. */
export default function NavItem({ link, current }: { link: NavLink; current?: boolean }) {
  if (link.internal) {
    return (
      <SiteLink href={link.href} aria-current={current ? 'page' : undefined}>
        {link.label}
      </SiteLink>
    );
  }
  const newTab = !link.href.startsWith('mailto:');
  return (
    <a href={link.href} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {link.label}
      {newTab ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
    </a>
  );
}
