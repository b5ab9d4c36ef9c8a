/** Below 996 px the button that opens the sidebar drawer: static markup, made to work by lib/browser/drawer.ts. */
export default function DrawerToggle() {
  return (
    <button type="button" className="icon-button drawer-toggle" aria-label="Open navigation" aria-expanded="false" aria-controls="sidebar" data-testid="drawer-toggle">
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
        <path fill="currentColor" d="M3 6h18v2H3V6zm0 5h18v2H3v-2zm0 5h18v2H3v-2z" />
      </svg>
    </button>
  );
}
