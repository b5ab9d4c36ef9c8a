import type { SidebarView } from '@/lib/content/sidebar';
import StaticRegion from '@/components/shared/StaticRegion';
import NavList from './NavList';
import SidebarNav from './SidebarNav';
import SiteLink from '@/components/shared/SiteLink';
import { navbarLinks } from './navLinks';
import { SidebarHideButton } from './SidebarVisibility';
import SidebarRestoreScript from './SidebarRestoreScript';

function Items({ items, current }: { items: SidebarView[]; current: string }) {
  return (
    <ul>
      {items.map((item) => {
        if (item.type === 'page' || !item.href || item.items?.length === 0) {
          // A page, or a category whose only page is its overview: one link.
          const route = item.type === 'page' ? item.route : (item.href ?? '');
          return (
            <li key={route}>
              <SiteLink href={route} aria-current={route === current ? 'page' : undefined}>
                {item.type === 'page' ? item.title : item.label}
              </SiteLink>
            </li>
          );
        }
        // The label is the current page only when it links to the category's overview page, which is not listed again.
        const link = (
          <SiteLink href={item.href} aria-current={item.overview && item.href === current ? 'page' : undefined}>
            {item.label}
          </SiteLink>
        );
        // A category the page does not carry is its label's link only; SidebarNav adds its toggle, which fills it
        // from nav.json when opened (the toggle sits over the link's padding, so adding it moves nothing).
        if (!item.items) {
          return (
            <li key={item.id} className="sidebar-category has-link" data-lazy={item.id}>
              {link}
            </li>
          );
        }
        return (
          <li key={item.id} className="sidebar-category has-link">
            {link}
            {/* <details> opens and closes with or without JavaScript. */}
            <details open={item.open} data-category={item.id}>
              <summary aria-label={`${item.label}: show or hide its pages`} />
              <Items items={item.items} current={current} />
            </details>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The docs sidebar as one page carries it: its own section in full, every other category as a link to one of its
 * pages, whose items load when opened. It is static markup (kept out of the hydration payload); SidebarNav brings the
 * behaviour. Below 996 px it is the navigation drawer, with the site links and a close button: a popover, so the menu
 * button opens it and the close button, Escape and a click outside close it with or without JavaScript (app/drawer.css).
 */
export default function Sidebar({ items, current }: { items: SidebarView[]; current: string }) {
  return (
    <aside className="sidebar" id="sidebar" aria-label="Docs sidebar" popover="auto">
      <StaticRegion staticRegion="drawer-head">
        <div className="drawer-header">
          <span className="drawer-title">Navigation</span>
          <button
            type="button"
            className="icon-button drawer-close"
            data-drawer-close
            aria-label="Close navigation"
            popoverTarget="sidebar"
            popoverTargetAction="hide"
          >
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
              <path fill="currentColor" d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z" />
            </svg>
          </button>
        </div>
        <nav aria-label="Site links (small screens)" className="drawer-nav">
          <NavList links={navbarLinks} />
        </nav>
      </StaticRegion>
      <SidebarNav current={current}>
        <StaticRegion staticRegion="sidebar">
          <Items items={items} current={current} />
          <SidebarRestoreScript />
        </StaticRegion>
      </SidebarNav>
      <SidebarHideButton />
    </aside>
  );
}
