// The "This page did not load completely" banner (components/layout/LoadFailureBanner.tsx). Inlined in <head>, so it
// is listening before any bundle can fail and works when none arrives: a script of the body could start listening
// only after the parser yielded, and a fast failure lands earlier. When one of the site's scripts or stylesheets fails
// to load (network down, a chunk gone after a deploy), or a dynamic import of the site's code is rejected, the reader
// gets a plain message and a Retry that reloads the page. The handler is attached here, not as an attribute, so the
// Content-Security-Policy holds. After load, app/error.tsx tells the same failures apart with the same pattern
// (CHUNK_LOAD_FAILURE in errors.ts).

/** `assets`: the URL prefix of the site's own files; `pattern`: the source of a chunk-load failure's wording. */
export function watchLoadFailures(assets: string, bannerId: string, pattern: string): void {
  let shown = false;
  const show = () => {
    const banner = document.getElementById(bannerId);
    if (shown || !banner) return;
    shown = true;
    banner.style.display = 'flex';
    const retry = banner.querySelector('button');
    if (retry) retry.onclick = () => location.reload();
  };
  const whenParsed = () => (document.readyState === 'loading' ? document.addEventListener('DOMContentLoaded', show) : show());
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target as (HTMLScriptElement & HTMLLinkElement) | null;
      if (!target || (target as unknown) === window || (target.tagName !== 'SCRIPT' && target.tagName !== 'LINK')) return;
      if ((target.src || target.href || '').indexOf(assets) !== -1) whenParsed();
    },
    true,
  );
  window.addEventListener('unhandledrejection', (event) => {
    const reason = event.reason as { name?: string; message?: string } | null;
    if (new RegExp(pattern, 'i').test(String(reason && `${reason.name} ${reason.message}`))) show();
  });
}
