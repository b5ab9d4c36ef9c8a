import NavItem from './NavItem';
import type { NavLink } from './navLinks';

/** A list of navbar or footer links (the navbar, the drawer's copy of it and the footer all use one). */
export default function NavList({ links, className }: { links: NavLink[]; className?: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.label}>
          <NavItem link={link} />
        </li>
      ))}
    </ul>
  );
}
