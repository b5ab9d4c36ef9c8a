'use client';
import { useEffect } from 'react';
import { isLoadFailure } from '@/lib/browser/errors';

/**
 * The two failure screens of the spec. A page whose code or data failed to load offers Retry (a fresh load of the
 * same address, which works once the network is back); a page that crashed while rendering offers Try again
 * (re-render). No stack trace is ever shown to the reader.
 */
export default function ErrorScreen({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  if (isLoadFailure(error)) {
    return (
      <main id="main" className="status-screen" role="alert" data-testid="load-error">
        <h1>This page could not be loaded</h1>
        <p>Part of the page did not arrive, perhaps because the network dropped. Check your connection, then retry.</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Retry
        </button>
      </main>
    );
  }
  return (
    <main id="main" className="status-screen" role="alert" data-testid="crash">
      <h1>This page crashed</h1>
      <p>Something went wrong while showing this page. Trying again usually fixes it.</p>
      <button type="button" className="button" onClick={() => reset()}>
        Try again
      </button>
    </main>
  );
}
