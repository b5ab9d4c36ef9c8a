import InlineScript from '@/components/shared/InlineScript';
import { CHUNK_LOAD_FAILURE } from '@/lib/browser/errors';
import { watchLoadFailures } from '@/lib/browser/loadFailure';
import { site } from '@/lib/site';

const BANNER_ID = 'load-failure-banner';

/** The listener (lib/browser/loadFailure.ts), for the document's <head>. */
export function LoadFailureScript() {
  return <InlineScript fn={watchLoadFailures} args={[`${site.basePath}/_next/`, BANNER_ID, CHUNK_LOAD_FAILURE.source]} head />;
}

/** "This page did not load completely" + Retry, shown only when the site's own code or styles fail to load. */
export default function LoadFailureBanner() {
  return (
    <div
      id={BANNER_ID}
      role="alert"
      data-testid="load-error-banner"
      style={{
        display: 'none',
        position: 'fixed',
        zIndex: 100,
        left: 16,
        right: 16,
        bottom: 16,
        gap: 16,
        alignItems: 'center',
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        padding: '14px 18px',
        background: '#fff3cd',
        color: '#3d2c00',
        border: '2px solid #b58100',
        borderRadius: 8,
        fontFamily: 'system-ui, sans-serif',
        fontSize: 16,
        lineHeight: 1.5,
      }}
    >
      <span>
        <strong>This page did not load completely.</strong> Part of it could not be fetched, perhaps because the network dropped. Check your connection, then
        retry.
      </span>
      <button
        type="button"
        style={{
          font: 'inherit',
          fontWeight: 600,
          padding: '6px 16px',
          borderRadius: 6,
          border: '1px solid #3d2c00',
          background: '#3d2c00',
          color: '#fff',
          cursor: 'pointer',
        }}
      >
        Retry
      </button>
    </div>
  );
}
