import type { Metadata } from 'next';
import { Suspense } from 'react';
import ResultsView from '@/components/search/ResultsView';
import { DOC_TEXT_ID } from '@/components/layout/docText';

export const metadata: Metadata = { title: 'Search results' };

// ResultsView reads the query from the URL (useSearchParams), so the static export renders this fallback and the
// browser fills in the results.
export default function ResultsPage() {
  return (
    <main id="main" className="plain-page">
      <Suspense
        fallback={
          <h1 className="page-title" id={DOC_TEXT_ID}>
            Search results
          </h1>
        }
      >
        <ResultsView />
      </Suspense>
    </main>
  );
}
