import { site } from '@/lib/site';

const BANNER_ID = 'base-url-issue-banner';

// Runs inline, before any bundle, so it works even when the CSS and JavaScript files failed to load
// (which is exactly what happens when the export is served from the wrong path). The path is inserted as text.
const script = `(function(){try{var b=${JSON.stringify(site.basePath)};var p=location.pathname;if(p!==b&&p.indexOf(b+'/')!==0){var e=document.getElementById(${JSON.stringify(BANNER_ID)});e.style.display='block';e.querySelector('[data-path]').textContent=p;}}catch(_){}})();`;

/** Shown only when the site is served from a path outside its base URL. Inline styles: it must not need the CSS. */
export default function BaseUrlBanner() {
  return (
    <>
      <div
        id={BANNER_ID}
        role="alert"
        style={{ display: 'none', margin: 0, padding: '16px 20px', background: '#fff3cd', color: '#3d2c00', border: '2px solid #b58100', fontFamily: 'system-ui, sans-serif', fontSize: 16, lineHeight: 1.5 }}
      >
        <strong>This site is served from the wrong base URL.</strong> It was built to live under{' '}
        <code>{site.basePath}/</code> but this page was opened at <code data-path="" />. Its styles and scripts are
        requested under <code>{site.basePath}/</code> and cannot load from here. Serve the exported <code>out/</code>{' '}
        folder under <code>{site.basePath}/</code>, or change <code>basePath</code> in <code>lib/site.ts</code> and build
        again.
      </div>
      <script dangerouslySetInnerHTML={{ __html: script }} />
    </>
  );
}
