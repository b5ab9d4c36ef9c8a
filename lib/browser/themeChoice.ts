// Which colour mode the reader chose (Auto, Light or Dark), marked on <html> as data-theme-choice so the toggle shows
// the sun, the moon or the Auto icon (components/layout/ThemeToggle.module.css). next-themes' own script marks only
// the resolved mode. Inlined before the navbar paints (components/layout/ThemeChoiceScript.tsx, reading the choice
// next-themes keeps in localStorage) and called again by the toggle with the new choice.

/** The localStorage key next-themes keeps the choice under (the spec: no namespace). */
export const THEME_KEY = 'theme';

/** Marks `chosen`, or without it the stored choice; anything but light or dark (or blocked storage) is Auto. */
export function markThemeChoice(key: string, chosen?: string): void {
  let choice = chosen;
  if (choice === undefined) {
    try {
      choice = localStorage.getItem(key) ?? undefined;
    } catch {
      // Storage blocked: Auto.
    }
  }
  document.documentElement.dataset.themeChoice = choice === 'light' || choice === 'dark' ? choice : 'system';
}
