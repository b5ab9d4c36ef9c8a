import { site } from '@/lib/site';
import StaticRegion from '@/components/shared/StaticRegion';
import NavList from './NavList';
import { footerLinks } from './navLinks';

export default function Footer() {
  return (
    <footer className="footer">
      <StaticRegion staticRegion="footer">
        <div className="footer-inner">
          <nav aria-label="Support">
            <NavList links={footerLinks} />
          </nav>
          <p className="footer-copyright">
            Copyright © {site.copyrightYear} {site.productName}.
          </p>
        </div>
      </StaticRegion>
    </footer>
  );
}
