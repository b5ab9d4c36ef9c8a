// True after the island has hydrated; the islands expose it as data-ready so tests (and styles) know the buttons work.
import { useEffect, useState } from 'react';

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
