// Static buttons: lib/browser/sidebarVisibility.ts, inlined with the sidebar (SidebarRestoreScript), makes them work.

/** Hides the whole sidebar on desktop, for this page and the next ones of the visit; the show button takes its place. */
export function SidebarHideButton() {
  return (
    <button type="button" className="sidebar-hide" aria-label="Hide sidebar" data-testid="sidebar-hide">
      <span aria-hidden="true">«</span> Hide sidebar
    </button>
  );
}

export function SidebarShowButton() {
  return (
    <button type="button" className="icon-button sidebar-show" aria-label="Show sidebar" title="Show sidebar" data-testid="sidebar-show">
      <span aria-hidden="true">»</span>
    </button>
  );
}
