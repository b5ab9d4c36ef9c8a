import { site } from '@/lib/site';
import NavItem from './NavItem';
import { footerLinks } from './navLinks';

export default function Footer() {
  return (
    <footer className="footer">
      <div className="footer-inner">
        <nav aria-label="Support">
          <ul>
            {footerLinks.map((link) => (
              <li key={link.label}>
                <NavItem link={link} />
              </li>
            ))}
          </ul>
        </nav>
        <p style={{ margin: 0 }}>
          Copyright © {site.copyrightYear} {site.productName}.
        </p>
      </div>
    </footer>
  );
}
