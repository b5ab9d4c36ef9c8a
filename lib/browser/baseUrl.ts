// The base-URL banner (components/layout/BaseUrlBanner.tsx). Inlined, so it works when the site's CSS and JavaScript
// did not load, which is exactly what happens when the export is served from the wrong path. The path goes in as
// text, never as markup.

/** Shows the banner, naming the path the page was opened at, when that path is outside `basePath`. */
export function showBaseUrlIssue(basePath: string, bannerId: string): void {
  const path = location.pathname;
  if (path === basePath || path.indexOf(`${basePath}/`) === 0) return;
  const banner = document.getElementById(bannerId);
  const slot = banner?.querySelector('[data-path]');
  if (!banner || !slot) return;
  banner.style.display = 'block';
  slot.textContent = path;
}
