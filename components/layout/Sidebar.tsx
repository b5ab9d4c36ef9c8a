import type { SidebarItem } from '@/lib/content';
import SiteLink from './SiteLink';
import NavList from './NavList';
import { navbarLinks } from './navLinks';
import { SidebarHideButton } from './SidebarVisibility';

function Items({ items, current, open }: { items: SidebarItem[]; current: string; open: Set<string> }) {
  return (
    <ul>
      {items.map((item) =>
        item.type === 'page' ? (
          <li key={item.route}>
            <SiteLink href={item.route} aria-current={item.route === current ? 'page' : undefined}>
              {item.title}
            </SiteLink>
          </li>
        ) : (
          <li key={item.id}>
            {/* <details> keeps every category independently collapsible, with or without JavaScript. */}
            <details open={open.has(item.id) || !item.id.includes('/')} data-category={item.id}>
              <summary>{item.label}</summary>
              <Items items={item.items} current={current} open={open} />
            </details>
          </li>
        ),
      )}
    </ul>
  );
}

/** The docs sidebar: top-level categories and the current page's categories start open; none auto-collapses. */
export default function Sidebar({ items, current, openCategories }: { items: SidebarItem[]; current: string; openCategories: string[] }) {
  return (
    <aside className="sidebar" id="sidebar" aria-label="Docs sidebar">
      <nav aria-label="Site links (small screens)" className="drawer-nav">
        <NavList links={navbarLinks} />
      </nav>
      <nav aria-label="Docs">
        <Items items={items} current={current} open={new Set(openCategories)} />
      </nav>
      <SidebarHideButton />
    </aside>
  );
}
