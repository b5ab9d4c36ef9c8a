'use client';
import ErrorScreen from '@/components/layout/ErrorScreen';
import './globals.css';

/** Catches failures in the root layout itself, which must then render its own document. */
export default function GlobalError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body>
        <ErrorScreen {...props} />
      </body>
    </html>
  );
}
