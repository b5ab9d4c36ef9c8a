import { site } from '@/lib/site';
import NavList from './NavList';
import { footerLinks } from './navLinks';

export default function Footer() {
  return (
    <footer className="footer">
      <div className="footer-inner">
        <nav aria-label="Support">
          <NavList links={footerLinks} />
        </nav>
        <p style={{ margin: 0 }}>
          Copyright © {site.copyrightYear} {site.productName}.
        </p>
      </div>
    </footer>
  );
}
