import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import Announcement from '@/components/layout/Announcement';
import BaseUrlBanner from '@/components/layout/BaseUrlBanner';
import StaticRegion from '@/components/shared/StaticRegion';
import DevRefresh from '@/components/layout/DevRefresh';
import Enhancements from '@/components/layout/Enhancements';
import Footer from '@/components/layout/Footer';
import ImageZoom from '@/components/layout/ImageZoom';
import LoadFailureBanner, { LoadFailureScript } from '@/components/layout/LoadFailureBanner';
import Navbar from '@/components/layout/Navbar';
import { FirstPaintScript } from '@/components/layout/docText';
import Providers from '@/components/layout/Providers';
import SpeculationRules from '@/components/layout/SpeculationRules';
import ThemeChoiceScript from '@/components/layout/ThemeChoiceScript';
import { storeVersion } from '@/lib/content';
import { site } from '@/lib/site';
import { siteOrigin } from '@/lib/siteOrigin';
import { defaultSocialMetadata } from '@/lib/social';
import './globals.css';
import './drawer.css';
import './sticky.css';
import './toc-bar.css';
import './scroll-cues.css';
import './page-furniture.css';
import './print.css';

export const metadata: Metadata = {
  metadataBase: new URL(siteOrigin()),
  title: { default: site.title, template: `%s ${site.titleDelimiter} ${site.title}` },
  description: site.description,
  applicationName: site.title,
  ...defaultSocialMetadata(siteOrigin()),
};

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#16181d' },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // next-themes sets data-theme before paint, so the server HTML and the client differ on purpose.
    <html lang={site.locale} suppressHydrationWarning>
      <head>
        <FirstPaintScript />
        <LoadFailureScript />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to main content
        </a>
        {/* Plain HTML and inline scripts that work before (and without) any bundle: nothing for React to hydrate. */}
        <StaticRegion staticRegion="banners">
          <LoadFailureBanner />
          <BaseUrlBanner />
          <ThemeChoiceScript />
          <Announcement announcement={site.announcement} />
          <SpeculationRules />
        </StaticRegion>
        <Providers>
          <Navbar />
          {children}
          <Footer />
          <ImageZoom />
          <Enhancements />
          {process.env.NODE_ENV === 'development' ? <DevRefresh version={storeVersion()} /> : null}
        </Providers>
      </body>
    </html>
  );
}
