import type { Metadata } from 'next';
import { Suspense } from 'react';
import ResultsView from '@/components/search/ResultsView';
import { DOC_TEXT_ID } from '@/components/layout/docText';
import SiteLink from '@/components/shared/SiteLink';

export const metadata: Metadata = { title: 'Search results' };

/** Where the welcome page lists the sections of the docs (content/index.mdx). */
const SECTIONS = '/#sections-of-the-docs';

// ResultsView reads the query from the URL (useSearchParams), so the static export renders this fallback and the
// browser fills in the results. Without JavaScript nothing fills it in (the navbar's search field still opens this
// page, as a form): the fallback then says so in plain words and where to look instead.
export default function ResultsPage() {
  return (
    <main id="main" className="plain-page">
      <Suspense
        fallback={
          <>
            <h1 className="page-title" id={DOC_TEXT_ID}>
              Search results
            </h1>
            <noscript>
              <div data-testid="results-no-javascript">
                <p>
                  Search needs JavaScript, which is turned off in this browser. Turn it on and search again, or find your page from the{' '}
                  <SiteLink href="/">docs home</SiteLink> or its <SiteLink href={SECTIONS}>list of sections</SiteLink>.
                </p>
              </div>
            </noscript>
          </>
        }
      >
        <ResultsView />
      </Suspense>
    </main>
  );
}
