import NavItem from './NavItem';
import type { NavLink } from './navLinks';

/**
 * The desktop navbar's links in their order, with each group (the support channels) folded into one menu so the bar
 * fits from 996 px up. The menu is a <details>: it opens without JavaScript; the site's island closes it on Escape
 * or a click elsewhere.
 */
export default function NavbarLinks({ links }: { links: NavLink[] }) {
  const items: (NavLink | { group: string; links: NavLink[] })[] = [];
  for (const link of links) {
    const last = items[items.length - 1];
    if (link.group && last && 'links' in last && last.group === link.group) last.links.push(link);
    else items.push(link.group ? { group: link.group, links: [link] } : link);
  }
  return (
    <ul className="navbar-links desktop-only">
      {items.map((item) =>
        'links' in item ? (
          <li key={item.group}>
            <details className="navbar-menu">
              <summary>{item.group}</summary>
              <ul>
                {item.links.map((link) => (
                  <li key={link.label}>
                    <NavItem link={link} />
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ) : (
          <li key={item.label}>
            <NavItem link={item} />
          </li>
        ),
      )}
    </ul>
  );
}
