'use client';
import { useTheme } from 'next-themes';
import { useSyncExternalStore, type ReactNode } from 'react';
import { markThemeChoice, THEME_KEY } from '@/lib/browser/themeChoice';
import styles from './ThemeToggle.module.css';

const never = () => () => undefined;

/**
 * The colour mode: Auto (follows the system; the default), Light or Dark, kept by next-themes under
 * localStorage "theme". A native <select> lies over the icon, so the three choices open as the platform's own list
 * and work by keyboard and screen reader. The icons (ThemeIcons, server markup passed as children) show the choice:
 * ThemeChoiceScript marks it on <html> before paint, and the CSS shows the sun, the moon or the half-and-half Auto
 * icon, so nothing flashes.
 */
export default function ThemeToggle({ children }: { children: ReactNode }) {
  const { theme, setTheme } = useTheme();
  // The stored choice is known only in the browser; the server's HTML says Auto, as a first visit is.
  const hydrated = useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
  const choice = hydrated ? (theme ?? 'system') : 'system';
  const choose = (value: string) => {
    setTheme(value);
    markThemeChoice(THEME_KEY, value);
  };
  return (
    <div className={`icon-button ${styles.toggle}`}>
      {children}
      <select
        className={styles.select}
        value={choice}
        onChange={(event) => choose(event.target.value)}
        aria-label="Colour mode"
        title="Colour mode"
        data-testid="theme-toggle"
      >
        <option value="system">Auto (system)</option>
        <option value="light">Light</option>
        <option value="dark">Dark</option>
      </select>
    </div>
  );
}
