import { site } from '@/lib/site';
import Dehydrated from '@/components/shared/Dehydrated';
import NavList from './NavList';
import { footerLinks } from './navLinks';

export default function Footer() {
  return (
    <footer className="footer">
      <Dehydrated dehydrate="footer">
        <div className="footer-inner">
          <nav aria-label="Support">
            <NavList links={footerLinks} />
          </nav>
          <p className="footer-copyright">
            Copyright © {site.copyrightYear} {site.productName}.
          </p>
        </div>
      </Dehydrated>
    </footer>
  );
}
