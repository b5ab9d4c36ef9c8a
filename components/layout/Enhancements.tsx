'use client';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useTransition } from 'react';
import { sandboxRunButton, startSandbox } from '@/components/graphql/sandbox/trigger';
import { openTargetDetails, watchTargetDetails } from '@/lib/browser/anchorDetails';
import { copyCode, copyPage } from '@/lib/browser/clipboard';
import { routeOf } from '@/lib/routes';

/** The site-internal route a click or hover on this element leads to, if it should be handled client-side. */
function internalRoute(target: EventTarget | null): string | undefined {
  const anchor = (target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!anchor || anchor.target || anchor.hasAttribute('download') || anchor.origin !== window.location.origin) return undefined;
  // Same-page anchors stay with the browser (scrolling, :target, history).
  if (anchor.pathname === window.location.pathname && anchor.hash) return undefined;
  if (/\.(json|xml|txt|md|svg|png)$/i.test(anchor.pathname)) return undefined;
  const route = routeOf(anchor.pathname);
  return route === undefined ? undefined : route + anchor.search + anchor.hash;
}

type Behaviours = typeof import('@/lib/browser/pageBehaviours');
let behaviours: Promise<Behaviours> | undefined;
let behavioursReady = false;

/** Loads and starts the page behaviours (drawer, TOC, Back to top) once; a failed load is forgotten, so the drawer button tries again. */
function pageBehaviours(): Promise<Behaviours> {
  behaviours ??= import('@/lib/browser/pageBehaviours').then(
    (module) => {
      module.startPageBehaviours();
      behavioursReady = true;
      return module;
    },
    (error: unknown) => {
      behaviours = undefined;
      throw error;
    },
  );
  return behaviours;
}

/**
 * One island for what every page needs from JavaScript: links navigate client-side (delegated, so server-rendered
 * <a> elements need no component each) with prefetch on hover or focus and a spinner while the next page loads;
 * the copy buttons of code blocks and of the page's Markdown work; a GraphQL sample's Run button loads the API
 * sandbox; and on first use the page behaviours load (lib/browser/pageBehaviours.ts: the drawer, the table of contents
 * following the reader, Back to top).
 */
export default function Enhancements() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const pathname = usePathname();

  // A new page closes the drawer and brings a new table of contents to follow; a link to a folded section opens it.
  useEffect(() => {
    openTargetDetails();
    if (!behavioursReady) return;
    void pageBehaviours().then((module) => {
      module.setDrawer(false);
      module.followToc();
    });
  }, [pathname]);

  useEffect(() => {
    const prefetched = new Set<string>();
    const onIntent = (event: Event) => {
      const route = internalRoute(event.target);
      if (route && !prefetched.has(route)) {
        prefetched.add(route);
        router.prefetch(route);
      }
    };
    // Navbar menus (<details>) close on a click anywhere else, on choosing a link, and on Escape.
    const openMenus = () => [...document.querySelectorAll<HTMLDetailsElement>('details.navbar-menu[open]')];
    const onPointer = (event: MouseEvent) => {
      const inside = (event.target as Element | null)?.closest?.('details.navbar-menu');
      const onSummary = (event.target as Element | null)?.closest?.('summary');
      for (const menu of openMenus()) if (menu !== inside || !onSummary) menu.open = false;
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      for (const menu of openMenus()) {
        menu.open = false;
        menu.querySelector('summary')?.focus();
      }
    };
    const onClick = (event: MouseEvent) => {
      onPointer(event);
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      // Before the page behaviours have loaded, the drawer button's first click opens the drawer once they have.
      if (!behavioursReady && (event.target as Element | null)?.closest?.('.drawer-toggle')) {
        pageBehaviours().then((module) => module.setDrawer(true), () => undefined);
        return;
      }
      const run = sandboxRunButton(event.target);
      if (run) {
        startSandbox(run);
        return;
      }
      const copy = (event.target as Element | null)?.closest?.('.copy-button, .copy-page') as HTMLButtonElement | null;
      if (copy) {
        void (copy.classList.contains('copy-page') ? copyPage(copy) : copyCode(copy));
        return;
      }
      const route = internalRoute(event.target);
      if (!route) return;
      event.preventDefault();
      startTransition(() => router.push(route));
    };
    document.addEventListener('mouseover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    document.addEventListener('touchstart', onIntent, { passive: true });
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    watchTargetDetails();
    // The reader's first scroll, key, pointer or touch loads the page behaviours.
    const firstUse = ['scroll', 'keydown', 'pointerdown', 'touchstart'] as const;
    const onFirstUse = () => {
      for (const type of firstUse) window.removeEventListener(type, onFirstUse);
      pageBehaviours().catch(() => undefined);
    };
    for (const type of firstUse) window.addEventListener(type, onFirstUse, { passive: true });
    document.documentElement.dataset.enhanced = 'true';
    return () => {
      for (const type of firstUse) window.removeEventListener(type, onFirstUse);
      document.removeEventListener('mouseover', onIntent);
      document.removeEventListener('focusin', onIntent);
      document.removeEventListener('touchstart', onIntent);
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
    };
  }, [router]);

  if (!pending) return null;
  return (
    <span className="nav-pending" role="status" data-testid="loading">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">Loading the page…</span>
    </span>
  );
}
