// Below 996 px the sidebar is a drawer. It is a popover (components/layout/Sidebar.tsx): the navbar's button opens it
// and its close button, Escape and a click outside close it, by the browser alone, so it works without JavaScript,
// and the page behind does not scroll while it is open (app/drawer.css). This adds what needs script: focus moves to
// the close button on opening and back to the menu button on closing, and Tab stays inside while it is open. Browsers
// without popovers get the same drawer from here (html[data-drawer]). Plain DOM code loaded on first use
// (lib/browser/pageBehaviours.ts).

const FOCUSABLE = 'a[href], button:not([disabled]), summary, input, select, textarea, [tabindex]:not([tabindex="-1"])';
const TOGGLE = '.drawer-toggle';
const popovers = typeof HTMLElement !== 'undefined' && 'showPopover' in HTMLElement.prototype;

const drawer = () => document.getElementById('sidebar');
const isOpen = () => document.documentElement.dataset.drawer === 'open';

/** Follows the drawer having opened or closed: the mark on <html> and where focus is. */
function opened(open: boolean): void {
  if (isOpen() === open) return;
  const root = document.documentElement;
  const button = document.querySelector<HTMLElement>(TOGGLE);
  if (!popovers) button?.setAttribute('aria-expanded', String(open));
  if (open) {
    root.dataset.drawer = 'open';
    drawer()?.querySelector<HTMLElement>('[data-drawer-close]')?.focus({ preventScroll: true });
    return;
  }
  delete root.dataset.drawer;
  // Back to the button that opened it, unless the reader already moved on; never scrolling the page to it.
  const active = document.activeElement;
  if (!active || active === document.body || drawer()?.contains(active)) button?.focus({ preventScroll: true });
}

/** Opens or closes the drawer (closing an already closed drawer does nothing). */
export function setDrawer(open: boolean): void {
  const element = drawer();
  if (!element) return;
  if (!popovers) opened(open);
  else if (open !== element.matches(':popover-open')) element.togglePopover(open);
}

/** Keeps focus inside the open drawer: Tab from its last control goes to its first, Shift+Tab the other way. */
function trapFocus(event: KeyboardEvent): void {
  const element = drawer();
  const items = [...(element?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].filter((el) => el.getClientRects().length > 0);
  if (!element || items.length === 0) return;
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement as HTMLElement | null;
  if (event.shiftKey && (active === first || !element.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !element.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/** Starts following the drawer, for the rest of the visit. */
export function watchDrawer(): void {
  const element = drawer();
  if (!element) return;
  element.addEventListener('toggle', (event) => event.target === element && opened((event as ToggleEvent).newState === 'open'));
  // Opened by the browser before this code arrived.
  if (popovers && element.matches(':popover-open')) opened(true);
  document.addEventListener('keydown', (event) => {
    if (!isOpen()) return;
    if (event.key === 'Tab') trapFocus(event);
    else if (event.key === 'Escape' && !popovers) setDrawer(false);
  });
  if (!popovers) {
    document.addEventListener('click', (event) => {
      const target = event.target as Element | null;
      if (target?.closest?.(TOGGLE)) setDrawer(!isOpen());
      else if (isOpen() && (target?.closest?.('[data-drawer-close]') || !element.contains(target))) setDrawer(false);
    });
  }
  // A window widened past the drawer's breakpoint shows the sidebar in its column again.
  window.matchMedia('(min-width: 996px)').addEventListener('change', (query) => query.matches && setDrawer(false));
}
