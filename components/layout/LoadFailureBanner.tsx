import { CHUNK_LOAD_FAILURE } from '@/lib/browser/errors';
import { site } from '@/lib/site';

const BANNER_ID = 'load-failure-banner';

// Inline in <head> (LoadFailureScript), so it is listening before any bundle can fail, and it works when none arrives:
// a script of the body could start listening only after the parser yielded, and a fast failure lands earlier. When one of
// the site's scripts or stylesheets fails to load (network down, a chunk gone after a deploy; Next falls back to a
// full page load in that case, which then fails the same way), the reader gets a plain message and a Retry that
// reloads the page. Event handlers are attached here, not as attributes, so the Content-Security-Policy holds.
const script = `(function(){var b=${JSON.stringify(site.basePath)}+'/_next/';var shown=false;function show(){if(shown)return;var e=document.getElementById(${JSON.stringify(BANNER_ID)});if(!e)return;shown=true;e.style.display='flex';var r=e.querySelector('button');r.onclick=function(){location.reload();};}
window.addEventListener('error',function(ev){var t=ev.target;if(!t||t===window)return;var u=t.src||t.href||'';if((t.tagName==='SCRIPT'||t.tagName==='LINK')&&u.indexOf(b)!==-1){if(document.readyState==='loading'){document.addEventListener('DOMContentLoaded',show);}else{show();}}},true);
window.addEventListener('unhandledrejection',function(ev){var m=String(ev.reason&&(ev.reason.name+' '+ev.reason.message));if(new RegExp(${JSON.stringify(CHUNK_LOAD_FAILURE.source)},'i').test(m))show();});})();`;

/** The listener, for the document's <head>. */
export function LoadFailureScript() {
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}

/** "This page did not load completely" + Retry, shown only when the site's own code or styles fail to load. */
export default function LoadFailureBanner() {
  return (
    <>
      <div
        id={BANNER_ID}
        role="alert"
        data-testid="load-error-banner"
        style={{ display: 'none', position: 'fixed', zIndex: 100, left: 16, right: 16, bottom: 16, gap: 16, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', padding: '14px 18px', background: '#fff3cd', color: '#3d2c00', border: '2px solid #b58100', borderRadius: 8, fontFamily: 'system-ui, sans-serif', fontSize: 16, lineHeight: 1.5 }}
      >
        <span>
          <strong>This page did not load completely.</strong> Part of it could not be fetched, perhaps because the network
          dropped. Check your connection, then retry.
        </span>
        <button type="button" style={{ font: 'inherit', fontWeight: 600, padding: '6px 16px', borderRadius: 6, border: '1px solid #3d2c00', background: '#3d2c00', color: '#fff', cursor: 'pointer' }}>
          Retry
        </button>
      </div>
    </>
  );
}
