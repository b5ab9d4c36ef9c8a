import InlineScript from '@/components/shared/InlineScript';
import { showBaseUrlIssue } from '@/lib/browser/baseUrl';
import { site } from '@/lib/site';

const BANNER_ID = 'base-url-issue-banner';

/** Shown only when the site is served from a path outside its base URL. Inline styles: it must not need the CSS. */
export default function BaseUrlBanner() {
  return (
    <>
      <div
        id={BANNER_ID}
        role="alert"
        style={{
          display: 'none',
          margin: 0,
          padding: '16px 20px',
          background: '#fff3cd',
          color: '#3d2c00',
          border: '2px solid #b58100',
          fontFamily: 'system-ui, sans-serif',
          fontSize: 16,
          lineHeight: 1.5,
        }}
      >
        <strong>This site is served from the wrong base URL.</strong> It was built to live under <code>{site.basePath}/</code> but this page was opened at{' '}
        <code data-path="" />. Its styles and scripts are requested under <code>{site.basePath}/</code> and cannot load from here. Serve the exported{' '}
        <code>out/</code> folder under <code>{site.basePath}/</code>, or change <code>basePath</code> in <code>lib/site.ts</code> and build again.
      </div>
      <InlineScript fn={showBaseUrlIssue} args={[site.basePath, BANNER_ID]} />
    </>
  );
}
