'use client';
import { useTheme } from 'next-themes';
import { useEffect, useSyncExternalStore } from 'react';
import styles from './ThemeToggle.module.css';

const CHOICES = [
  ['system', 'Auto (system)'],
  ['light', 'Light'],
  ['dark', 'Dark'],
] as const;
const never = () => () => undefined;

/**
 * The colour mode: Auto (follows the system; the default), Light or Dark, kept by next-themes under
 * localStorage "theme". A native <select> lies over the icon, so the three choices open as the platform's own list
 * and work by keyboard and screen reader. The icon shows the choice: ThemeChoiceScript marks it on <html> before
 * paint, and the CSS shows the sun, the moon or the half-and-half Auto icon, so nothing flashes.
 */
export default function ThemeToggle() {
  const { theme, setTheme } = useTheme();
  // The stored choice is known only in the browser; the server's HTML says Auto, as a first visit is.
  const hydrated = useSyncExternalStore(never, () => true, () => false);
  const choice = hydrated ? (theme ?? 'system') : 'system';
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.themeChoice = choice;
  }, [hydrated, choice]);
  return (
    <span className={`icon-button ${styles.toggle}`}>
      <svg className="theme-icon-light" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
        <path fill="currentColor" d="M12 18a6 6 0 1 1 0-12 6 6 0 0 1 0 12zm0-2a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM11 1h2v3h-2V1zm0 19h2v3h-2v-3zM3.5 4.9l1.4-1.4 2.1 2.1-1.4 1.4-2.1-2.1zm13.6 13.6 1.4-1.4 2.1 2.1-1.4 1.4-2.1-2.1zM1 11h3v2H1v-2zm19 0h3v2h-3v-2zM4.9 20.5l-1.4-1.4 2.1-2.1 1.4 1.4-2.1 2.1zM18.5 7l-1.4-1.4 2.1-2.1 1.4 1.4L18.5 7z" />
      </svg>
      <svg className="theme-icon-dark" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
        <path fill="currentColor" d="M10 7a7 7 0 0 0 12 4.9v.1c0 5.5-4.5 10-10 10S2 17.5 2 12 6.5 2 12 2h.1A7 7 0 0 0 10 7zm-6 5a8 8 0 0 0 15.6 2.5A9 9 0 0 1 9.5 4.4 8 8 0 0 0 4 12z" />
      </svg>
      <svg className={styles.auto} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
        <path fill="currentColor" d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 2v16a8 8 0 0 1 0-16z" />
      </svg>
      <select className={styles.select} value={choice} onChange={(event) => setTheme(event.target.value)} aria-label="Colour mode" title="Colour mode" data-testid="theme-toggle">
        {CHOICES.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </span>
  );
}
