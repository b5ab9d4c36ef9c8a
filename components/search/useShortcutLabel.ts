import { useSyncExternalStore } from 'react';

interface PlatformHints {
  platform?: string;
  userAgent?: string;
  userAgentData?: { platform?: string };
}

const APPLE = /mac|iphone|ipad|ipod|ios/i;

/** How the search shortcut is written on this platform: ⌘ K on macOS and iOS, Ctrl K everywhere else. */
export function shortcutLabel(nav: PlatformHints): string {
  const platform = nav.userAgentData?.platform || nav.platform || nav.userAgent || '';
  return APPLE.test(platform) ? '⌘ K' : 'Ctrl K';
}

const subscribe = () => () => {};

/**
 * The shortcut label, or null while it is unknown: the server cannot know the reader's platform, so the exported HTML
 * shows no hint, and the hint appears right after hydration already right (never "Ctrl K" flashing on a Mac).
 */
export function useShortcutLabel(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => shortcutLabel(navigator as PlatformHints),
    () => null,
  );
}
