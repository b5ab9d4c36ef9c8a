// Hide sidebar and Show sidebar (desktop; components/layout/SidebarVisibility.tsx). An inline listener, so the buttons
// work before and without the page's bundles: hiding marks <html> (the CSS hides the sidebar and shows the show
// button in its place), moves focus to the button that undoes it, and keeps the choice in the sidebar's memory
// (lib/browser/sidebarMemory.ts), whose inline restore hides the sidebar of the next page before it paints.

export function watchSidebarVisibility(key: string): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.('.sidebar-hide, .sidebar-show');
    if (!button) return;
    const hidden = button.classList.contains('sidebar-hide');
    const root = document.documentElement;
    if (hidden) root.dataset.sidebar = 'hidden';
    else delete root.dataset.sidebar;
    try {
      const memory: { open?: object; hidden?: boolean } = JSON.parse(sessionStorage.getItem(key) ?? 'null') ?? { open: {} };
      if (hidden) memory.hidden = true;
      else delete memory.hidden;
      sessionStorage.setItem(key, JSON.stringify(memory));
    } catch {
      // Storage blocked: hidden on this page only.
    }
    document.querySelector<HTMLElement>(hidden ? '.sidebar-show' : '.sidebar-hide')?.focus();
  });
}
