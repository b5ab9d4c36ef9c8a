'use client';

function setHidden(hidden: boolean) {
  const root = document.documentElement;
  if (hidden) root.dataset.sidebar = 'hidden';
  else delete root.dataset.sidebar;
  document.querySelector<HTMLElement>(hidden ? '.sidebar-show' : '.sidebar-hide')?.focus();
}

/** Hides the whole sidebar on desktop; the matching show button appears in its place. */
export function SidebarHideButton() {
  return (
    <button type="button" className="sidebar-hide" onClick={() => setHidden(true)} aria-label="Hide sidebar" data-testid="sidebar-hide">
      <span aria-hidden="true">«</span> Hide sidebar
    </button>
  );
}

export function SidebarShowButton() {
  return (
    <button type="button" className="icon-button sidebar-show" onClick={() => setHidden(false)} aria-label="Show sidebar" title="Show sidebar" data-testid="sidebar-show">
      <span aria-hidden="true">»</span>
    </button>
  );
}
