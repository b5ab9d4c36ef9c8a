'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';

/** Below 996 px the sidebar is a drawer; this button opens it, and navigating or Escape closes it. */
export default function DrawerToggle() {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    const root = document.documentElement;
    if (open) root.dataset.drawer = 'open';
    else delete root.dataset.drawer;
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    const onBackdrop = (event: MouseEvent) => (event.target as Element).closest?.('.drawer-backdrop') && setOpen(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onBackdrop);
    document.querySelector<HTMLElement>('#sidebar a, #sidebar summary')?.focus();
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onBackdrop);
    };
  }, [open]);
  return (
    <button type="button" className="icon-button drawer-toggle" aria-label={open ? 'Close navigation' : 'Open navigation'} aria-expanded={open} aria-controls="sidebar" onClick={() => setOpen(!open)} data-testid="drawer-toggle">
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
        <path fill="currentColor" d="M3 6h18v2H3V6zm0 5h18v2H3v-2zm0 5h18v2H3v-2z" />
      </svg>
    </button>
  );
}
