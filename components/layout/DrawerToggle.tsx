'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), summary, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Below 996 px the sidebar is a drawer. This button opens it; the drawer's close button, Escape, the backdrop and
 * navigating close it. While it is open, focus stays inside it and the page behind does not scroll; on close, focus
 * returns here.
 */
export default function DrawerToggle() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    const root = document.documentElement;
    if (!open) return undefined;
    root.dataset.drawer = 'open';
    const drawer = document.getElementById('sidebar');
    const visible = () => [...(drawer?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].filter((el) => el.getClientRects().length > 0);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
      if (event.key !== 'Tab') return;
      const items = visible();
      if (items.length === 0) return;
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement as HTMLElement | null;
      if (event.shiftKey && (active === first || !drawer?.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !drawer?.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element;
      if (target.closest?.('.drawer-backdrop, [data-drawer-close]')) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    drawer?.querySelector<HTMLElement>('[data-drawer-close]')?.focus({ preventScroll: true });
    const toggle = button.current;
    return () => {
      delete root.dataset.drawer;
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
      // Back to the button that opened it, unless the reader already moved on (a link was followed).
      if (!document.activeElement || document.activeElement === document.body || drawer?.contains(document.activeElement)) toggle?.focus();
    };
  }, [open]);
  return (
    <button ref={button} type="button" className="icon-button drawer-toggle" aria-label="Open navigation" aria-expanded={open} aria-controls="sidebar" onClick={() => setOpen(!open)} data-testid="drawer-toggle">
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
        <path fill="currentColor" d="M3 6h18v2H3V6zm0 5h18v2H3v-2zm0 5h18v2H3v-2z" />
      </svg>
    </button>
  );
}
