'use client';
import { rememberHidden } from '@/lib/browser/sidebarMemory';

/** Hides or shows the desktop sidebar, for this page and the next ones of the visit (lib/browser/sidebarMemory.ts). */
function setHidden(hidden: boolean) {
  const root = document.documentElement;
  rememberHidden(hidden);
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
