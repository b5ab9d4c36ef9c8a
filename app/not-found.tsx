import type { Metadata } from 'next';
import SiteLink from '@/components/shared/SiteLink';
import { DOC_TEXT_ID } from '@/components/layout/docText';

export const metadata: Metadata = { title: 'Page not found' };

export default function NotFound() {
  return (
    <main id="main" className="status-screen" data-testid="not-found">
      <h1 id={DOC_TEXT_ID}>Page not found</h1>
      <p>We could not find the page you asked for. The link may be old, or the address mistyped.</p>
      <p>Try the search box at the top of the page, or start again from the docs home.</p>
      <SiteLink className="button" href="/">
        Back to the docs home
      </SiteLink>
    </main>
  );
}
