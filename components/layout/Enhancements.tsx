'use client';
import { useEffect } from 'react';
import { sandboxRunButton, startSandbox } from '@/components/graphql/sandbox/trigger';
import { openTargetDetails, watchTargetDetails } from '@/lib/browser/anchorDetails';
import { copyCode, copyPage } from '@/lib/browser/clipboard';

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
 * One island for what every page needs from JavaScript: the copy buttons of code blocks and of the page's Markdown
 * work; a GraphQL sample's Run button loads the API sandbox; navbar menus close as readers expect; a link to a folded
 * section opens it; and on first use the page behaviours load (lib/browser/pageBehaviours.ts: the drawer, the table
 * of contents following the reader, Back to top). Links are plain links: each page is its own document (README,
 * "Departures"), fetched ahead on hover where the browser supports speculation rules.
 */
export default function Enhancements() {
  useEffect(() => {
    openTargetDetails();
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
      // Before the page behaviours have loaded, the browser opens the drawer (a popover) and they follow once loaded;
      // where there are no popovers, they open it.
      if (!behavioursReady && (event.target as Element | null)?.closest?.('.drawer-toggle')) {
        pageBehaviours().then(
          (module) => module.setDrawer(true),
          () => undefined,
        );
        return;
      }
      const run = sandboxRunButton(event.target);
      if (run) {
        startSandbox(run);
        return;
      }
      const copy = (event.target as Element | null)?.closest?.('.copy-button, .copy-page') as HTMLButtonElement | null;
      if (copy) void (copy.classList.contains('copy-page') ? copyPage(copy) : copyCode(copy));
    };
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
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
    };
  }, []);
  return null;
}
