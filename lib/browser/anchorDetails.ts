// A section marked `data-anchor-opens` (an operation of the GraphQL reference) keeps its details folded until the
// reader asks for them, or arrives through a link to it: then they open, so `…#mutation-disableregion` shows that
// operation's tables at once. Run on load and on every change of the URL's fragment.
export function openTargetDetails(): void {
  const id = decodeURIComponent(window.location.hash.slice(1));
  const section = id ? document.getElementById(id)?.closest('[data-anchor-opens]') : null;
  const details = section?.querySelector('details');
  if (details) details.open = true;
}

/** Follows URL changes for the rest of the visit (the site's one island calls it once). */
export function watchTargetDetails(): void {
  window.addEventListener('hashchange', openTargetDetails);
}
