/**
 * Below 996 px the button that opens the sidebar drawer: it names the drawer, a popover, as its target, so it works
 * without JavaScript (and the browser tells assistive technology whether the drawer is open); lib/browser/drawer.ts
 * adds the focus handling.
 */
export default function DrawerToggle() {
  return (
    <button
      type="button"
      className="icon-button drawer-toggle"
      aria-label="Open navigation"
      aria-controls="sidebar"
      popoverTarget="sidebar"
      data-testid="drawer-toggle"
    >
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
        <path fill="currentColor" d="M3 6h18v2H3V6zm0 5h18v2H3v-2zm0 5h18v2H3v-2z" />
      </svg>
    </button>
  );
}
