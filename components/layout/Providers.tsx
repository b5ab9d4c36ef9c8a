'use client';
import { ThemeProvider } from 'next-themes';
import { useEffect, type ReactNode } from 'react';
import { warnIfStorageUnavailable } from '@/lib/browser/storage';
import { THEME_KEY } from '@/lib/browser/themeChoice';

/** Colour mode follows the system until the reader chooses; the choice lives in localStorage under "theme". */
export default function Providers({ children }: { children: ReactNode }) {
  useEffect(() => warnIfStorageUnavailable(), []);
  return (
    <ThemeProvider attribute="data-theme" storageKey={THEME_KEY} defaultTheme="system" enableSystem disableTransitionOnChange>
      {children}
    </ThemeProvider>
  );
}
