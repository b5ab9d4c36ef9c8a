// Below 996 px the sidebar is a drawer. The navbar's button (static markup, components/layout/DrawerToggle.tsx)
// opens it; the drawer's close button, Escape, the backdrop and navigating close it. While it is open, focus stays
// inside it and the page behind does not scroll (CSS on html[data-drawer]); on close, focus returns to the button.
// Plain DOM code loaded on first use (lib/browser/pageBehaviours.ts).

const FOCUSABLE = 'a[href], button:not([disabled]), summary, input, select, textarea, [tabindex]:not([tabindex="-1"])';
const TOGGLE = '.drawer-toggle';

const isOpen = () => document.documentElement.dataset.drawer === 'open';

/** Opens or closes the drawer (closing an already closed drawer does nothing). */
export function setDrawer(open: boolean): void {
  if (isOpen() === open) return;
  const root = document.documentElement;
  const button = document.querySelector<HTMLElement>(TOGGLE);
  const drawer = document.getElementById('sidebar');
  button?.setAttribute('aria-expanded', String(open));
  if (open) {
    root.dataset.drawer = 'open';
    drawer?.querySelector<HTMLElement>('[data-drawer-close]')?.focus({ preventScroll: true });
    return;
  }
  delete root.dataset.drawer;
  // Back to the button that opened it, unless the reader already moved on. Without preventScroll the browser scrolls
  // the sticky navbar's button "into view" as the page's overflow comes back, moving the page by half a screen.
  const active = document.activeElement;
  if (!active || active === document.body || drawer?.contains(active)) button?.focus({ preventScroll: true });
}

/** Keeps focus inside the open drawer: Tab from its last control goes to its first, Shift+Tab the other way. */
function trapFocus(event: KeyboardEvent): void {
  const drawer = document.getElementById('sidebar');
  const items = [...(drawer?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].filter((el) => el.getClientRects().length > 0);
  if (!drawer || items.length === 0) return;
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement as HTMLElement | null;
  if (event.shiftKey && (active === first || !drawer.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !drawer.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/** Starts listening for the drawer's controls, for the rest of the visit. */
export function watchDrawer(): void {
  const onKey = (event: KeyboardEvent) => {
    if (!isOpen()) return;
    if (event.key === 'Escape') setDrawer(false);
    else if (event.key === 'Tab') trapFocus(event);
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element | null;
    if (target?.closest?.(TOGGLE)) setDrawer(!isOpen());
    else if (isOpen() && target?.closest?.('.drawer-backdrop, [data-drawer-close]')) setDrawer(false);
  };
  document.addEventListener('keydown', onKey);
  document.addEventListener('click', onClick);
}
