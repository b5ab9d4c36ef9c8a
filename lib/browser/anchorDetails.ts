// A section marked `data-anchor-opens` (an operation of the GraphQL reference) keeps its details folded until the
// reader asks for them, or arrives through a link to it: then they open, so `…#mutation-disableregion` shows that
// operation's tables at once. Run on load, on each new page, and on every URL change: the router moves to an anchor
// of the same page with pushState, which fires no hashchange, so the Navigation API's entry change is heard where
// the browser has it.
export function openTargetDetails(): void {
  const id = decodeURIComponent(window.location.hash.slice(1));
  const section = id ? document.getElementById(id)?.closest('[data-anchor-opens]') : null;
  const details = section?.querySelector('details');
  if (details) details.open = true;
}

/** Follows URL changes for the rest of the visit (the site's one island calls it once). */
export function watchTargetDetails(): void {
  const navigation = (window as { navigation?: EventTarget }).navigation;
  window.addEventListener('hashchange', openTargetDetails);
  navigation?.addEventListener('currententrychange', () => requestAnimationFrame(openTargetDetails));
}
