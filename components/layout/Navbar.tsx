import { site } from '@/lib/site';
import SearchBox from '@/components/search/SearchBox';
import StaticRegion from '@/components/shared/StaticRegion';
import DrawerToggle from './DrawerToggle';
import SiteLink from '@/components/shared/SiteLink';
import NavbarLinks from './NavbarLinks';
import { navbarLinks } from './navLinks';
import ThemeIcons from './ThemeIcons';
import ThemeToggle from './ThemeToggle';
import themeStyles from './ThemeToggle.module.css';

export default function Navbar() {
  return (
    <header className="navbar">
      <DrawerToggle />
      <SiteLink href="/" className="navbar-brand">
        <svg width="26" height="26" viewBox="0 0 32 32" aria-hidden="true">
          <path fill="var(--accent)" d="M16 2 4 6.5v8.7c0 7.3 5.1 13.6 12 15.3 6.9-1.7 12-8 12-15.3V6.5L16 2z" />
          <path fill="var(--bg)" d="M10 11h12v3H10zm0 5h12v3H10zm0 5h12v3H10z" />
        </svg>
        <span className="navbar-brand-text">{site.title}</span>
      </SiteLink>
      <nav aria-label="Main">
        <NavbarLinks links={navbarLinks} />
      </nav>
      <div className="navbar-spacer" />
      <SearchBox />
      <ThemeToggle>
        {/* The icons reach the browser once, in the HTML, not again in the page's payload. */}
        <StaticRegion staticRegion="theme-icons">
          <ThemeIcons autoClassName={themeStyles.auto} />
        </StaticRegion>
      </ThemeToggle>
    </header>
  );
}
