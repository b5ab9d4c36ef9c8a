'use client';
// Under `npm run dev` only: the open page refreshes in place (Next's router fetches it again, scroll position and the
// state of its islands kept) when the content step changes the store, as scripts/dev.ts announces it. On connecting,
// the server says which version of the store it holds: a page rendered from an older one (a save landed before this
// tab listened, as when a writer saves the moment a cold server shows the page) refreshes at once.
import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { withBasePath } from '@/lib/basePath';
import { DEV_EVENTS_PATH } from '@/lib/devEvents';

/** `version`: the store's version this page was rendered from (lib/content, storeVersion). */
export default function DevRefresh({ version }: { version: string }) {
  const router = useRouter();
  const rendered = useRef(version);
  rendered.current = version;
  useEffect(() => {
    const events = new EventSource(withBasePath(DEV_EVENTS_PATH));
    events.addEventListener('content', () => router.refresh());
    events.addEventListener('version', (event) => {
      if (event.data !== rendered.current) router.refresh();
    });
    // Tells whoever drives the tab (bench/devLoop.mjs) that a save will now show by itself.
    events.addEventListener('open', () => {
      document.documentElement.dataset.devRefresh = 'connected';
    });
    return () => events.close();
  }, [router]);
  return null;
}
