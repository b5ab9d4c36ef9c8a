// The announcement banner (components/layout/Announcement.tsx). Inlined before the banner's markup, so a banner the
// reader closed never paints (no layout shift at load): it marks <html> with the state (app/page-furniture.css hides
// a dismissed banner and shows the close button only where this runs). Its delegated listener closes the banner,
// keeps the announcement's id in localStorage and puts focus on the page's content, all before and without any
// bundle (blocked storage: the banner closes for this page view only). The banner's height is kept in
// --announcement-h, so the phone's search panel, which fills the window under the navbar, leaves room for it.

export const ANNOUNCEMENT_KEY = 'announcement-dismissed';

export function watchAnnouncement(key: string, id: string): void {
  const root = document.documentElement;
  let state = 'shown';
  try {
    if (localStorage.getItem(key) === id) state = 'dismissed';
  } catch {
    // Storage blocked: shown.
  }
  root.dataset.announcement = state;
  const size = () => {
    const banner = document.querySelector('.announcement');
    const height = root.dataset.announcement === 'shown' && banner ? Math.ceil(banner.getBoundingClientRect().height) : 0;
    root.style.setProperty('--announcement-h', `${height}px`);
  };
  document.addEventListener('click', (event) => {
    if (!(event.target as Element | null)?.closest?.('[data-announcement-dismiss]')) return;
    root.dataset.announcement = 'dismissed';
    size();
    try {
      localStorage.setItem(key, id);
    } catch {
      // Storage blocked: closed for this page view.
    }
    document.getElementById('main')?.focus({ preventScroll: true });
  });
  document.addEventListener('DOMContentLoaded', size);
  window.addEventListener('resize', size);
}
