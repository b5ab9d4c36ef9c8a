'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useState, type ReactNode, type SyntheticEvent } from 'react';
import type { NavEntry } from '@/lib/content/sidebar';
import { findCategory, loadNav, rememberOpen, rememberedOpen } from '@/lib/browser/sidebarMemory';
import { siteHref } from '@/lib/routes';

/** The current route as the sidebar names it: no trailing slash, '/' for the welcome page. */
function useRoute(): string {
  const pathname = usePathname() ?? '/';
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

function NavEntries({ entries, route }: { entries: NavEntry[]; route: string }) {
  return (
    <ul>
      {entries.map((entry) =>
        'r' in entry ? (
          <li key={entry.r}>
            <a href={siteHref(entry.r)} aria-current={entry.r === route ? 'page' : undefined}>
              {entry.t}
            </a>
          </li>
        ) : entry.c.length === 0 && entry.h ? (
          <li key={entry.id}>
            <a href={siteHref(entry.h)} aria-current={entry.h === route ? 'page' : undefined}>
              {entry.l}
            </a>
          </li>
        ) : (
          <SidebarCategory key={entry.id} id={entry.id} label={entry.l} href={entry.h} defaultOpen={false}>
            <NavEntries entries={entry.c} route={route} />
          </SidebarCategory>
        ),
      )}
    </ul>
  );
}

/** A category the page did not render: its items come from the site's navigation file when it is first opened. */
function LazyItems({ id, href, route }: { id: string; href?: string; route: string }) {
  const [entries, setEntries] = useState<NavEntry[] | 'loading' | 'failed'>('loading');
  useEffect(() => {
    let live = true;
    loadNav()
      .then((all) => live && setEntries(findCategory(all, id)?.c ?? []))
      .catch(() => live && setEntries('failed'));
    return () => {
      live = false;
    };
  }, [id]);
  if (entries === 'loading') return <p className="sidebar-note" role="status">Loading…</p>;
  if (entries === 'failed') {
    return (
      <p className="sidebar-note" role="status">
        This section could not be loaded.{href ? <> Open <a href={siteHref(href)}>its overview</a>.</> : null}
      </p>
    );
  }
  return <NavEntries entries={entries} route={route} />;
}

/**
 * One sidebar category: a disclosure whose label links to the category's overview page when it has one. It opens and
 * closes only when the reader says so (never auto-collapses), and remembers that for the rest of the visit. Items the
 * page did not render (`children` undefined) are fetched when it is first opened.
 */
export default function SidebarCategory({ id, label, href, defaultOpen, children }: { id: string; label: string; href?: string; defaultOpen: boolean; children?: ReactNode }) {
  const route = useRoute();
  const [open, setOpen] = useState(defaultOpen);
  useEffect(() => {
    const remembered = rememberedOpen(id);
    if (remembered !== undefined) setOpen(remembered);
  }, [id]);
  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    const now = event.currentTarget.open;
    if (now === open) return;
    setOpen(now);
    rememberOpen(id, now);
  };
  return (
    <li className={href ? 'sidebar-category has-link' : 'sidebar-category'}>
      {href ? (
        <a href={siteHref(href)} aria-current={href === route ? 'page' : undefined}>
          {label}
        </a>
      ) : null}
      <details open={open} onToggle={onToggle} data-category={id} data-lazy={children === undefined ? '' : undefined}>
        <summary aria-label={href ? `${label}: show or hide its pages` : undefined}>{href ? null : label}</summary>
        {children ?? (open ? <LazyItems id={id} href={href} route={route} /> : null)}
      </details>
    </li>
  );
}
